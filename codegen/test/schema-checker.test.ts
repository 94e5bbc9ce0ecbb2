import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { checkSchema } from '../src/emit/validators/schema-checker';
import { VALIDATOR_OPTIONS } from '../src/model/validator-options';

// checkSchema runs a precompiled meta-schema validator (meta-schema-validator.generated.ts). It
// must accept and reject exactly what Ajv's own validateSchema does with the build's options, and
// throw the same message: users read it in MCPG2901.
const reference = new Ajv2020({ ...VALIDATOR_OPTIONS, allErrors: false });
addFormats(reference);

type Verdict = { valid: boolean; message?: string };

function verdict(check: (schema: object) => unknown, schema: object): Verdict {
  try {
    check(schema);
    return { valid: true };
  } catch (error) {
    return { valid: false, message: (error as Error).message };
  }
}

const expected = (schema: object): Verdict => verdict((s) => reference.validateSchema(s, true), schema);
const actual = (schema: object): Verdict => verdict(checkSchema, schema);

const SAMPLES = join(__dirname, '..', '..', 'samples');
const sampleSchemas = ['01-notes', '03-types', '04-results', '05-conformance', '08-extensions', '09-export'].flatMap((sample) => {
  const manifest = JSON.parse(readFileSync(join(SAMPLES, sample, 'src', 'generated', 'manifest.generated.json'), 'utf8')) as {
    tools: Array<{ name: string; inputSchema: object; outputSchema?: object }>;
  };
  return manifest.tools.flatMap((tool) => [tool.inputSchema, ...(tool.outputSchema ? [tool.outputSchema] : [])]);
});

const META_SCHEMA_ID = 'https://json-schema.org/draft/2020-12/schema';
const property = (schema: Record<string, unknown>): object => ({ type: 'object', properties: { a: schema } });
// Schemas that look wrong; Ajv accepts a few (it checks no format of a schema, and meta/validation
// does not look into properties).
const invalid: object[] = [
  property({ type: 'string', pattern: '(' }),
  property({ type: 'string', pattern: 7 }),
  property({ type: 'string', pattern: null }),
  property({ type: 'string', pattern: ['a'] }),
  property({ type: 'number', minimum: 'abc' }),
  property({ type: 'integr' }),
  property({ type: ['string', 'integr'] }),
  property({ type: ['strin'] }),
  property({ type: [] }),
  property({ type: ['string', 'string'] }),
  property({ type: [1, 'string'] }),
  property({ type: 'string', minLength: -1 }),
  property({ type: 'integr', minLength: -1, maxItems: 'x' }),
  property({ type: 'string', format: 3 }),
  property({ type: 'string', format: null }),
  property({ type: 'string', format: { name: 'email' } }),
  property({ type: 'string', format: 'no-such-format' }),
  property({ type: 'array', items: 'string' }),
  property({ type: 'array', prefixItems: { type: 'string' } }),
  property({ type: 'array', uniqueItems: 'yes' }),
  property({ enum: 'a' }),
  property({ anyOf: [] }),
  property({ not: 'x' }),
  property({ if: 3 }),
  property({ contentEncoding: 3 }),
  property({ deprecated: 'yes' }),
  { type: 'object', required: [1] },
  { type: 'object', required: ['a', 'a'] },
  { type: 'object', dependentRequired: { a: 'b' } },
  { type: 'object', patternProperties: { '(': {} } },
  { type: 'object', unevaluatedProperties: 'no' },
  { type: 'object', properties: { a: { $ref: 3 } } },
  { type: 'object', properties: { a: { $ref: null } } },
  { type: 'object', properties: { a: { $ref: {} } } },
  { type: 'object', properties: { a: { $ref: ['#/$defs/A'] } } },
  { type: 'object', properties: { a: { $ref: 'has space#/$defs/A' } } },
  { type: 'object', $defs: { A: 'x' } },
  { type: 'object', $defs: { A: 1 } },
  { type: 'object', $defs: { A: null } },
  { type: 'object', $defs: { A: [] } },
  { type: 'object', $defs: [] },
  { type: 'object', $defs: { A: { type: 'object', properties: { b: { minimum: 'x' } } } } },
  { type: 'array', items: { properties: { a: { type: 'foo' } } } },
  { type: 'object', additionalProperties: 'no' },
  { $id: 'not a uri reference with spaces%' },
  { $anchor: '1bad' },
  { $schema: 3, type: 'object' },
  { $schema: META_SCHEMA_ID, type: 'integr' },
  { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' },
  { $schema: 'https://json-schema.org/draft/2020-12/meta/validation', type: 'integr' },
  { $schema: 'https://json-schema.org/draft/2020-12/meta/validation', properties: { a: { type: 'integr' } } },
];
const valid: object[] = [
  { $schema: META_SCHEMA_ID, type: 'object', properties: { a: true, b: false } },
  { type: 'object', $defs: { A: { type: 'string' } }, properties: { a: { $ref: '#/$defs/A' } } },
  { type: ['string', 'null'], format: 'anything-goes' },
];

describe('checkSchema (precompiled 2020-12 meta-schema validator)', () => {
  it("accepts every schema of the samples, as Ajv's validateSchema does", () => {
    expect(sampleSchemas.length).toBeGreaterThan(20);
    for (const schema of [...sampleSchemas, ...valid]) expect(actual(schema)).toEqual(expected(schema));
    for (const schema of valid) expect(actual(schema)).toEqual({ valid: true });
  });

  it('rejects invalid schemas with the same message as Ajv', () => {
    const rejected = invalid.filter((schema) => !expected(schema).valid);
    expect(rejected.length).toBeGreaterThan(40);
    for (const schema of invalid) expect({ schema, verdict: actual(schema) }).toEqual({ schema, verdict: expected(schema) });
  });

  it('gives the same verdict and message as Ajv for every keyword of the meta-schema set to values of every type', () => {
    let rejected = 0;
    for (const keyword of metaSchemaKeywords()) {
      for (const value of ODD_VALUES) {
        for (const schema of [{ [keyword]: value }, property({ [keyword]: value }), { $defs: { A: { items: { [keyword]: value } } } }]) {
          const verdict = expected(schema);
          expect({ schema, verdict: actual(schema) }).toEqual({ schema, verdict });
          if (!verdict.valid) rejected++;
        }
      }
    }
    expect(rejected).toBeGreaterThan(1000);
  });

  it('finds the same first error as Ajv in a sample schema broken at any one place', () => {
    let broken = 0;
    for (const schema of sampleSchemas) {
      for (const path of schemaPaths(schema)) {
        const copy = withBadType(schema, path);
        expect(actual(copy)).toEqual(expected(copy));
        broken++;
      }
    }
    expect(broken).toBeGreaterThan(100);
  });
});

const ODD_VALUES: unknown[] = [3, -1, 1.5, 0, NaN, Infinity, 'x', '', '(', 'string', null, true, [], [1], ['a'], ['a', 'a'], {}, { a: 3 }, { a: {} }, { a: ['b'] }];

/** Every keyword the 2020-12 meta-schema and its vocabularies declare. */
function metaSchemaKeywords(): string[] {
  const dir = join(require.resolve('ajv/package.json'), '..', 'dist', 'refs', 'json-schema-2020-12');
  const files = [join(dir, 'schema.json'), ...readdirSync(join(dir, 'meta')).map((file) => join(dir, 'meta', file))];
  const keywords = files.flatMap((file) => Object.keys((JSON.parse(readFileSync(file, 'utf8')) as { properties?: object }).properties ?? {}));
  return [...new Set(keywords)].sort();
}

/** Paths (property names) to every object under `schema` that has a `type`. */
function schemaPaths(schema: unknown, path: string[] = []): string[][] {
  if (typeof schema !== 'object' || schema === null) return [];
  const here = 'type' in schema ? [path] : [];
  return [...here, ...Object.entries(schema).flatMap(([key, value]) => schemaPaths(value, [...path, key]))];
}

/** A deep copy of `schema` whose object at `path` has an unknown `type`. */
function withBadType(schema: object, path: string[]): object {
  const copy = structuredClone(schema) as Record<string, unknown>;
  const target = path.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
  target.type = 'integr';
  return copy;
}
