/**
 * The server's own middleware (`use`) also runs around the list methods,
 * with kind 'list'; feature and `@Use` middleware does not (a list spans
 * features). Without server middleware the list methods are returned as
 * they are. A list result is shared by every caller: return a new object to
 * change it, never modify the one `next()` gives.
 */
import type { McpCall } from '@mcp-codegen/decorators';
import type { HandlerContext } from '@mcp-codegen/manifest';
import { RequestHandlerContext } from '../session/handler-context.js';
import { loadFor, type LazyResolver } from '../session/lazy-resolver.js';
import type { MethodTable, RequestHandler } from '../session/method-table.js';
import type { CallMiddleware } from './call-middleware.js';
import { runChain } from './run-chain.js';

const NO_ENTRY = Object.freeze({});

export function listMiddleware(lists: MethodTable, resolver: LazyResolver, middleware: CallMiddleware): MethodTable {
  if (middleware.server.length === 0) return lists;
  // Lists need no container; only a middleware class does (instances are used as they are).
  const needsContainer = middleware.server.some((entry) => typeof entry === 'function');
  const wrap = (method: string, list: RequestHandler): RequestHandler =>
    async (params, request) => {
      if (needsContainer && !resolver.loaded) await loadFor(resolver, request.signal);
      const context: HandlerContext = new RequestHandlerContext(request);
      const call: McpCall = { kind: 'list', name: method, entry: NO_ENTRY, arguments: params.cursor === undefined ? {} : { cursor: params.cursor }, context: context as McpCall['context'] };
      return (await runChain(middleware.serverMiddleware(), call, () => list(params, request))) as object;
    };
  return Object.fromEntries(Object.entries(lists).map(([method, list]) => [method, wrap(method, list)]));
}
