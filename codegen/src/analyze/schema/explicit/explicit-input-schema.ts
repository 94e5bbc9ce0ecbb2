import type { JsonSchema } from '@mcp-codegen/manifest';
import type { DiscoveredHandler } from '../../../discover/discovered-handler.js';
import type { DiagnosticCollector } from '../../../load/diagnostic-collector.js';
import { SCHEMA_2020_12 } from '../rewrite/to-2020-12.js';
import { checkExplicitSchema } from './check-explicit-schema.js';
import { reportSchemaWarnings } from '../report-schema-warnings.js';

const HINT = 'Give inputSchema an object schema that is valid JSON Schema 2020-12, or remove it to derive one from the parameters.';

/**
 * An `inputSchema` written in @Tool options, used as written (every 2020-12
 * keyword kept: `$schema`, `$defs`, `$anchor`, `allOf`, `if`/`then`/`else`...)
 * once it is valid against the 2020-12 meta-schema and compiles the way the
 * validator emitter will. Undefined after reporting MCPG2006.
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
  const check = checkExplicitSchema(schema);
  if (check.error !== undefined) return fail(`The inputSchema option is not a usable schema: ${check.error}`);
  reportSchemaWarnings('inputSchema', check.warnings, handler, diagnostics);
  return schema as JsonSchema;
}
