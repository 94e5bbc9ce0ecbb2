import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema } from '@mcp-codegen/manifest';
import type { DiscoveredHandler } from '../../discover/discovered-handler.js';
import type { DiagnosticCollector } from '../../load/diagnostic-collector.js';
import { SCHEMA_2020_12 } from './to-2020-12.js';
import { VALIDATOR_OPTIONS } from '../../model/validator-options.js';

const HINT = 'Give inputSchema an object schema that Ajv accepts (JSON Schema 2020-12, strict mode), or remove it to derive one from the parameters.';

/**
 * An `inputSchema` written in @Tool options, used as written (`$schema`,
 * `$defs` and `additionalProperties` included) after compiling it the way the
 * validator emitter will: Ajv 2020, strict. Undefined after reporting MCPG2006.
 */
export function explicitInputSchema(handler: DiscoveredHandler, diagnostics: DiagnosticCollector): JsonSchema | undefined {
  const schema = handler.options.inputSchema;
  const fail = (message: string) => {
    diagnostics.error('MCPG2006', handler.decorator, message, HINT);
    return undefined;
  };
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema) || schema.type !== 'object') {
    return fail('The inputSchema option must be a JSON Schema with "type": "object": tool arguments are an object.');
  }
  if (schema.$schema !== undefined && schema.$schema !== SCHEMA_2020_12) {
    return fail(`The inputSchema option declares $schema ${JSON.stringify(schema.$schema)}; MCP tool schemas are JSON Schema 2020-12 (${SCHEMA_2020_12}).`);
  }
  const ajv = new Ajv2020({ ...VALIDATOR_OPTIONS });
  addFormats(ajv);
  try {
    ajv.compile(schema);
  } catch (error) {
    return fail(`The inputSchema option is not a valid schema: ${(error as Error).message}`);
  }
  return schema as JsonSchema;
}
