import { mapSubschemas, isSchema, type Schema } from './subschemas.js';

/**
 * Turns the JSDoc tags TJS passes through as they are written into
 * 2020-12 keywords: `@integer` makes a number (or a number array's items) an
 * integer, `@deprecated text` and a bare `@uniqueItems` are `true`, a single `@examples`
 * value becomes a one-item list, and `@header Name` on a tool parameter is
 * the `x-mcp-header` annotation (SEP-2243; checked in analyze/headers).
 */
export function normalizeKeywords(schema: Schema): Schema {
  const { integer, deprecated, examples, header, ...out } = mapSubschemas(schema, normalizeKeywords);
  if (header !== undefined) out['x-mcp-header'] = typeof header === 'string' ? header.trim() : header;
  if (integer !== undefined) {
    if (out.type === 'array' && isSchema(out.items)) out.items = { ...out.items, type: toInteger(out.items.type) };
    else out.type = toInteger(out.type);
  }
  if (deprecated !== undefined) out.deprecated = true;
  // A bare `@uniqueItems` arrives as an empty string.
  if (out.uniqueItems === '') out.uniqueItems = true;
  if (examples !== undefined) out.examples = Array.isArray(examples) ? examples : [examples];
  return out;
}

function toInteger(type: unknown): unknown {
  if (type === 'number') return 'integer';
  return Array.isArray(type) ? type.map((t) => (t === 'number' ? 'integer' : t)) : type;
}
