/**
 * The part of a JSON Schema that decides what it accepts. Annotations
 * (descriptions, titles, examples, defaults without `useDefaults`) never
 * change a validator's result or its errors, so tools whose parameters differ
 * only in their JSDoc can share one validator.
 */
const ANNOTATIONS = new Set(['title', 'description', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly', '$comment', 'x-mcp-header']);

/** Keywords whose value is a map of names to subschemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/** Keywords whose value is a subschema or an array of subschemas. */
const SUBSCHEMAS = new Set([
  'items', 'prefixItems', 'additionalItems', 'allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else',
  'additionalProperties', 'contains', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems',
]);

/**
 * A copy of `schema` without annotations. Only keyword positions are walked:
 * `enum`, `const` and anything unknown are data and are kept as they are.
 */
export function withoutAnnotations(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutAnnotations);
  if (schema === null || typeof schema !== 'object') return schema;
  const stripped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    const kept = SUBSCHEMAS.has(key) ? withoutAnnotations(value) : SCHEMA_MAPS.has(key) ? mapValues(value) : value;
    // defineProperty, not assignment: a property named "__proto__" must stay data.
    Object.defineProperty(stripped, key, { value: kept, enumerable: true, writable: true, configurable: true });
  }
  return stripped;
}

function mapValues(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const mapped: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(value)) {
    Object.defineProperty(mapped, name, { value: withoutAnnotations(member), enumerable: true, writable: true, configurable: true });
  }
  return mapped;
}

/** Keywords that need Ajv's `unevaluated`/`dynamicRef` bookkeeping; the analyzer never emits them. */
const DYNAMIC_KEYWORDS = ['unevaluatedProperties', 'unevaluatedItems', '$dynamicRef', '$dynamicAnchor', '$recursiveRef', '$recursiveAnchor'];

/** True if the schema may use a keyword the lean compiler leaves out (a property of that name counts too: safe side). */
export function usesDynamicKeywords(schema: unknown): boolean {
  const text = JSON.stringify(schema);
  return DYNAMIC_KEYWORDS.some((keyword) => text.includes(JSON.stringify(keyword) + ':'));
}
