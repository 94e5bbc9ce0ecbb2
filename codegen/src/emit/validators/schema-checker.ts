import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { VALIDATOR_OPTIONS } from '../../model/validator-options.js';
import { validateMetaSchema as generated } from './meta-schema-validator.generated.js';

const META_SCHEMA_ID = 'https://json-schema.org/draft/2020-12/schema';

// Ajv's standalone code is untyped JavaScript; this is the type of what it exports.
const validateMetaSchema = generated as unknown as ValidateFunction;

/**
 * The errors of a schema against the JSON Schema 2020-12 meta-schema (the
 * first one: allErrors is off), or null when it is valid, as Ajv's
 * `validateSchema(schema)` finds them with VALIDATOR_OPTIONS. The meta-schema's
 * validator is precompiled (meta-schema-validator.generated.ts, written by
 * scripts/meta-schema-validator.mjs): compiling it costs 50–80 ms of CPU in a
 * process, and again in every Ajv that checks schemas. A schema that names
 * another `$schema` goes to an Ajv, which knows what to do with it.
 * schema-checker.test.ts holds both ways to Ajv's verdicts and messages.
 */
export function metaSchemaErrors(schema: object): ErrorObject[] | null {
  const $schema = (schema as { $schema?: unknown }).$schema;
  if ($schema !== undefined && $schema !== META_SCHEMA_ID) {
    const ajv = otherMetaSchemaChecker();
    return ajv.validateSchema(schema) ? null : (ajv.errors ?? []);
  }
  return validateMetaSchema(schema) ? null : (validateMetaSchema.errors ?? []);
}

/** Throws `schema is invalid: …` for a schema the meta-schema rejects, as Ajv's `validateSchema(schema, true)`. */
export function checkSchema(schema: object): void {
  const errors = metaSchemaErrors(schema);
  if (errors !== null) throw new Error(`schema is invalid: ${errorsText(errors)}`);
}

/** Ajv's `errorsText(errors, { dataVar })`. */
export function errorsText(errors: readonly ErrorObject[], dataVar = 'data'): string {
  return errors.map((error) => `${dataVar}${error.instancePath} ${error.message}`).join(', ');
}

let checker: Ajv2020 | undefined;

function otherMetaSchemaChecker(): Ajv2020 {
  if (checker === undefined) {
    checker = new Ajv2020({ ...VALIDATOR_OPTIONS, allErrors: false });
    addFormats(checker);
  }
  return checker;
}
