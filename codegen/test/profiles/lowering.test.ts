// The lowering steps each profile uses, on small schemas; the whole of samples/03-types is held to client
// oracles in samples/03-types/test/portability.test.ts.
import { inlineAllRefs, RECURSION_DEPTH } from '../../src/profiles/lower/inline-all-refs.js';
import { lowerForGemini } from '../../src/profiles/lower/lower-gemini.js';
import { lowerTool } from '../../src/profiles/lower/lower-tool.js';
import { flattenRoot } from '../../src/profiles/lower/schema-parts.js';

const obj = (properties: Record<string, unknown>, required = Object.keys(properties)) => ({ type: 'object', properties, required, additionalProperties: false });

describe('flattenRoot', () => {
  it('merges a root anyOf of objects into one object, required where every branch agrees', () => {
    const flat = flattenRoot({ anyOf: [obj({ id: { type: 'string' }, a: { type: 'number' } }), obj({ id: { type: 'string' }, b: { type: 'boolean' } })] });
    expect(flat).toEqual({
      type: 'object',
      properties: { id: { type: 'string' }, a: { type: 'number' }, b: { type: 'boolean' } },
      required: ['id'],
      additionalProperties: false,
      description: 'Takes one of several shapes; the server checks which.',
    });
  });

  it('merges allOf with every required key', () => {
    expect(flattenRoot({ allOf: [obj({ a: { type: 'string' } }), obj({ b: { type: 'string' } })] }).required).toEqual(['a', 'b']);
  });

  it('keeps the root properties and says in words a root allOf of constraints only (the conformance fixture)', () => {
    const schema = {
      type: 'object',
      properties: { phone: { type: 'string' }, email: { type: 'string' } },
      allOf: [{ anyOf: [{ required: ['phone'] }, { required: ['email'] }] }],
      additionalProperties: false,
    };
    expect(flattenRoot(schema)).toEqual({
      type: 'object',
      properties: { phone: { type: 'string' }, email: { type: 'string' } },
      additionalProperties: false,
      description: 'The server also checks allOf: [{"anyOf":[{"required":["phone"]},{"required":["email"]}]}].',
    });
  });

  it('keeps the root properties beside a merged root union', () => {
    const schema = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'], anyOf: [obj({ a: { type: 'string' } }, ['a']), obj({ b: { type: 'number' } }, ['b'])] };
    const flat = flattenRoot(schema);
    expect(flat.properties).toEqual({ a: { type: 'string' }, b: { type: 'number' }, id: { type: 'string' } });
    expect(flat.required).toEqual(['id']);
  });

  it('keeps a root union that is not made of objects (nothing honest to merge)', () => {
    const schema = { anyOf: [{ type: 'string' }, obj({})] };
    expect(flattenRoot(schema)).toBe(schema);
  });
});

describe('inlineAllRefs', () => {
  it('inlines references and drops $defs', () => {
    const out = inlineAllRefs({ ...obj({ p: { $ref: '#/$defs/P', description: 'the point' } }), $defs: { P: obj({ x: { type: 'number' } }) } });
    expect(out).toEqual(obj({ p: { ...obj({ x: { type: 'number' } }), description: 'the point' } }));
  });

  it(`writes a recursive type ${RECURSION_DEPTH} levels deep, then describes the rest`, () => {
    const out = inlineAllRefs({ ...obj({ n: { $ref: '#/$defs/N' } }), $defs: { N: obj({ next: { $ref: '#/$defs/N' } }, []) } });
    const text = JSON.stringify(out);
    expect(text).not.toContain('$ref');
    expect(text.match(/"next"/g)).toHaveLength(RECURSION_DEPTH);
    expect(text).toContain('Nested further in the same shape');
  });

  it('leaves values that look like schemas alone (enum, const, default)', () => {
    const schema = { type: 'object', properties: { v: { const: { $ref: 'not a ref' }, default: { $defs: 1 } } } };
    expect(inlineAllRefs(schema)).toEqual(schema);
  });
});

describe('lowerForGemini', () => {
  it('moves what Gemini has no field for into the description', () => {
    const out = lowerForGemini(
      obj({
        n: { type: 'integer', exclusiveMinimum: 0, default: 3, description: 'How many.' },
        k: { type: 'string', const: 'hotel' },
        p: { type: 'number', enum: [1, 2] },
        e: { type: 'string', format: 'email', title: 'mail' },
      }),
    );
    expect(out).toEqual({
      type: 'object',
      properties: {
        n: { type: 'integer', description: 'How many. Greater than 0. Default: 3.' },
        k: { type: 'string', enum: ['hotel'] },
        p: { type: 'number', description: 'One of 1, 2.' },
        e: { type: 'string', description: 'mail Format: email.' },
      },
      required: ['n', 'k', 'p', 'e'],
    });
  });

  it('turns a null branch into nullable and a tuple into items with its order described', () => {
    const out = lowerForGemini(obj({ s: { anyOf: [{ type: 'string' }, { type: 'null' }] }, leg: { type: 'array', prefixItems: [{ type: 'string', title: 'from' }, { type: 'integer', title: 'stops' }], minItems: 1, maxItems: 2 } }));
    expect((out.properties as Record<string, unknown>).s).toEqual({ type: 'string', nullable: true });
    expect((out.properties as Record<string, unknown>).leg).toEqual({
      type: 'array',
      minItems: 1,
      maxItems: 2,
      items: { anyOf: [{ type: 'string', description: 'from' }, { type: 'integer', description: 'stops' }] },
      description: 'In order: from (string), stops (integer).',
    });
  });
});

describe('lowerTool per profile', () => {
  it('vscode: references inlined, $schema left out', () => {
    const out = lowerTool({ $schema: 'https://json-schema.org/draft/2020-12/schema', ...obj({ l: { $ref: '#/$defs/L' } }), $defs: { L: { type: 'integer' } } }, 'vscode').inputSchema;
    expect(out).toEqual(obj({ l: { type: 'integer' } }));
  });

  it('claude: only the root union changes', () => {
    const inner = { anyOf: [{ type: 'string' }, { type: 'number' }] };
    const out = lowerTool({ anyOf: [obj({ a: inner }), obj({ b: { type: 'string' } })] }, 'claude').inputSchema;
    expect((out.properties as Record<string, unknown>).a).toEqual(inner);
    expect(out.type).toBe('object');
  });
});
