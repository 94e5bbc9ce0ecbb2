/** tools/call (tools/list is served from pages, in lists.ts). Argument problems are tool errors (isError), per SEP-1303; an unknown tool is a JSON-RPC error. */
import type { ToolBinding } from '@mcp-codegen/manifest';
import type { Registry } from '../../composition/registry.js';
import type { Logger } from '../../logger.js';
import { checkOutput } from '../../results/output-check.js';
import { textResult, toolResult } from '../../results/tool-result.js';
import { sanitizeToolResult } from '../../results/sanitize/sanitize-results.js';
import { sanitizeText } from '../../results/sanitize/sanitize-text.js';
import { jsonValue } from '../../results/values.js';
import { DEFAULT_SECURITY, type ResolvedSecurity } from '../../security/security-options.js';
import { shorten } from '../../results/validation-message.js';
import { authorize } from './authorization.js';
import type { CallGuard, CallReplies } from './guarded-call.js';
import { ToolCall } from './tool-call.js';
import type { MethodTable } from '../session/method-table.js';
import { ErrorCode, McpError } from '../wire/error-codes.js';
import { optionalObject, requireString } from '../wire/params.js';
import { canonicalArguments, type SchemaProfiles } from '../schema-profiles.js';
import { rateLimitMessage, timeoutMessage } from '../wire/limit-errors.js';

/** Every failure of a tool call is a result with isError, never a JSON-RPC error. */
function toolReplies(logger: Logger, security: ResolvedSecurity): CallReplies<object, ToolBinding> {
  return {
    method: 'tools/call',
    describe: (call) => `Tool "${call.name}"`,
    result(value, call) {
      const { binding } = call;
      const made = toolResult(binding.json ? jsonValue(value) : value, binding.result);
      // Only a tool with an output schema has a validator to check against.
      const result = binding.validateOutput === undefined ? made : checkOutput(call.name, made, binding.validateOutput, logger);
      return security.sanitizeText ? sanitizeToolResult(result) : result;
    },
    invalid: (message) => textResult(message, true),
    rateLimited: (call, retryAfterMs) => textResult(rateLimitMessage(`tool "${call.name}"`, retryAfterMs), true),
    toolError: (message) => textResult(security.sanitizeText ? sanitizeText(message) : message, true),
    timedOut: (call, timeoutMs) => textResult(timeoutMessage(`Tool "${call.name}"`, timeoutMs), true),
    failed(call, request) {
      const message = `Tool "${call.name}" failed. The server logged the details.`;
      // In a task, a crash is a protocol error: the task is failed, not completed (SEP-2663).
      if (request.inTask) throw new McpError(ErrorCode.InternalError, message);
      return textResult(message, true);
    },
  };
}

export function toolMethods(registry: Registry, guard: CallGuard, logger: Logger, security: ResolvedSecurity = DEFAULT_SECURITY, profiles?: SchemaProfiles): MethodTable {
  const replies = toolReplies(logger, security);
  return {
    // Not async: guard.run's promise is the reply, with no extra promise around it (the hot path).
    'tools/call'(params, request) {
      const name = requireString(params, 'name');
      const entry = registry.tools.get(name);
      if (!entry) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${shorten(name)}`, { name: shorten(name) });
      // Scopes apply only to a caller a transport authenticated (authorization.ts): without one, nothing to read.
      if (request.auth !== undefined) authorize(entry.policy, request.auth);
      const sent = optionalObject(params, 'arguments');
      if (!sent) return textResult(`Invalid arguments for tool "${name}": arguments must be an object`, true);
      // A client served a lowered schema: its arguments in the canonical shape, then checked as everyone's.
      const args = profiles ? canonicalArguments(entry, profiles.profileOf(request.session), sent) : sent;
      const call = new ToolCall(name, entry, args, guard.resolver);
      // The binding (its rate limit, its validator) exists once the feature has loaded: load first.
      return guard.runAfterLoad(request, call, replies);
    },
  };
}
