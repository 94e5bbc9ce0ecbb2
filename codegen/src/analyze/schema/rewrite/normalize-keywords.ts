import { splitTypeArray } from './split-type-arrays.js';
import { mapSubschemas, isSchema, type Schema } from './subschemas.js';

/**
 * Turns the JSDoc tags TJS passes through as they are written into
 * 2020-12 keywords: `@integer` makes a number (or a number array's items) an
 * integer, `@deprecated text` and a bare `@uniqueItems` are `true`, a single `@examples`
 * value becomes a one-item list, `@example` values join `examples`, and
 * `@header Name` on a tool parameter is the `x-mcp-header` annotation
 * (SEP-2243; checked in analyze/headers). A `default` stays only on a
 * property a client may leave out: on a required one it would describe a
 * value that never applies (a class initialiser, `@default` on a required field).
 * Type arrays become `anyOf` (split-type-arrays.ts).
 */
export function normalizeKeywords(schema: Schema): Schema {
  const { integer, deprecated, examples, example, header, ...out } = mapSubschemas(schema, normalizeKeywords);
  if (header !== undefined) out['x-mcp-header'] = typeof header === 'string' ? header.trim() : header;
  if (integer !== undefined) {
    if (out.type === 'array' && isSchema(out.items)) out.items = { ...out.items, type: toInteger(out.items.type) };
    else out.type = toInteger(out.type);
  }
  if (deprecated !== undefined) out.deprecated = true;
  // A bare `@uniqueItems` arrives as an empty string.
  if (out.uniqueItems === '') out.uniqueItems = true;
  const allExamples = [examples, example].filter((e) => e !== undefined).flatMap((e) => (Array.isArray(e) ? e : [e]));
  if (allExamples.length > 0) out.examples = allExamples;
  dropRequiredDefaults(out);
  return splitTypeArray(out);
}

function dropRequiredDefaults(schema: Schema): void {
  if (!Array.isArray(schema.required) || !isSchema(schema.properties)) return;
  const properties = schema.properties as Record<string, Schema>;
  for (const name of schema.required as string[]) {
    const property = properties[name];
    if (isSchema(property) && 'default' in property) {
      const { default: _dropped, ...rest } = property;
      properties[name] = rest;
    }
  }
}

function toInteger(type: unknown): unknown {
  if (type === 'number') return 'integer';
  return Array.isArray(type) ? type.map((t) => (t === 'number' ? 'integer' : t)) : type;
}
