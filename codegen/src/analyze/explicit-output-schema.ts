import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema } from '@mcp-codegen/manifest';
import type { DiscoveredHandler } from '../discover/discovered-handler.js';
import type { DiagnosticCollector } from '../load/diagnostic-collector.js';
import { VALIDATOR_OPTIONS } from '../model/validator-options.js';

const HINT = 'Give outputSchema an object schema that Ajv (JSON Schema 2020-12, strict) accepts, or remove it to derive one from the return type.';

/**
 * An `outputSchema` written in @Tool options, checked as the runtime will
 * compile it (Ajv 2020 strict). Kept as written. Undefined when absent or
 * after reporting MCPG2102.
 */
export function explicitOutputSchema(handler: DiscoveredHandler, diagnostics: DiagnosticCollector): JsonSchema | undefined {
  const schema = handler.options.outputSchema;
  if (schema === undefined) return undefined;
  const at = handler.decorator;
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema) || schema.type !== 'object') {
    diagnostics.error('MCPG2102', at, 'The outputSchema option must be a JSON Schema of type "object": structuredContent is always an object.', HINT);
    return undefined;
  }
  const ajv = new Ajv2020({ ...VALIDATOR_OPTIONS });
  addFormats(ajv);
  try {
    ajv.compile(schema);
  } catch (error) {
    diagnostics.error('MCPG2102', at, `The outputSchema option is not a valid schema: ${(error as Error).message}`, HINT);
    return undefined;
  }
  return schema as JsonSchema;
}
