/** resources/read (the lists are served from pages, in lists.ts). */
import type { ResourceBinding, ResourceDescriptor, ResourceTemplateBinding } from '@mcp-codegen/manifest';
import type { Registry } from '../../composition/registry.js';
import { resourceResult } from '../../results/resource-result.js';
import { sanitizeResourceResult } from '../../results/sanitize/sanitize-results.js';
import { DEFAULT_SECURITY, type ResolvedSecurity } from '../../security/security-options.js';
import { ErrorCode, McpError } from '../wire/error-codes.js';
import { authorize } from './authorization.js';
import type { CallGuard, CallReplies } from './guarded-call.js';
import type { MethodTable } from '../session/method-table.js';
import { LimitErrorCode, rateLimited, timeoutMessage } from '../wire/limit-errors.js';
import { invalidParams, requireString } from '../wire/params.js';
import { matchUri } from '../../templates/template-matcher.js';
import { shorten } from '../../results/validation-message.js';
import { withUiMeta } from '../../results/ui-meta.js';

function notFound(uri: string, message = `Resource not found: ${shorten(uri)}`): McpError {
  return new McpError(ErrorCode.ResourceNotFound, message, { uri: shorten(uri) });
}

type ReadBinding = ResourceBinding | ResourceTemplateBinding;

function resourceReplies(security: ResolvedSecurity): CallReplies<object, ReadBinding> {
  return {
    method: 'resources/read',
    describe: (call) => `Reading resource ${call.uri}`,
    result(value, call) {
      const descriptor = call.entry as ResourceDescriptor;
      const result = withUiMeta(resourceResult(value, call.binding.result, call.uri!, descriptor.mimeType), descriptor);
      return security.sanitizeText ? sanitizeResourceResult(result) : result;
    },
    invalid(message) {
      throw invalidParams(message);
    },
    rateLimited(call, retryAfterMs) {
      throw rateLimited(`resource ${call.uri}`, retryAfterMs);
    },
    // A ToolError from a resource means "no such thing here": its message is safe to show.
    toolError(message, call) {
      throw notFound(call.uri!, message);
    },
    timedOut(call, timeoutMs) {
      throw new McpError(LimitErrorCode.RequestTimeout, timeoutMessage(`Reading resource ${call.uri}`, timeoutMs), { uri: call.uri, timeoutMs });
    },
    failed() {
      throw new McpError(ErrorCode.InternalError, 'Internal error');
    },
  };
}

const NO_VARIABLES = Object.freeze({});

export function resourceMethods(registry: Registry, guard: CallGuard, security: ResolvedSecurity = DEFAULT_SECURITY): MethodTable {
  const replies = resourceReplies(security);
  return {
    'resources/read'(params, request) {
      const uri = requireString(params, 'uri');
      const fixed = registry.resources.get(uri);
      if (fixed) {
        const { binding } = fixed;
        authorize(binding.policy, request.auth);
        return guard.run(
          request,
          { kind: 'resource', name: uri, feature: fixed.feature, entry: fixed.descriptor, binding, limitKey: `resource:${uri}`, args: NO_VARIABLES, uri, invoke: (context) => binding.read(guard.resolver, uri, context) },
          replies,
        );
      }
      // Most specific first; a template whose variables do not convert lets a later one try.
      let invalid: { error: string; variable: string } | undefined;
      for (const entry of registry.templates) {
        const match = matchUri(entry.matcher, uri, security.templateVariables);
        if (!match) continue;
        if ('error' in match) {
          invalid ??= match;
          continue;
        }
        const { binding, descriptor } = entry;
        authorize(binding.policy, request.auth);
        return guard.run(
          request,
          {
            kind: 'resource',
            name: descriptor.uriTemplate,
            feature: entry.feature,
            entry: descriptor,
            binding,
            limitKey: `template:${descriptor.uriTemplate}`,
            args: match.variables,
            uri,
            invoke: (context) => binding.read(guard.resolver, uri, match.variables, context),
          },
          replies,
        );
      }
      // data names the variable too: { uri } alone reads as "resource not found" to 2026-era clients.
      if (invalid) throw invalidParams(invalid.error, { uri, variable: invalid.variable });
      throw notFound(uri);
    },
  };
}
