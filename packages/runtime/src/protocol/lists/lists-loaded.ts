/**
 * Requests that may read a list or a descriptor wait, on the server's first
 * requests, until the features' lists are loaded (Feature.loadLists). Only
 * initialize, ping, server/discover and notifications go ahead at once: they
 * read no list, and a large server answers initialize without loading its
 * tool list's text. Once loaded, each handler is called as it is.
 */
import type { MethodTable, RequestHandler } from '../session/method-table.js';

const EXEMPT: ReadonlySet<string> = new Set(['initialize', 'ping', 'server/discover']);

/** `loaded()`: a promise while the lists load (loading them on the first call), undefined once they have. */
export function withListsLoaded(methods: MethodTable, loaded: () => Promise<void> | undefined): MethodTable {
  const gated: Record<string, RequestHandler> = {};
  for (const [method, handler] of Object.entries(methods)) {
    if (EXEMPT.has(method) || method.startsWith('notifications/')) {
      gated[method] = handler;
      continue;
    }
    gated[method] = (params, request) => {
      const loading = loaded();
      return loading === undefined ? handler(params, request) : loading.then(() => handler(params, request));
    };
  }
  return Object.freeze(gated);
}
