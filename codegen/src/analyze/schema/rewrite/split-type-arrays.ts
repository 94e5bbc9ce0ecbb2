import type { Schema } from './subschemas.js';

/** Keywords that constrain only values of one JSON type. */
const KEYWORDS_OF: Record<string, readonly string[]> = {
  string: ['minLength', 'maxLength', 'pattern', 'format', 'contentEncoding', 'contentMediaType'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  array: ['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems', 'contains', 'minContains', 'maxContains'],
  object: ['properties', 'required', 'additionalProperties', 'patternProperties', 'propertyNames', 'minProperties', 'maxProperties'],
};
KEYWORDS_OF.integer = KEYWORDS_OF.number!;

/**
 * `{ type: ['string', 'null'] }` as `{ anyOf: [{ type: 'string' }, { type: 'null' }] }`.
 * typescript-json-schema writes unions of primitives as type arrays and
 * unions with objects as `anyOf`; clients differ on type arrays (the MCP
 * Inspector's `--strict` flags them), so every union takes the one form
 * all of them read. Each branch keeps the keywords of its type and the
 * `enum` values of its type; descriptions and defaults stay outside.
 */
export function splitTypeArray(schema: Schema): Schema {
  const { type, enum: values, const: constant, ...rest } = schema;
  if (!Array.isArray(type) || type.length < 2 || 'anyOf' in rest) return schema;
  const typed = new Set(type.flatMap((t: string) => KEYWORDS_OF[t] ?? []));
  const outer: Schema = Object.fromEntries(Object.entries(rest).filter(([key]) => !typed.has(key)));
  // null last, as in the anyOf typescript-json-schema writes for `Shape | null`.
  const types = [...(type as string[])].sort((a, b) => Number(a === 'null') - Number(b === 'null'));
  const branches = types.flatMap((t) => {
    const branch: Schema = { type: t };
    for (const key of KEYWORDS_OF[t] ?? []) if (key in rest) branch[key] = rest[key];
    if (constant !== undefined) {
      if (jsonType(constant, t) !== t) return [];
      branch.const = constant;
    }
    if (Array.isArray(values)) {
      const own = values.filter((value) => jsonType(value, t) === t);
      if (own.length === 0) return [];
      if (t !== 'null' && t !== 'boolean') branch.enum = own;
      else if (t === 'boolean' && own.length === 1) branch.const = own[0];
    }
    return [branch];
  });
  return { ...outer, anyOf: branches };
}

/** The JSON type of a value, reading a whole number as `integer` where that is the type asked about. */
function jsonType(value: unknown, asked: string): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return asked === 'integer' && Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}
