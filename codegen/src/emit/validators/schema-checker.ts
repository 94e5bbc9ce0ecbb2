import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { VALIDATOR_OPTIONS } from '../../model/validator-options.js';
import { validateMetaSchema as generated } from './meta-schema-validator.generated.js';

const META_SCHEMA_ID = 'https://json-schema.org/draft/2020-12/schema';

// Ajv's standalone code is untyped JavaScript; this is the type of what it exports.
const validateMetaSchema = generated as unknown as ValidateFunction;

/**
 * Checks a schema against the JSON Schema 2020-12 meta-schema as Ajv's
 * `validateSchema(schema, true)` does with VALIDATOR_OPTIONS: it throws
 * `schema is invalid: …` with the first error. The meta-schema's validator is
 * precompiled (meta-schema-validator.generated.ts, written by
 * scripts/meta-schema-validator.mjs), since compiling it costs a cold build
 * ~100 ms. A schema that names another `$schema` goes to an Ajv, which knows
 * what to do with it. schema-checker.test.ts holds both to that Ajv's verdicts
 * and messages.
 */
export function checkSchema(schema: object): void {
  const $schema = (schema as { $schema?: unknown }).$schema;
  if ($schema !== undefined && $schema !== META_SCHEMA_ID) {
    otherMetaSchemaChecker().validateSchema(schema, true);
  } else if (!validateMetaSchema(schema)) {
    throw new Error(`schema is invalid: ${errorsText(validateMetaSchema.errors ?? [])}`);
  }
}

/** Ajv's `errorsText(errors)` with its defaults. */
function errorsText(errors: readonly ErrorObject[]): string {
  return errors.map((error) => `data${error.instancePath} ${error.message}`).join(', ');
}

let checker: Ajv2020 | undefined;

function otherMetaSchemaChecker(): Ajv2020 {
  if (checker === undefined) {
    checker = new Ajv2020({ ...VALIDATOR_OPTIONS, allErrors: false });
    addFormats(checker);
  }
  return checker;
}
