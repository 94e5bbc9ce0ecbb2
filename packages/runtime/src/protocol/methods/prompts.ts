/** prompts/get (prompts/list is served from pages, in lists.ts). Prompt argument problems are JSON-RPC errors (-32602). */
import type { PromptBinding } from '@mcp-codegen/manifest';
import type { Registry } from '../../composition/registry.js';
import { promptResult } from '../../results/prompt-result.js';
import { sanitizePromptResult } from '../../results/sanitize/sanitize-results.js';
import { checkPromptArguments } from '../../security/prompt-argument-checks.js';
import { DEFAULT_SECURITY, type ResolvedSecurity } from '../../security/security-options.js';
import { formatValidationErrors, shorten } from '../../results/validation-message.js';
import { ErrorCode, McpError } from '../wire/error-codes.js';
import { authorize } from './authorization.js';
import type { CallGuard, CallReplies } from './guarded-call.js';
import type { MethodTable } from '../session/method-table.js';
import { LimitErrorCode, rateLimited, timeoutMessage } from '../wire/limit-errors.js';
import { invalidParams, optionalObject, requireString } from '../wire/params.js';

function promptReplies(security: ResolvedSecurity): CallReplies<object, PromptBinding> {
  return {
    method: 'prompts/get',
    describe: (call) => `Prompt "${call.name}"`,
    result(value, call) {
      const result = promptResult(value, call.binding.result, (call.entry as { description?: string }).description);
      return security.sanitizeText ? sanitizePromptResult(result) : result;
    },
    invalid(message) {
      throw new McpError(ErrorCode.InvalidParams, message);
    },
    rateLimited(call, retryAfterMs) {
      throw rateLimited(`prompt "${call.name}"`, retryAfterMs);
    },
    // A ToolError says the arguments name something that cannot be served: the caller's to fix.
    toolError(message) {
      throw new McpError(ErrorCode.InvalidParams, message);
    },
    timedOut(call, timeoutMs) {
      throw new McpError(LimitErrorCode.RequestTimeout, timeoutMessage(`Prompt "${call.name}"`, timeoutMs), { timeoutMs });
    },
    failed() {
      throw new McpError(ErrorCode.InternalError, 'Internal error');
    },
  };
}

export function promptMethods(registry: Registry, guard: CallGuard, security: ResolvedSecurity = DEFAULT_SECURITY): MethodTable {
  const replies = promptReplies(security);
  return {
    'prompts/get'(params, request) {
      const name = requireString(params, 'name');
      const entry = registry.prompts.get(name);
      if (!entry) throw new McpError(ErrorCode.InvalidParams, `Unknown prompt: ${shorten(name)}`, { name: shorten(name) });
      const { binding } = entry;
      authorize(binding.policy, request.auth);
      const args = optionalObject(params, 'arguments');
      if (!args) throw invalidParams('"arguments" must be an object');
      return guard.run(
        request,
        {
          kind: 'prompt',
          name,
          feature: entry.feature,
          entry: entry.descriptor,
          binding,
          limitKey: `prompt:${name}`,
          args,
          check: () => (binding.validate(args) ? checkPromptArguments(name, args, security.promptArguments) : formatValidationErrors(`prompt "${name}"`, binding.validate.errors)),
          invoke: (context) => binding.get(guard.resolver, args, context),
        },
        replies,
      );
    },
  };
}
