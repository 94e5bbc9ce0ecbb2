import { sameJson } from '../src/pipeline/same-json.js';

// sameJson replaced `JSON.stringify(a) === JSON.stringify(b)` as the key of watch mode's emit memo
// (pipeline/emit-memo.ts). It may call equal values different (a recompute), never the reverse.

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
};

const tool = (name: string, enumValues: string[]) => ({
  descriptor: { name, inputSchema: { type: 'object', properties: { mode: { type: 'string', enum: enumValues } } } },
  parameters: [{ kind: 'argument', name: 'mode', required: true }],
});

describe('sameJson', () => {
  const pairs: Array<[string, unknown, unknown]> = [
    ['equal primitives', 'a', 'a'],
    ['different primitives', 1, 2],
    ['number and string', 1, '1'],
    ['null and object', null, {}],
    ['equal nested copies', { tools: [tool('a', ['x', 'y'])] }, { tools: [tool('a', ['x', 'y'])] }],
    ['a member deep in an array item', { tools: [tool('a', ['x', 'y']), tool('b', ['x'])] }, { tools: [tool('a', ['x', 'y']), tool('b', ['x', 'z'])] }],
    ['one more item', [1, 2], [1, 2, 3]],
    ['same keys, other order', { a: 1, b: 2 }, { b: 2, a: 1 }],
    ['one more key', { a: 1 }, { a: 1, b: 2 }],
    ['other key, same count', { a: 1 }, { b: 1 }],
    ['array and object', [1], { 0: 1 }],
    ['empty array and empty object', [], {}],
  ];

  it.each(pairs)('says "same" when JSON.stringify does: %s', (_, a, b) => {
    expect(sameJson(a, b)).toBe(JSON.stringify(a) === JSON.stringify(b));
  });

  it('is stricter where JSON.stringify drops or rewrites a value', () => {
    expect(sameJson({ a: undefined }, {})).toBe(false);
    expect(sameJson(new Date(0), new Date(0))).toBe(false);
  });

  it('takes a frozen object for itself, and walks an unfrozen one that might have changed since', () => {
    const frozen = deepFreeze(tool('a', ['x']));
    expect(sameJson({ tools: [frozen] }, { tools: [frozen] })).toBe(true);
    const open = tool('a', ['x']);
    expect(sameJson(open, open)).toBe(false);
    expect(sameJson(open, tool('a', ['x']))).toBe(true);
  });
});
