import type { Validator } from '@mcp-codegen/manifest';
import { emitValidators } from '../src/emit/validators/emit-validators.js';
import type { FeatureModel, ToolModel } from '../src/model/feature-model.js';
import { analyzeFixture, expectModel } from './helpers/analysis.js';
import { expectGolden } from './helpers/golden.js';
import { loadValidators } from './helpers/load-validators.js';

/** Per tool of fixtures/type-matrix: arguments its schema must accept, and must reject. */
const CASES: Record<string, { valid: object; invalid: object }> = {
  primitives: { valid: { text: 'a', amount: 1.5, flag: true }, invalid: { text: 'a', amount: '1', flag: true } },
  integers: { valid: { count: 2, page: 1, sizes: [1, 2] }, invalid: { count: 2, page: 1, sizes: [1.5] } },
  literals: { valid: { mode: 'fast', one: 1, yes: true }, invalid: { mode: 'fast', one: 2, yes: true } },
  enums: { valid: { color: 'red', level: 2 }, invalid: { color: 'blue', level: 2 } },
  unions: { valid: { value: 3, shape: { kind: 'circle', radius: 1 } }, invalid: { value: 3, shape: { kind: 'circle', side: 1 } } },
  nullable: { valid: { note: null, count: 1 }, invalid: { note: 1, count: null } },
  optionals: { valid: { needed: 'a' }, invalid: { maybe: 1 } },
  arrays: { valid: { tags: [], ids: [1], grid: [[1, 2]] }, invalid: { tags: [], ids: [1], grid: [1] } },
  tuples: { valid: { pair: ['a', 1], range: [1], path: ['p', 1, 2] }, invalid: { pair: ['a', 1], range: [1, 2, 3], path: ['p'] } },
  nested: { valid: { address: { street: 's', city: 'c', geo: { lat: 1, lon: 2 } }, point: { x: 1, y: 2 } }, invalid: { address: { street: 's' }, point: { x: 1, y: 2 } } },
  classData: { valid: { item: { name: 'n', quantity: 3 } }, invalid: { item: { name: 'n', quantity: 3.5 } } },
  intersections: { valid: { entity: { name: 'n', createdAt: 't' }, extra: { x: 1, y: 2, label: 'l' } }, invalid: { entity: { name: 'n' }, extra: { x: 1, y: 2, label: 'l' } } },
  records: {
    valid: { counts: { a: 1, b: 2 }, flags: { on: true }, sizes: { s: 1, m: 2 }, nested: { k: [{ x: 1, y: 2 }] } },
    invalid: { counts: { a: 'one' }, flags: { on: true }, sizes: { s: 1, m: 2 }, nested: {} },
  },
  utilities: {
    valid: { patch: {}, options: { verbose: true, depth: 1 }, city: { city: 'c' }, rest: { street: 's', city: 'c' }, frozen: { x: 1, y: 2 } },
    invalid: { patch: {}, options: { verbose: true }, city: { city: 'c' }, rest: { street: 's', city: 'c', zip: '1' }, frozen: { x: 1, y: 2 } },
  },
  generics: { valid: { page: { items: [{ x: 1, y: 2 }], cursor: null }, names: { items: ['a'], cursor: 'c' } }, invalid: { page: { items: ['a'], cursor: null }, names: { items: ['a'], cursor: 'c' } } },
  templates: { valid: { userId: 'user-42', email: 'a@b' }, invalid: { userId: 'admin-42', email: 'a@b' } },
  dates: { valid: { when: '2025-01-02T03:04:05Z', span: { from: '2025-01-02T03:04:05Z' }, log: [] }, invalid: { when: 'yesterday', span: { from: '2025-01-02T03:04:05Z' }, log: [] } },
  recursive: { valid: { tree: { label: 'a', children: [{ label: 'b', children: [] }] } }, invalid: { tree: { label: 'a', children: [{ label: 'b' }] } } },
  imported: { valid: { point: { lat: 1, lon: 2 }, icon: { src: 'https://x/i.png' } }, invalid: { point: { lat: 91, lon: 2 }, icon: { src: 'https://x/i.png' } } },
  jsdoc: {
    valid: { constrained: { count: 1, ratio: 0.5, code: 'ab', email: 'a@b.co', tags: ['x'] }, limit: 50, query: 'q', day: '2025-01-02', ids: ['a'] },
    invalid: { constrained: { count: 0, ratio: 1, code: 'A', email: 'no', tags: ['x', 'x'] }, limit: 51, query: ' q', day: 'today', ids: [] },
  },
  destructured: { valid: { city: 'Oslo', days: 14 }, invalid: { city: 'Oslo', days: 15 } },
  withContext: { valid: { text: 't' }, invalid: { text: 't', ctx: {} } },
  explicitSchema: { valid: { q: 'a', extra: 2, other: true }, invalid: { q: '' } },
};

describe('the type → schema matrix (fixtures/type-matrix)', () => {
  let model: FeatureModel;
  let validators: Record<string, Validator>;
  beforeAll(() => {
    model = expectModel(analyzeFixture('type-matrix'));
    validators = loadValidators(emitValidators(model).content);
  });
  const tool = (name: string): ToolModel => model.tools.find((t) => t.descriptor.name === name)!;

  it('builds without diagnostics and covers every case', () => {
    expect(model.tools.map((t) => t.descriptor.name).sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.keys(CASES))('%s: schema matches its golden file', (name) => {
    expectGolden(`type-matrix/${name}.schema.json`, `${JSON.stringify(tool(name).descriptor.inputSchema, null, 2)}\n`);
  });

  it.each(Object.entries(CASES))('%s: accepts the valid arguments and rejects the invalid ones', (name, { valid, invalid }) => {
    const validate = validators[tool(name).validatorName];
    expect(validate(valid)).toBe(true);
    expect(validate(invalid)).toBe(false);
  });

  it('passes the whole arguments object to a destructured input, and plans Date conversion', () => {
    expect(tool('destructured').parameters).toEqual([
      { kind: 'input', name: 'input' },
      { kind: 'context', name: 'ctx' },
    ]);
    expect(tool('dates').parameters.map((p) => (p.kind === 'argument' ? p.dates : undefined))).toEqual([
      true,
      { props: { from: true, to: true } },
      { each: true },
      true,
    ]);
  });

  it('keeps an explicit inputSchema exactly as written', () => {
    expect(tool('explicitSchema').descriptor.inputSchema).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { q: { type: 'string', minLength: 1 }, extra: { $ref: '#/$defs/Extra' } },
      required: ['q'],
      $defs: { Extra: { type: 'integer' } },
    });
  });

  it('has no $ref outside recursive types', () => {
    const withRefs = model.tools.filter((t) => JSON.stringify(t.descriptor.inputSchema).includes('$ref')).map((t) => t.descriptor.name);
    expect(withRefs.sort()).toEqual(['explicitSchema', 'recursive']);
  });
});
