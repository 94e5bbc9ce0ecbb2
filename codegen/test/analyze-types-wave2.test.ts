import type { Validator } from '@mcp-codegen/manifest';
import { emitValidators } from '../src/emit/validators/emit-validators.js';
import type { FeatureModel, ToolModel } from '../src/model/feature-model.js';
import { analyzeFixture, expectModel } from './helpers/analysis.js';
import { expectGolden } from './helpers/golden.js';
import { loadValidators } from './helpers/load-validators.js';

/**
 * Types that typescript-json-schema alone turned into silently wrong schemas
 * (issue 16): per tool of fixtures/type-wave2, arguments TypeScript accepts
 * (the schema must too) and arguments it refuses (the schema must too).
 */
const CASES: Record<string, { valid: object[]; invalid: object[] }> = {
  shapes: {
    valid: [{ b: { x: 1, y: 2 }, d: { x: 1, y: 2, label: 'l' } }],
    invalid: [{ b: { x: 1, y: 2 }, d: { label: 'l' } }, { b: { x: 1, y: 2 }, d: { x: 1, y: 2 } }],
  },
  box: {
    valid: [{ box: { min: { x: 0, y: 0 }, max: { x: 1, y: 1, label: 'm' } }, list: [{ x: 1, y: 2, label: 'a' }] }],
    invalid: [{ box: { min: { x: 0, y: 0 }, max: { label: 'm' } }, list: [] }, { box: { min: { x: 0, y: 0 }, max: { x: 1, y: 1, label: 'm' } }, list: [{ label: 'a' }] }],
  },
  brands: {
    valid: [{ id: 'u-1', width: 12 }],
    invalid: [{ id: { __brand: 'UserId' }, width: 12 }, { id: 'u', width: { __unit: 'px' } }],
  },
  indexed: {
    valid: [{ a: { id: '1', other: 'x' }, h: { 'x-trace': 'a', 'x-': 'b' }, n: { n1: true, 'n-2.5': false, n0x1f: true } }],
    invalid: [
      { a: { id: '1', other: 2 }, h: {}, n: {} },
      { a: { id: '1' }, h: { trace: 'a' }, n: {} },
      { a: { id: '1' }, h: {}, n: { n: true } },
      { a: { id: '1' }, h: {}, n: { nx: true } },
    ],
  },
  account: {
    valid: [{ acc: { name: 'n' } }],
    invalid: [{ acc: { name: 'n', secret: 's' } }, { acc: { name: 'n', display: 'd' } }, { acc: {} }],
  },
  templates: {
    valid: [
      { code: 'SKU-1.5', text: 'note:line\nline', pair: 'a-1' },
      { code: 'SKU--1', text: 'note:', pair: '-1e3' },
      { code: 'SKU-1e3', text: 'note:x', pair: 'ab-0x1F' },
    ],
    invalid: [
      { code: 'SKU-', text: 'note:', pair: 'a-1' },
      { code: 'SKU-x', text: 'note:', pair: 'a-1' },
      { code: 'SKU-1', text: 'nope', pair: 'a-1' },
      { code: 'SKU-1', text: 'note:', pair: 'a-b-1' },
      { code: 'SKU-Infinity', text: 'note:', pair: 'a-1' },
    ],
  },
  openLiteral: { valid: [{ mode: 'auto' }, { mode: 'manual' }], invalid: [{ mode: 1 }] },
  priced: {
    valid: [
      { price: 19.99, defaults: { retries: 3, mode: 'slow' } },
      { price: 0.07, defaults: { retries: 0, mode: '' } },
    ],
    invalid: [{ price: 0.001, defaults: { retries: 3, mode: 'slow' } }, { price: 1, defaults: { retries: 3 } }],
  },
  order: { valid: [{ id: 'o' }], invalid: [{}] },
  now: { valid: [{}], invalid: [{ x: 1 }] },
  log: { valid: [{}], invalid: [{ x: 1 }] },
  contact: {
    valid: [{ email: 'a@b' }, { phone: '1', kind: 'person' }, { id: 'x', email: 'a@b', kind: 'team' }],
    invalid: [{}, { id: 'x' }, { email: 'a@b', kind: 'team' }, { id: '', email: 'a@b' }],
  },
};

describe('schemas TypeScript agrees with (fixtures/type-wave2)', () => {
  let model: FeatureModel;
  let validators: Record<string, Validator>;
  beforeAll(() => {
    model = expectModel(analyzeFixture('type-wave2'));
    validators = loadValidators(emitValidators(model).content);
  });
  const tool = (name: string): ToolModel => model.tools.find((t) => t.descriptor.name === name)!;

  it('covers every tool', () => {
    expect(model.tools.map((t) => t.descriptor.name).sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.keys(CASES))('%s: schemas match their golden file', (name) => {
    const { inputSchema, outputSchema } = tool(name).descriptor;
    expectGolden(`type-wave2/${name}.schema.json`, `${JSON.stringify({ inputSchema, outputSchema }, null, 2)}\n`);
  });

  it.each(Object.keys(CASES))('%s: accepts what TypeScript accepts and refuses what it refuses', (name) => {
    const validate = validators[tool(name).validatorName]!;
    for (const args of CASES[name]!.valid) expect({ args, valid: validate(args), errors: validate.errors }).toEqual({ args, valid: true, errors: null });
    for (const args of CASES[name]!.invalid) expect({ args, valid: validate(args) }).toEqual({ args, valid: false });
  });

  it('output schemas describe the JSON of a result with Dates, and the binding sends that form', () => {
    const iso = '2025-01-02T03:04:05.000Z';
    const output = (name: string) => validators[tool(name).outputValidatorName!]!;
    expect(output('order')({ id: 'o', placedAt: iso, shippedAt: null })).toBe(true);
    expect(output('now')({ result: iso })).toBe(true);
    expect(output('log')({ result: [{ at: iso }, { at: null }] })).toBe(true);
    expect(['order', 'now', 'log'].map((name) => tool(name).jsonResult)).toEqual([true, true, true]);
    expect(tool('shapes').jsonResult).toBeUndefined();
  });

  it('an explicit schema keeps its root allOf, if/then, $defs and $anchor as written', () => {
    const schema = tool('contact').descriptor.inputSchema as Record<string, unknown>;
    expect(Object.keys(schema).sort()).toEqual(['$defs', 'allOf', 'if', 'properties', 'then', 'type']);
    expect(schema.allOf).toEqual([{ anyOf: [{ required: ['email'] }, { required: ['phone'] }] }]);
  });

  it('a URI template variable typed Integer is read as an integer', () => {
    expect(model.resourceTemplates[0]!.variableTypes).toEqual({ page: { type: 'integer' } });
  });

  it('@example becomes examples; no default sits on a required property', () => {
    const priced = tool('priced').descriptor.inputSchema as { properties: Record<string, Record<string, unknown>> };
    expect(priced.properties.price!.examples).toEqual([19.99]);
    expect(JSON.stringify(model.tools.map((t) => t.descriptor))).not.toContain('"default"');
  });
});
