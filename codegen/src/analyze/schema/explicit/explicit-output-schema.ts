import type { JsonSchema } from '@mcp-codegen/manifest';
import type { DiscoveredHandler } from '../../../discover/discovered-handler.js';
import type { DiagnosticCollector } from '../../../load/diagnostic-collector.js';
import { checkExplicitSchema } from './check-explicit-schema.js';
import { reportSchemaWarnings } from '../report-schema-warnings.js';

const HINT = 'Give outputSchema an object schema that is valid JSON Schema 2020-12, or remove it to derive one from the return type.';

/**
 * An `outputSchema` written in @Tool options, checked as the runtime will
 * compile it (valid 2020-12, compiles). Kept as written. Undefined when absent or
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
  const check = checkExplicitSchema(schema);
  if (check.error !== undefined) {
    diagnostics.error('MCPG2102', at, `The outputSchema option is not a valid schema: ${check.error}`, HINT);
    return undefined;
  }
  reportSchemaWarnings('outputSchema', check.warnings, handler, diagnostics);
  return schema as JsonSchema;
}
