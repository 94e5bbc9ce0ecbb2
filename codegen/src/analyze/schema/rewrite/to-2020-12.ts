import { mapSubschemas, type Schema } from './subschemas.js';

export const SCHEMA_2020_12 = 'https://json-schema.org/draft/2020-12/schema';

/**
 * Rewrites TJS's draft-07 output as 2020-12: `definitions` → `$defs` (and
 * their refs), tuple `items: [...]` → `prefixItems` with `additionalItems` →
 * `items`; nested `$schema` keywords dropped.
 */
export function toDraft2020(schema: Schema): Schema {
  const converted = mapSubschemas(schema, toDraft2020);
  const { $schema: _schema, definitions, items, additionalItems, $ref, ...rest } = converted;
  const out: Schema = { ...rest };
  if (typeof $ref === 'string') out.$ref = $ref.replace(/^#\/definitions\//, '#/$defs/');
  if (Array.isArray(items)) {
    out.prefixItems = items;
    if (additionalItems !== undefined) out.items = additionalItems;
  } else if (items !== undefined) {
    // additionalItems means nothing beside a single `items` schema, so it goes.
    out.items = items;
  }
  if (definitions !== undefined) out.$defs = definitions;
  return out;
}
