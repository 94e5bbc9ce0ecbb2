/** Visiting every subschema of a JSON Schema 2020-12 document, with its JSON pointer. */
import type { JsonSchema } from '@mcp-codegen/manifest';

/** Keywords whose value is one subschema. */
export const SCHEMA_KEYWORDS = ['additionalProperties', 'items', 'contains', 'propertyNames', 'not', 'if', 'then', 'else', 'unevaluatedProperties', 'unevaluatedItems', 'contentSchema'];
/** Keywords whose value is a list of subschemas. */
export const SCHEMA_LIST_KEYWORDS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
/** Keywords whose value maps names to subschemas. */
export const SCHEMA_MAP_KEYWORDS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];

export const isSchemaObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Calls `visit` for `schema` and every subschema in it, depth first, with the pointer from `path`. */
export function walkSchema(schema: unknown, path: string, visit: (schema: JsonSchema, path: string) => void): void {
  if (!isSchemaObject(schema)) return;
  visit(schema, path);
  for (const key of SCHEMA_KEYWORDS) if (isSchemaObject(schema[key])) walkSchema(schema[key], `${path}/${key}`, visit);
  for (const key of SCHEMA_LIST_KEYWORDS) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((item, i) => walkSchema(item, `${path}/${key}/${i}`, visit));
  }
  for (const key of SCHEMA_MAP_KEYWORDS) {
    const map = schema[key];
    if (isSchemaObject(map)) for (const [name, item] of Object.entries(map)) walkSchema(item, `${path}/${key}/${escape(name)}`, visit);
  }
}

/** Pointers of every subschema of the tool's input schema for which `test` holds. */
export function findInInput(inputSchema: JsonSchema, test: (schema: JsonSchema, path: string) => boolean): string[] {
  const found: string[] = [];
  walkSchema(inputSchema, '/inputSchema', (schema, path) => {
    if (test(schema, path)) found.push(path);
  });
  return found;
}

/** Pointers of each use of one of `keywords` in the input schema. */
export function findKeywords(inputSchema: JsonSchema, keywords: readonly string[]): string[] {
  const found: string[] = [];
  walkSchema(inputSchema, '/inputSchema', (schema, path) => {
    for (const keyword of keywords) if (Object.hasOwn(schema, keyword)) found.push(`${path}/${keyword}`);
  });
  return found;
}
