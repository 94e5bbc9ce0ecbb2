/** tools/call (tools/list is served from pages, in lists.ts). Argument problems are tool errors (isError), per SEP-1303; an unknown tool is a JSON-RPC error. */
import { ToolError } from '@mcp-codegen/decorators';
import type { Resolver } from '@mcp-codegen/manifest';
import type { Registry } from '../composition/registry.js';
import type { Logger } from '../logger.js';
import { checkOutput } from '../results/output-check.js';
import { textResult, toolResult } from '../results/tool-result.js';
import { formatValidationErrors } from '../results/validation-message.js';
import { handlerContext } from './handler-context.js';
import type { MethodTable } from './method-table.js';
import { ErrorCode, McpError } from './error-codes.js';
import { optionalObject, requireString } from './params.js';

export function toolMethods(registry: Registry, resolver: Resolver, logger: Logger): MethodTable {
  return {
    async 'tools/call'(params, request) {
      const name = requireString(params, 'name');
      const entry = registry.tools.get(name);
      if (!entry) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}`, { name });
      const args = optionalObject(params, 'arguments');
      if (!args) return textResult(`Invalid arguments for tool "${name}": arguments must be an object`, true);
      const { binding } = entry;
      if (!binding.validate(args)) return textResult(formatValidationErrors(`tool "${name}"`, binding.validate.errors), true);
      try {
        const value = await binding.invoke(resolver, args, handlerContext(request));
        return checkOutput(name, toolResult(value, binding.result), binding.validateOutput, logger);
      } catch (error) {
        if (ToolError.is(error)) return textResult(error.message, true);
        if (request.signal.aborted) throw error; // Cancelled: no reply goes out, nothing to log.
        logger.error(`Tool "${name}" failed`, error);
        return textResult(`Tool "${name}" failed. The server logged the details.`, true);
      }
    },
  };
}
