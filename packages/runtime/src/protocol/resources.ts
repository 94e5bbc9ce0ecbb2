/** resources/read (the lists are served from pages, in lists.ts). */
import { ToolError } from '@mcp-codegen/decorators';
import type { HandlerContext, HandlerPolicy, ResultKind } from '@mcp-codegen/manifest';
import type { Registry } from '../composition/registry.js';
import type { Logger } from '../logger.js';
import { requestFields } from './request-fields.js';
import { resourceResult } from '../results/resource-result.js';
import { sanitizeResourceResult } from '../results/sanitize-results.js';
import { DEFAULT_SECURITY, type ResolvedSecurity } from '../security/security-options.js';
import { ErrorCode, McpError } from './error-codes.js';
import { authorize } from './authorization.js';
import { handlerContext } from './handler-context.js';
import type { MethodTable, RequestContext } from './method-table.js';
import { loadFor, type LazyResolver } from './lazy-resolver.js';
import { NO_LIMITS, type HandlerLimits } from './limits/handler-limits.js';
import { LimitErrorCode, rateLimited, timeoutMessage } from './limits/limit-errors.js';
import { callWithin, HandlerTimeoutError } from './limits/timeout.js';
import { invalidParams, requireString } from './params.js';
import { matchUri } from '../templates/template-matcher.js';

function notFound(uri: string, message = `Resource not found: ${uri}`): McpError {
  return new McpError(ErrorCode.ResourceNotFound, message, { uri });
}

export function resourceMethods(registry: Registry, resolver: LazyResolver, logger: Logger, security: ResolvedSecurity = DEFAULT_SECURITY, limits: HandlerLimits = NO_LIMITS): MethodTable {
  async function read(uri: string, request: RequestContext, key: string, policy: HandlerPolicy | undefined, run: (context: HandlerContext) => unknown, mimeType: string | undefined, kind: ResultKind) {
    const { signal } = request;
    const retryAfterMs = limits.retryAfter(request, key, policy);
    if (retryAfterMs > 0) throw rateLimited(`resource ${uri}`, retryAfterMs);
    try {
      if (!resolver.loaded) await loadFor(resolver, request.signal);
      const value = await callWithin(limits.timeoutOf(policy), request, (timed) => run(handlerContext(timed)));
      const result = resourceResult(value, kind, uri, mimeType);
      return security.sanitizeText ? sanitizeResourceResult(result) : result;
    } catch (error) {
      // A ToolError from a resource means "no such thing here": its message is safe to show.
      if (ToolError.is(error)) throw notFound(uri, error.message);
      if (error instanceof HandlerTimeoutError) throw new McpError(LimitErrorCode.RequestTimeout, timeoutMessage(`Reading resource ${uri}`, error.timeoutMs), { uri, timeoutMs: error.timeoutMs });
      if (signal.aborted) throw error; // Cancelled: no reply goes out, nothing to log.
      logger.error(`Reading resource ${uri} failed`, error, requestFields(request, 'resources/read', uri));
      throw new McpError(ErrorCode.InternalError, 'Internal error');
    }
  }

  return {
    async 'resources/read'(params, request) {
      const uri = requireString(params, 'uri');
      const fixed = registry.resources.get(uri);
      if (fixed) {
        authorize(fixed.binding.policy, request.auth);
        return read(uri, request, `resource:${uri}`, fixed.binding.policy, (context) => fixed.binding.read(resolver, uri, context), fixed.descriptor.mimeType, fixed.binding.result);
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
        authorize(entry.binding.policy, request.auth);
        return read(uri, request, `template:${entry.descriptor.uriTemplate}`, entry.binding.policy, (context) => entry.binding.read(resolver, uri, match.variables, context), entry.descriptor.mimeType, entry.binding.result);
      }
      // data names the variable too: { uri } alone reads as "resource not found" to 2026-era clients.
      if (invalid) throw invalidParams(invalid.error, { uri, variable: invalid.variable });
      throw notFound(uri);
    },
  };
}
