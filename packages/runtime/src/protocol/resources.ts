/** resources/list, resources/templates/list and resources/read. */
import { ToolError } from '@mcp-codegen/decorators';
import type { Arguments, Resolver, ResultKind } from '@mcp-codegen/manifest';
import type { Registry, TemplateEntry } from '../composition/registry.js';
import type { Logger } from '../logger.js';
import { resourceResult } from '../results/resource-result.js';
import { ErrorCode, McpError } from './error-codes.js';
import { handlerContext } from './handler-context.js';
import type { MethodTable } from './method-table.js';
import { requireString } from './params.js';

function notFound(uri: string, message = `Resource not found: ${uri}`): McpError {
  return new McpError(ErrorCode.ResourceNotFound, message, { uri });
}

/** The variables of `uri` under `entry`, or undefined when it does not match the whole URI. */
export function matchTemplate(entry: TemplateEntry, uri: string): Arguments | undefined {
  const match = entry.pattern.exec(uri);
  if (!match || match.index !== 0 || match[0].length !== uri.length) return undefined;
  const variables: Arguments = {};
  const names = entry.binding.variables;
  for (let i = 0; i < names.length; i++) {
    const raw = match[i + 1];
    if (raw === undefined) continue;
    try {
      variables[names[i]] = decodeURIComponent(raw);
    } catch {
      return undefined; // Malformed percent-encoding: this template does not match.
    }
  }
  return variables;
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
    'resources/list': () => registry.lists.resources,
    'resources/templates/list': () => registry.lists.resourceTemplates,

    async 'resources/read'(params, request) {
      const uri = requireString(params, 'uri');
      const context = handlerContext(request);
      const fixed = registry.resources.get(uri);
      if (fixed) return read(uri, request.signal, () => fixed.binding.read(resolver, uri, context), fixed.descriptor.mimeType, fixed.binding.result);
      for (const entry of registry.templates) {
        const variables = matchTemplate(entry, uri);
        if (variables) return read(uri, request.signal, () => entry.binding.read(resolver, uri, variables, context), entry.descriptor.mimeType, entry.binding.result);
      }
      throw notFound(uri);
    },
  };
}
