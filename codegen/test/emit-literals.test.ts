import { sortKeysDeep, toJsonText } from '../src/emit/canonical-json.js';
import { regexLiteral } from '../src/emit/regex-literal.js';
import { propertyKey, stringLiteral } from '../src/emit/ts-literal.js';

/** Evaluates a JavaScript expression the emitter wrote. */
const evaluate = (expression: string): unknown => new Function(`return (${expression});`)();

describe('stringLiteral', () => {
  it.each(["plain", "it's", 'say "hi"', 'back\\slash', 'ends with \\', 'slash-quote \\"', 'line\nbreak\u2028', 'tab\t\u0000'])(
    'round-trips %j as a single-quoted literal',
    (text) => {
      const literal = stringLiteral(text);
      expect(literal.startsWith("'") && literal.endsWith("'")).toBe(true);
      expect(literal).not.toMatch(/[\n\r\u2028\u2029]/);
      expect(evaluate(literal)).toBe(text);
    },
  );
});

describe('propertyKey', () => {
  it('leaves identifiers bare and quotes the rest', () => {
    expect(propertyKey('addNote')).toBe('addNote');
    expect(propertyKey('$schema')).toBe('$schema');
    expect(propertyKey('send-mail')).toBe("'send-mail'");
    expect(propertyKey('notes://index')).toBe("'notes://index'");
    expect(propertyKey('1st')).toBe("'1st'");
  });

  it('keeps __proto__ a data property', () => {
    const object = evaluate(`{ ${propertyKey('__proto__')}: 1 }`) as object;
    expect(Object.keys(object)).toEqual(['__proto__']);
  });
});

describe('regexLiteral', () => {
  it.each([
    ['^notes://notes/([^/?#]+)$', '/^notes:\\/\\/notes\\/([^\\/?#]+)$/'],
    ['^a\\/b$', '/^a\\/b$/'],
    ['', '/(?:)/'],
  ])('writes %j as %s', (source, literal) => {
    expect(regexLiteral(source)).toBe(literal);
  });

  it.each(['^x://([^/]+)/(\\d+)$', 'a\\\\/b', 'line\nend', "q'\"/"])('matches what new RegExp(%j) matches', (source) => {
    const literal = evaluate(regexLiteral(source)) as RegExp;
    expect(literal.source).toBe(new RegExp(literal.source).source);
    for (const sample of ['x://a/12', 'a\\/b', 'line\nend', "q'\"/"]) {
      expect(literal.test(sample)).toBe(new RegExp(source).test(sample));
    }
  });

  it('refuses an invalid source', () => {
    expect(() => regexLiteral('([')).toThrow(SyntaxError);
  });
});

describe('canonical JSON', () => {
  it('orders keys at every depth: reading order first, then by code unit', () => {
    const value = { b: 1, a: { d: [{ z: 1, y: 2 }], c: undefined, B: 3 }, description: 'd', name: 'x' };
    expect(toJsonText(sortKeysDeep(value))).toBe(
      '{\n  "name": "x",\n  "description": "d",\n  "a": {\n    "B": 3,\n    "d": [\n      {\n        "y": 2,\n        "z": 1\n      }\n    ]\n  },\n  "b": 1\n}\n',
    );
  });

  it('keeps the declaration order of properties, and orders what is inside each', () => {
    const schema = { type: 'object', properties: { title: { type: 'string', description: 't' }, body: { type: 'string' } } };
    expect(JSON.stringify(sortKeysDeep(schema))).toBe(
      '{"type":"object","properties":{"title":{"description":"t","type":"string"},"body":{"type":"string"}}}',
    );
  });
});
