/** prompts/get (prompts/list is served from pages, in lists.ts). Prompt argument problems are JSON-RPC errors (-32602). */
import { ToolError } from '@mcp-codegen/decorators';
import type { Registry } from '../composition/registry.js';
import type { Logger } from '../logger.js';
import { requestFields } from './request-fields.js';
import { promptResult } from '../results/prompt-result.js';
import { sanitizePromptResult } from '../results/sanitize-results.js';
import { checkPromptArguments } from '../security/prompt-argument-checks.js';
import { DEFAULT_SECURITY, type ResolvedSecurity } from '../security/security-options.js';
import { formatValidationErrors } from '../results/validation-message.js';
import { ErrorCode, McpError } from './error-codes.js';
import { authorize } from './authorization.js';
import { handlerContext } from './handler-context.js';
import type { MethodTable } from './method-table.js';
import { loadFor, type LazyResolver } from './lazy-resolver.js';
import { NO_LIMITS, type HandlerLimits } from './limits/handler-limits.js';
import { LimitErrorCode, rateLimited, timeoutMessage } from './limits/limit-errors.js';
import { callWithin, HandlerTimeoutError } from './limits/timeout.js';
import { invalidParams, optionalObject, requireString } from './params.js';

export function promptMethods(registry: Registry, resolver: LazyResolver, logger: Logger, security: ResolvedSecurity = DEFAULT_SECURITY, limits: HandlerLimits = NO_LIMITS): MethodTable {
  return {
    async 'prompts/get'(params, request) {
      const name = requireString(params, 'name');
      const entry = registry.prompts.get(name);
      if (!entry) throw new McpError(ErrorCode.InvalidParams, `Unknown prompt: ${name}`, { name });
      authorize(entry.binding.policy, request.auth);
      const args = optionalObject(params, 'arguments');
      if (!args) throw invalidParams('"arguments" must be an object');
      const { binding, descriptor } = entry;
      const retryAfterMs = limits.retryAfter(request, `prompt:${name}`, binding.policy);
      if (retryAfterMs > 0) throw rateLimited(`prompt "${name}"`, retryAfterMs);
      if (!binding.validate(args)) throw new McpError(ErrorCode.InvalidParams, formatValidationErrors(`prompt "${name}"`, binding.validate.errors));
      const refused = checkPromptArguments(name, args, security.promptArguments);
      if (refused) throw new McpError(ErrorCode.InvalidParams, refused);
      try {
        if (!resolver.loaded) await loadFor(resolver, request.signal);
        const value = await callWithin(limits.timeoutOf(binding.policy), request, (context) => binding.get(resolver, args, handlerContext(context)));
        const result = promptResult(value, binding.result, descriptor.description);
        return security.sanitizeText ? sanitizePromptResult(result) : result;
      } catch (error) {
        // A ToolError says the arguments name something that cannot be served: the caller's to fix.
        if (ToolError.is(error)) throw new McpError(ErrorCode.InvalidParams, error.message);
        if (error instanceof HandlerTimeoutError) throw new McpError(LimitErrorCode.RequestTimeout, timeoutMessage(`Prompt "${name}"`, error.timeoutMs), { timeoutMs: error.timeoutMs });
        if (request.signal.aborted) throw error; // Cancelled: no reply goes out, nothing to log.
        logger.error(`Prompt "${name}" failed`, error, requestFields(request, 'prompts/get', name));
        throw new McpError(ErrorCode.InternalError, 'Internal error');
      }
    },
  };
}
