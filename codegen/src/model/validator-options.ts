import type { Options } from 'ajv';

/**
 * The Ajv options of every schema compiled at build time: the generated
 * validators the server runs, and the check of an explicit `inputSchema` or
 * `outputSchema`, so a schema that passes the check also compiles for the server.
 * - strict, to catch a schema we got wrong, but not `strictRequired` or
 *   `strictTypes`: a valid 2020-12 schema may name `required` properties in an
 *   `anyOf` branch, or use `if`/`then` without `type` (the conformance suite's
 *   json-schema-2020-12 scenario does both);
 * - optional and rest tuple elements are legitimate (`strictTuples` off);
 * - `type: [...]` arrays may appear in explicit schemas (`allowUnionTypes`);
 * - `multipleOf` with a decimal step (`@multipleOf 0.01`) compares with a
 *   tolerance, or 19.99 would not be a multiple of 0.01 in floating point;
 * - `$anchor` is a 2020-12 core keyword Ajv resolves references to but does
 *   not list, so strict mode would refuse it.
 */
export const VALIDATOR_OPTIONS: Options = {
  strict: true,
  strictRequired: false,
  strictTypes: false,
  strictTuples: false,
  allowUnionTypes: true,
  multipleOfPrecision: 9,
  keywords: ['$anchor'],
};
