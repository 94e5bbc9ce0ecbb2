/**
 * Checks a tool's structuredContent against its output schema. A handler
 * that breaks its own schema is a server fault: the client gets a masked
 * isError result, the details go to the log. Runs only for tools with an
 * output schema, with the validator compiled at build time.
 */
import type { CallToolResult } from '@mcp-codegen/decorators';
import type { Validator } from '@mcp-codegen/manifest';
import type { Logger } from '../logger.js';
import { textResult } from './tool-result.js';
import { pointerToPath } from './validation-message.js';

function describe(validate: Validator): string {
  const errors = validate.errors ?? [];
  if (errors.length === 0) return 'no structuredContent object';
  return errors.map((e) => `${pointerToPath(e.instancePath) || '(root)'} ${e.message ?? e.keyword}`).join('; ');
}

export function checkOutput(name: string, result: CallToolResult, validate: Validator | undefined, logger: Logger): CallToolResult {
  // An error result need not carry structured content (clients skip the check too).
  if (!validate || result.isError || validate(result.structuredContent)) return result;
  logger.error(`Tool "${name}" returned a result that does not match its output schema: ${describe(validate)}`);
  return textResult(`Tool "${name}" returned a result that does not match its output schema. The server logged the details.`, true);
}
