import type { FeatureModel } from '../src/model/feature-model.js';
import { analyzeFixture, expectModel } from './helpers/analysis.js';

describe('analyzePackage on the valid fixture', () => {
  let model: FeatureModel;
  beforeAll(() => {
    model = expectModel(analyzeFixture('valid'));
  });

  const tool = (name: string) => model.tools.find((t) => t.descriptor.name === name)!;

  it('takes the feature name from mcpCodegen.name', () => {
    expect(model.feature).toBe('valid');
  });

  it('follows aliased and namespace imports, and ignores a foreign @Tool, tests and generated files', () => {
    expect(model.tools.map((t) => [t.descriptor.name, t.method])).toEqual([
      ['echo.text', 'echo'],
      ['nothing', 'nothing'],
      ['tree', 'tree'],
    ]);
  });

  it('keeps context parameters out of the schema and reads T | undefined, defaults and JSDoc', () => {
    const echo = tool('echo.text');
    expect(echo.parameters).toEqual([
      { kind: 'argument', name: 'text', required: true },
      { kind: 'context', name: 'ctx' },
      { kind: 'argument', name: 'note', required: false },
      { kind: 'argument', name: 'times', required: false },
      { kind: 'argument', name: 'loud', required: false },
    ]);
    expect(echo.descriptor.description).toBe('Echo a text.\n\nTwice by default.');
    expect(echo.descriptor.inputSchema).toEqual({
      type: 'object',
      properties: {
        text: { type: 'string', description: 'What to echo' },
        note: { type: 'string' },
        times: { type: 'number', default: 2 },
        loud: { type: 'boolean' },
      },
      required: ['text'],
      additionalProperties: false,
    });
    expect(echo.validatorName).toBe('tool_echo_text');
    expect(echo.result).toBe('text');
    expect(echo.source).toEqual({ file: 'src/tools.ts', line: 26, column: 9 });
  });

  it('keeps $defs only for recursive types and converts tuples to prefixItems', () => {
    const tree = tool('tree');
    expect(tree.descriptor.description).toBe('Overridden.');
    expect(tree.descriptor._meta).toEqual({ 'x/y': [1, -2, null] });
    expect(tree.result).toBe('result');
    const schema = tree.descriptor.inputSchema as { properties: Record<string, unknown>; $defs: unknown };
    expect(schema.properties).toEqual({
      root: { $ref: '#/$defs/Tree' },
      pair: { type: 'array', minItems: 2, maxItems: 2, prefixItems: [{ type: 'string' }, { type: 'number' }] },
      level: { enum: [1, 2], type: 'number', default: 2 },
      tag: { enum: ['a', 'b'], type: 'string', description: 'Leading doc' },
    });
    expect(schema.$defs).toEqual({
      Tree: {
        type: 'object',
        properties: { label: { type: 'string' }, children: { type: 'array', items: { $ref: '#/$defs/Tree' } } },
        additionalProperties: false,
        required: ['label'],
      },
    });
  });

  it('always writes properties, and leaves out an empty required', () => {
    expect(tool('nothing').descriptor.inputSchema).toEqual({
      type: 'object',
      properties: {},
      additionalProperties: false,
    });
    expect(tool('nothing').result).toBe('auto');
  });

  it('aliases classes whose names clash, ordered by import path', () => {
    expect(model.classes).toEqual([
      { name: 'Clock', localName: 'Clock', importPath: '../clock.js' },
      { name: 'Notes', localName: 'Notes', importPath: '../more/notes.js' },
      { name: 'Notes', localName: 'Notes_1', importPath: '../tools.js' },
      { name: 'Repo', localName: 'Repo', importPath: '../repo.js' },
    ]);
    expect(model.providers).toEqual([
      { className: 'Clock', dependencies: [] },
      { className: 'Notes', dependencies: [] },
      { className: 'Repo', dependencies: ['Clock'] },
      { className: 'Notes_1', dependencies: ['Repo'] },
    ]);
    expect(tool('tree').className).toBe('Notes_1');
  });

  it('matches multi-variable templates and escapes literal parts', () => {
    const [template] = model.resourceTemplates;
    expect(template).toMatchObject({
      className: 'Notes',
      method: 'item',
      pattern: '^mem://items/([^/?#]+)/v([^/?#]+)\\.json$',
      variables: ['id', 'version'],
      result: 'structured',
      descriptor: { uriTemplate: 'mem://items/{id}/v{version}.json', name: 'item', mimeType: 'application/json' },
    });
    expect(template.parameters.map((p) => p.kind)).toEqual(['argument', 'argument', 'context']);
    expect(new RegExp(template.pattern).exec('mem://items/7/va.json')?.slice(1)).toEqual(['7', 'a']);
    expect(new RegExp(template.pattern).test('mem://items/7/vaxjson')).toBe(false);
  });

  it('allows only context parameters on fixed resources, and maps PromptMessage[] to auto', () => {
    expect(model.resources.map((r) => [r.descriptor.uri, r.parameters])).toEqual([['mem://about', [{ kind: 'context', name: 'ctx' }]]]);
    expect(model.prompts.map((p) => [p.descriptor.name, p.result, p.validatorName])).toEqual([['ask-about', 'auto', 'prompt_ask_about']]);
    expect(model.prompts[0].descriptor.arguments).toEqual([{ name: 'topic', description: 'What to ask about', required: true }]);
  });
});
