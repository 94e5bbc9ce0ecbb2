// restoreArguments (@mcp-codegen/manifest) is the one mapping from a lowered client's arguments to canonical ones:
// the runtime applies it in tools/call, the build computes its plans. Here: what each step does and does not do.
import { restoreArguments, type RestorePlan } from '@mcp-codegen/manifest';
import { lowerForOpenAiStrict } from '../../src/profiles/lower/lower-openai-strict.js';

describe('restoreArguments', () => {
  it('drops null only for the keys the plan names', () => {
    const plan: RestorePlan = { absentIfNull: ['limit'] };
    expect(restoreArguments({ query: 'x', limit: null, note: null }, plan)).toEqual({ query: 'x', note: null });
  });

  it('leaves other values where a null is expected alone, for the canonical validator to judge', () => {
    expect(restoreArguments({ limit: 0, other: 'x' }, { absentIfNull: ['limit'] })).toEqual({ limit: 0, other: 'x' });
    expect(restoreArguments({ limit: false }, { absentIfNull: ['limit'] })).toEqual({ limit: false });
  });

  it('makes a { key, value } list an object again, later keys winning, "__proto__" as data', () => {
    const plan: RestorePlan = { props: { perDay: { fromEntries: true } } };
    const restored = restoreArguments({ perDay: [{ key: 'a', value: 1 }, { key: '__proto__', value: 2 }, { key: 'a', value: 3 }] }, plan);
    expect(Object.getPrototypeOf(restored.perDay)).toBe(Object.prototype);
    expect(Object.keys(restored.perDay as object)).toEqual(['a', '__proto__']);
    expect((restored.perDay as unknown as Record<string, number>).a).toBe(3);
  });

  it('keeps an own "__proto__" key of the arguments as data when it copies them', () => {
    const sent = JSON.parse('{"__proto__": {"polluted": true}, "limit": null}') as Record<string, unknown>;
    const restored = restoreArguments(sent, { absentIfNull: ['limit'] });
    expect(Object.getPrototypeOf(restored)).toBe(Object.prototype);
    expect(Object.keys(restored)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('leaves a list that is not made of pairs as it is', () => {
    const plan: RestorePlan = { props: { perDay: { fromEntries: true } } };
    expect(restoreArguments({ perDay: [1, 2] }, plan)).toEqual({ perDay: [1, 2] });
    expect(restoreArguments({ perDay: { a: 1 } }, plan)).toEqual({ perDay: { a: 1 } });
  });

  it('follows props, items, values and named definitions (recursive types)', () => {
    const plan: RestorePlan = { props: { tree: { ref: 'Node' } }, defs: { Node: { absentIfNull: ['note'], props: { children: { items: { ref: 'Node' } } } } } };
    const sent = { tree: { note: null, children: [{ note: 'x', children: [] }, { note: null, children: [] }] } };
    expect(restoreArguments(sent, plan)).toEqual({ tree: { children: [{ note: 'x', children: [] }, { children: [] }] } });
  });

  it('never changes its input, and returns the same object when nothing changed', () => {
    const sent = { a: { b: null }, c: [{ d: null }] };
    const frozen = JSON.stringify(sent);
    const plan: RestorePlan = { props: { a: { absentIfNull: ['b'] }, c: { items: { absentIfNull: ['d'] } } } };
    expect(restoreArguments(sent, plan)).toEqual({ a: {}, c: [{}] });
    expect(JSON.stringify(sent)).toBe(frozen);
    const untouched = { a: { b: 1 } };
    expect(restoreArguments(untouched, plan)).toBe(untouched);
  });
});

describe('the plans the openai-strict lowering makes', () => {
  it('an optional string becomes required and nullable, and maps back', () => {
    const lowered = lowerForOpenAiStrict({ type: 'object', properties: { q: { type: 'string' }, n: { type: 'number' } }, required: ['q'], additionalProperties: false });
    expect(lowered.inputSchema).toEqual({
      type: 'object',
      properties: { q: { type: 'string' }, n: { anyOf: [{ type: 'number' }, { type: 'null' }] } },
      required: ['q', 'n'],
      additionalProperties: false,
    });
    expect(lowered.restore).toEqual({ absentIfNull: ['n'] });
  });

  it('an optional property whose type already has null keeps its null: no mapping', () => {
    const lowered = lowerForOpenAiStrict({ type: 'object', properties: { n: { anyOf: [{ type: 'number' }, { type: 'null' }] } }, additionalProperties: false });
    expect(lowered.inputSchema.required).toEqual(['n']);
    expect(lowered.restore).toBeUndefined();
  });

  it('a key optional in one branch of a union and nullable-required in another is not dropped', () => {
    const a = { type: 'object', properties: { kind: { const: 'a' }, x: { type: 'string' } }, required: ['kind'], additionalProperties: false };
    const b = { type: 'object', properties: { kind: { const: 'b' }, x: { anyOf: [{ type: 'string' }, { type: 'null' }] } }, required: ['kind', 'x'], additionalProperties: false };
    const lowered = lowerForOpenAiStrict({ type: 'object', properties: { s: { anyOf: [a, b] } }, required: ['s'], additionalProperties: false });
    expect(lowered.restore).toBeUndefined();
    const onlyA = lowerForOpenAiStrict({ type: 'object', properties: { s: { anyOf: [a, { type: 'string' }] } }, required: ['s'], additionalProperties: false });
    expect(onlyA.restore).toEqual({ props: { s: { absentIfNull: ['x'] } } });
  });

  it('a record becomes a list of pairs', () => {
    const lowered = lowerForOpenAiStrict({ type: 'object', properties: { m: { type: 'object', additionalProperties: { type: 'number' } } }, required: ['m'], additionalProperties: false });
    expect((lowered.inputSchema.properties as Record<string, unknown>).m).toEqual({
      type: 'array',
      items: { type: 'object', properties: { key: { type: 'string' }, value: { type: 'number' } }, required: ['key', 'value'], additionalProperties: false },
      description: 'A list of { key, value } pairs.',
    });
    expect(lowered.restore).toEqual({ props: { m: { fromEntries: true } } });
  });
});
