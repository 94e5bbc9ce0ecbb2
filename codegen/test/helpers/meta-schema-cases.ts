// Schemas for the oracle tests of the meta-schema check (schema-checker.test.ts,
// check-explicit-schema.test.ts): the samples' schemas and schemas that look wrong.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SAMPLES = join(__dirname, '..', '..', '..', 'samples');
/** The distinct input and output schemas of the samples' tools. */
export const sampleSchemas: object[] = distinct(
  ['01-notes', '03-types', '04-results', '05-conformance', '08-extensions', '09-export'].flatMap((sample) => {
    const manifest = JSON.parse(readFileSync(join(SAMPLES, sample, 'src', 'generated', 'manifest.generated.json'), 'utf8')) as {
      tools: Array<{ name: string; inputSchema: object; outputSchema?: object }>;
    };
    return manifest.tools.flatMap((tool) => [tool.inputSchema, ...(tool.outputSchema ? [tool.outputSchema] : [])]);
  }),
);

function distinct(schemas: object[]): object[] {
  return [...new Map(schemas.map((schema) => [JSON.stringify(schema), schema])).values()];
}

export const META_SCHEMA_ID = 'https://json-schema.org/draft/2020-12/schema';
export const property = (schema: Record<string, unknown>): object => ({ type: 'object', properties: { a: schema } });
// Schemas that look wrong; Ajv accepts a few (it checks no format of a schema, and meta/validation
// does not look into properties).
export const invalidSchemas: object[] = [
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
export const validSchemas: object[] = [
  { $schema: META_SCHEMA_ID, type: 'object', properties: { a: true, b: false } },
  { type: 'object', $defs: { A: { type: 'string' } }, properties: { a: { $ref: '#/$defs/A' } } },
  { type: ['string', 'null'], format: 'anything-goes' },
];

export const ODD_VALUES: unknown[] = [3, -1, 1.5, 0, NaN, Infinity, 'x', '', '(', 'string', null, true, [], [1], ['a'], ['a', 'a'], {}, { a: 3 }, { a: {} }, { a: ['b'] }];

/** Every keyword the 2020-12 meta-schema and its vocabularies declare. */
export function metaSchemaKeywords(): string[] {
  const dir = join(require.resolve('ajv/package.json'), '..', 'dist', 'refs', 'json-schema-2020-12');
  const files = [join(dir, 'schema.json'), ...readdirSync(join(dir, 'meta')).map((file) => join(dir, 'meta', file))];
  const keywords = files.flatMap((file) => Object.keys((JSON.parse(readFileSync(file, 'utf8')) as { properties?: object }).properties ?? {}));
  return [...new Set(keywords)].sort();
}

/** Paths (property names) to every object under `schema` that has a `type`. */
export function schemaPaths(schema: unknown, path: string[] = []): string[][] {
  if (typeof schema !== 'object' || schema === null) return [];
  const here = 'type' in schema ? [path] : [];
  return [...here, ...Object.entries(schema).flatMap(([key, value]) => schemaPaths(value, [...path, key]))];
}

/** A deep copy of `schema` whose object at `path` has an unknown `type`. */
export function withBadType(schema: object, path: string[]): object {
  const copy = structuredClone(schema) as Record<string, unknown>;
  const target = path.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
  target.type = 'integr';
  return copy;
}
