/** resources/read (the lists are served from pages, in lists.ts). */
import { ToolError } from '@mcp-codegen/decorators';
import type { Resolver, ResultKind } from '@mcp-codegen/manifest';
import type { Registry } from '../composition/registry.js';
import type { Logger } from '../logger.js';
import { resourceResult } from '../results/resource-result.js';
import { ErrorCode, McpError } from './error-codes.js';
import { handlerContext } from './handler-context.js';
import type { MethodTable } from './method-table.js';
import { invalidParams, requireString } from './params.js';
import { matchUri } from '../templates/template-matcher.js';

function notFound(uri: string, message = `Resource not found: ${uri}`): McpError {
  return new McpError(ErrorCode.ResourceNotFound, message, { uri });
}

export function resourceMethods(registry: Registry, resolver: Resolver, logger: Logger): MethodTable {
  async function read(uri: string, signal: AbortSignal, run: () => unknown, mimeType: string | undefined, kind: ResultKind) {
    try {
      return resourceResult(await run(), kind, uri, mimeType);
    } catch (error) {
      // A ToolError from a resource means "no such thing here": its message is safe to show.
      if (ToolError.is(error)) throw notFound(uri, error.message);
      if (signal.aborted) throw error; // Cancelled: no reply goes out, nothing to log.
      logger.error(`Reading resource ${uri} failed`, error);
      throw new McpError(ErrorCode.InternalError, 'Internal error');
    }
  }

  return {
    async 'resources/read'(params, request) {
      const uri = requireString(params, 'uri');
      const context = handlerContext(request);
      const fixed = registry.resources.get(uri);
      if (fixed) return read(uri, request.signal, () => fixed.binding.read(resolver, uri, context), fixed.descriptor.mimeType, fixed.binding.result);
      // Most specific first; a template whose variables do not convert lets a later one try.
      let invalid: { error: string; variable: string } | undefined;
      for (const entry of registry.templates) {
        const match = matchUri(entry.matcher, uri);
        if (!match) continue;
        if ('error' in match) invalid ??= match;
        else return read(uri, request.signal, () => entry.binding.read(resolver, uri, match.variables, context), entry.descriptor.mimeType, entry.binding.result);
      }
      // data names the variable too: { uri } alone reads as "resource not found" to 2026-era clients.
      if (invalid) throw invalidParams(invalid.error, { uri, variable: invalid.variable });
      throw notFound(uri);
    },
  };
}
