// JSON Schema → TypeScript type text, for every shape the analyzer emits.
import { schemaToType, type RefResolver } from '../src/emit/client/schema-to-type.js';
import { TypeDeclarations } from '../src/emit/client/type-declarations.js';
import { NameAllocator, pascalCase } from '../src/emit/client/type-names.js';

const noRefs: RefResolver = () => undefined;
const oneLine = (schema: unknown) => schemaToType(schema, noRefs).replace(/\n\s*/g, ' ');

describe('schemaToType', () => {
  it.each<[string, unknown, string]>([
    ['string', { type: 'string' }, 'string'],
    ['integer is number', { type: 'integer', minimum: 1 }, 'number'],
    ['date-time stays string', { type: 'string', format: 'date-time' }, 'string'],
    ['boolean', { type: 'boolean' }, 'boolean'],
    ['type array', { type: ['null', 'string'] }, 'null | string'],
    ['enum', { type: 'string', enum: ['a', "it's"] }, "'a' | 'it\\'s'"],
    ['numeric enum', { type: 'number', enum: [1, 2] }, '1 | 2'],
    ['const', { type: 'string', const: 'hotel' }, "'hotel'"],
    ['anyOf', { anyOf: [{ type: 'string' }, { type: 'number' }] }, 'string | number'],
    ['oneOf', { oneOf: [{ const: 1 }, { const: null }] }, '1 | null'],
    ['allOf', { allOf: [{ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }, { type: 'object', additionalProperties: { type: 'number' } }] }, '{ a: string; } & { [key: string]: number }'],
    ['array', { type: 'array', items: { type: 'string' } }, 'string[]'],
    ['array of a union', { type: 'array', items: { type: ['string', 'number'] } }, '(string | number)[]'],
    ['array of a union with a brace in a literal', { type: 'array', items: { enum: ['{', 'b'] } }, "('{' | 'b')[]"],
    ['nested arrays', { type: 'array', items: { type: 'array', items: { type: 'number' } } }, 'number[][]'],
    ['tuple with named, optional members', { type: 'array', prefixItems: [{ title: 'from', type: 'string' }, { title: 'to', type: 'string' }, { title: 'stops', type: 'integer' }], minItems: 2, maxItems: 3 }, '[from: string, to: string, stops?: number]'],
    ['tuple with a rest', { type: 'array', prefixItems: [{ type: 'string' }], items: { type: 'boolean' }, minItems: 1 }, '[string, ...boolean[]]'],
    ['closed object', { type: 'object', properties: { a: { type: 'string' }, 'b-c': { type: 'number' } }, required: ['a'], additionalProperties: false }, "{ a: string; 'b-c'?: number; }"],
    ['record', { type: 'object', additionalProperties: { type: 'integer' } }, '{ [key: string]: number }'],
    ['open object', { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: true }, '{ a?: string; [key: string]: unknown; }'],
    ['empty object', { type: 'object', properties: {}, additionalProperties: false }, 'Record<string, never>'],
    ['property docs', { type: 'object', properties: { a: { type: 'string', description: 'Ends */ here', deprecated: true } } }, '{ /** * Ends *\\/ here * @deprecated */ a?: string; }'],
    ['anything', {}, 'unknown'],
    ['nothing', false, 'never'],
  ])('%s', (_, schema, expected) => {
    expect(oneLine(schema)).toBe(expected);
  });

  it('resolves $ref through the resolver and indents nested objects', () => {
    const refs: RefResolver = (ref) => (ref === '#/$defs/Node' ? 'Node' : undefined);
    const schema = { type: 'object', properties: { child: { type: 'object', properties: { next: { $ref: '#/$defs/Node' } }, required: ['next'] } }, required: ['child'] };
    expect(schemaToType(schema, refs)).toBe('{\n  child: {\n    next: Node;\n  };\n}');
  });
});

describe('TypeDeclarations', () => {
  it('declares $defs once as named types, so recursive schemas work', () => {
    const types = new TypeDeclarations(new NameAllocator());
    const node = { type: 'object', properties: { title: { type: 'string' }, children: { type: 'array', items: { $ref: '#/$defs/Node' } } }, required: ['children', 'title'], additionalProperties: false };
    const a = { type: 'object', properties: { plan: { $ref: '#/$defs/Node' } }, required: ['plan'], $defs: { Node: node } };
    const b = { type: 'object', properties: { tree: { $ref: '#/$defs/Node' } }, $defs: { Node: node } };
    const c = { type: 'object', properties: { other: { $ref: '#/$defs/Node' } }, $defs: { Node: { type: 'string' } } };
    for (const [name, schema] of [['A', a], ['B', b], ['C', c]] as const) types.declare(name, schema, types.refsOf(schema));
    expect(types.texts().join('\n\n')).toBe(
      [
        'export interface Node {\n  title: string;\n  children: Node[];\n}',
        'export interface A {\n  plan: Node;\n}',
        'export interface B {\n  tree?: Node;\n}',
        'export type Node2 = string;',
        'export interface C {\n  other?: Node2;\n}',
      ].join('\n\n'),
    );
  });

  it('uses a type alias for anything but a plain object type', () => {
    const types = new TypeDeclarations(new NameAllocator());
    types.declare('U', { anyOf: [{ type: 'object', properties: { a: { const: 1 } } }, { type: 'object', properties: { b: { const: 2 } } }] }, () => undefined);
    expect(types.texts().join('\n\n')).toBe('export type U = {\n  a?: 1;\n} | {\n  b?: 2;\n};');
  });
});

describe('type names', () => {
  it('makes PascalCase identifiers and numbers clashes', () => {
    expect(pascalCase('addNote')).toBe('AddNote');
    expect(pascalCase('notes.add-item')).toBe('NotesAddItem');
    expect(pascalCase('3d')).toBe('_3d');
    const names = new NameAllocator(['ToolName']);
    expect([names.allocate('ToolName'), names.allocate('Note'), names.allocate('Note'), names.allocate('send-mail')]).toEqual(['ToolName2', 'Note', 'Note2', 'SendMail']);
  });
});
