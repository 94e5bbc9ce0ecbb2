import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { errorsText, metaSchemaErrors } from '../../../emit/validators/schema-checker.js';
import { VALIDATOR_OPTIONS } from '../../../model/validator-options.js';
import { lintSchema } from './lint-schema.js';

/** What the build found in a schema written by hand: an error that makes it unusable, and warnings. */
export interface ExplicitSchemaCheck {
  error?: string;
  warnings: string[];
}

/**
 * An explicit `inputSchema` or `outputSchema` is usable when it is valid
 * against the JSON Schema 2020-12 meta-schema and compiles with the options
 * the generated validators use (a `$ref` that resolves, a `pattern` that is a
 * regular expression). Strict-mode complaints come back as warnings. The Ajv
 * that compiles it does not check it against the meta-schema again
 * (`validateSchema: false`): that would compile the meta-schema, 30–80 ms for
 * every schema.
 */
export function checkExplicitSchema(schema: object): ExplicitSchemaCheck {
  const errors = metaSchemaErrors(schema);
  if (errors !== null) return { error: `it is not valid JSON Schema 2020-12: ${errorsText(errors, 'schema')}`, warnings: [] };
  const ajv = new Ajv2020({ ...VALIDATOR_OPTIONS, validateSchema: false });
  addFormats(ajv);
  try {
    ajv.compile(schema);
  } catch (error) {
    return { error: `it does not compile: ${(error as Error).message}`, warnings: [] };
  }
  return { warnings: lintSchema(schema) };
}
