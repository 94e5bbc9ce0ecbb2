/** prompts/get (prompts/list is served from pages, in lists.ts). Prompt argument problems are JSON-RPC errors (-32602). */
import { ToolError } from '@mcp-codegen/decorators';
import type { Resolver } from '@mcp-codegen/manifest';
import type { Registry } from '../composition/registry.js';
import type { Logger } from '../logger.js';
import { promptResult } from '../results/prompt-result.js';
import { formatValidationErrors } from '../results/validation-message.js';
import { ErrorCode, McpError } from './error-codes.js';
import { handlerContext } from './handler-context.js';
import type { MethodTable } from './method-table.js';
import { invalidParams, optionalObject, requireString } from './params.js';

export function promptMethods(registry: Registry, resolver: Resolver, logger: Logger): MethodTable {
  return {
    async 'prompts/get'(params, request) {
      const name = requireString(params, 'name');
      const entry = registry.prompts.get(name);
      if (!entry) throw new McpError(ErrorCode.InvalidParams, `Unknown prompt: ${name}`, { name });
      const args = optionalObject(params, 'arguments');
      if (!args) throw invalidParams('"arguments" must be an object');
      const { binding, descriptor } = entry;
      if (!binding.validate(args)) throw new McpError(ErrorCode.InvalidParams, formatValidationErrors(`prompt "${name}"`, binding.validate.errors));
      try {
        const value = await binding.get(resolver, args, handlerContext(request));
        return promptResult(value, binding.result, descriptor.description);
      } catch (error) {
        // A ToolError says the arguments name something that cannot be served: the caller's to fix.
        if (ToolError.is(error)) throw new McpError(ErrorCode.InvalidParams, error.message);
        if (request.signal.aborted) throw error; // Cancelled: no reply goes out, nothing to log.
        logger.error(`Prompt "${name}" failed`, error);
        throw new McpError(ErrorCode.InternalError, 'Internal error');
      }
    },
  };
}
