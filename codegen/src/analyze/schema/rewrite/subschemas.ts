export type Schema = { [keyword: string]: unknown };

const SINGLE = ['additionalProperties', 'additionalItems', 'items', 'contains', 'propertyNames', 'not', 'if', 'then', 'else', 'unevaluatedItems', 'unevaluatedProperties'];
const LISTS = ['allOf', 'anyOf', 'oneOf', 'items', 'prefixItems'];
const MAPS = ['properties', 'patternProperties', 'definitions', '$defs', 'dependencies'];

/**
 * A copy of `schema` with each direct subschema replaced by `map(sub)`. Only
 * schema positions are visited: `enum`, `const` and `default` hold data.
 */
export function mapSubschemas(schema: Schema, map: (sub: Schema) => Schema): Schema {
  const out: Schema = { ...schema };
  for (const key of SINGLE) if (isSchema(out[key])) out[key] = map(out[key] as Schema);
  for (const key of LISTS) {
    const value = out[key];
    if (Array.isArray(value)) out[key] = value.map((sub) => (isSchema(sub) ? map(sub) : sub));
  }
  for (const key of MAPS) {
    const value = out[key];
    if (!isSchema(value)) continue;
    const mapped: Schema = {};
    for (const [name, sub] of Object.entries(value)) mapped[name] = isSchema(sub) ? map(sub) : sub;
    out[key] = mapped;
  }
  return out;
}

export function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
