import type { Options } from 'ajv';

/**
 * The Ajv options of every schema compiled at build time: the generated
 * validators the server runs, and the check of an explicit `inputSchema` or
 * `outputSchema`, so a schema that passes the check also compiles for the server.
 * They accept every valid JSON Schema 2020-12 schema (SEP-2106 allows the
 * whole vocabulary), so the strict checks about schemas are off: they refuse
 * valid ones (unknown keywords and formats are annotations, `required` may
 * name properties declared in another branch, `if` needs no `type`, tuples may
 * be open). The ones that catch typos run separately, as warnings
 * (analyze/schema/lint-schema.ts); `logger: false` keeps Ajv itself quiet.
 * - `strictNumbers` is about data, not schemas: NaN and Infinity are not JSON
 *   numbers, so a "number" refuses them;
 * - `type: [...]` arrays may appear in explicit schemas (`allowUnionTypes`);
 * - `multipleOf` with a decimal step (`@multipleOf 0.01`) compares with a
 *   tolerance, or 19.99 would not be a multiple of 0.01 in floating point.
 */
export const VALIDATOR_OPTIONS: Options = {
  strictSchema: false,
  strictNumbers: true,
  strictTypes: false,
  strictTuples: false,
  strictRequired: false,
  logger: false,
  allowUnionTypes: true,
  multipleOfPrecision: 9,
};
