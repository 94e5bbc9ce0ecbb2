/** tools/call (tools/list is served from pages, in lists.ts). Argument problems are tool errors (isError), per SEP-1303; an unknown tool is a JSON-RPC error. */
import { ToolError, type CallToolResult } from '@mcp-codegen/decorators';
import type { ToolBinding } from '@mcp-codegen/manifest';
import type { Registry } from '../composition/registry.js';
import type { Logger } from '../logger.js';
import { requestFields } from '../observability/request-fields.js';
import { checkOutput } from '../results/output-check.js';
import { textResult, toolResult } from '../results/tool-result.js';
import { sanitizeToolResult } from '../results/sanitize-results.js';
import { sanitizeText } from '../results/sanitize-text.js';
import { jsonValue } from '../results/values.js';
import { DEFAULT_SECURITY, type ResolvedSecurity } from '../security/security-options.js';
import { formatValidationErrors } from '../results/validation-message.js';
import { authorize } from './authorization.js';
import { handlerContext } from './handler-context.js';
import type { JsonObject } from './json-rpc.js';
import type { MethodTable, RequestContext } from './method-table.js';
import { loadFor, type LazyResolver } from './lazy-resolver.js';
import { ErrorCode, McpError } from './error-codes.js';
import { optionalObject, requireString } from './params.js';
import { NO_LIMITS, type HandlerLimits } from './limits/handler-limits.js';
import { rateLimitMessage, timeoutMessage } from './limits/limit-errors.js';
import { callWithin, HandlerTimeoutError } from './limits/timeout.js';

export function toolMethods(registry: Registry, resolver: LazyResolver, logger: Logger, security: ResolvedSecurity = DEFAULT_SECURITY, limits: HandlerLimits = NO_LIMITS): MethodTable {
  return {
    'tools/call'(params, request) {
      const name = requireString(params, 'name');
      const entry = registry.tools.get(name);
      if (!entry) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}`, { name });
      authorize(entry.binding.policy, request.auth);
      const args = optionalObject(params, 'arguments');
      if (!args) return textResult(`Invalid arguments for tool "${name}": arguments must be an object`, true);
      const { binding } = entry;
      const retryAfterMs = limits.retryAfter(request, `tool:${name}`, binding.policy);
      if (retryAfterMs > 0) return textResult(rateLimitMessage(`tool "${name}"`, retryAfterMs), true);
      if (!binding.validate(args)) return textResult(formatValidationErrors(`tool "${name}"`, binding.validate.errors), true);
      return run(name, binding, args, request);
    },
  };

  // Not async: a tool that answers at once costs no promise here (the session makes the one it needs).
  function run(name: string, binding: ToolBinding, args: JsonObject, request: RequestContext): CallToolResult | Promise<CallToolResult> {
    if (!resolver.loaded) return loadFor(resolver, request.signal).then(() => run(name, binding, args, request), (error: unknown) => failed(name, request, error));
    let value: unknown;
    try {
      value = callWithin(limits.timeoutOf(binding.policy), request, (context) => binding.invoke(resolver, args, handlerContext(context)));
    } catch (error) {
      return failed(name, request, error);
    }
    if (isThenable(value)) return Promise.resolve(value).then((settled) => answered(name, binding, request, settled), (error: unknown) => failed(name, request, error));
    return answered(name, binding, request, value);
  }

  function answered(name: string, binding: ToolBinding, request: RequestContext, value: unknown): CallToolResult {
    try {
      const result = checkOutput(name, toolResult(binding.json ? jsonValue(value) : value, binding.result), binding.validateOutput, logger);
      return security.sanitizeText ? sanitizeToolResult(result) : result;
    } catch (error) {
      return failed(name, request, error);
    }
  }

  function failed(name: string, request: RequestContext, error: unknown): CallToolResult {
    if (ToolError.is(error)) return textResult(security.sanitizeText ? sanitizeText(error.message) : error.message, true);
    if (error instanceof HandlerTimeoutError) return textResult(timeoutMessage(`Tool "${name}"`, error.timeoutMs), true);
    if (request.signal.aborted) throw error; // Cancelled: no reply goes out, nothing to log.
    logger.error(`Tool "${name}" failed`, error, requestFields(request, 'tools/call', name));
    return textResult(`Tool "${name}" failed. The server logged the details.`, true);
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as Partial<PromiseLike<unknown>> | null | undefined)?.then === 'function';
}
