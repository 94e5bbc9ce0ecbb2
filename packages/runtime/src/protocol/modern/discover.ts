/** `server/discover` (2026-07-28): what initialize told a 2025 client, asked for at any time, by any request. */
import type { CachePolicy } from '../methods/cache-hints.js';
import { ALL_PROTOCOL_VERSIONS, META } from '../wire/eras.js';
import type { ServerInfo } from '../session/lifecycle.js';
import type { RequestHandler } from '../session/method-table.js';

export function discoverMethod(serverInfo: ServerInfo, capabilities: () => object, instructions: string | undefined, cache: CachePolicy): RequestHandler {
  return () => {
    const result: Record<string, unknown> = {
      supportedVersions: ALL_PROTOCOL_VERSIONS,
      capabilities: capabilities(),
      // Capabilities change only with the lists: cache it like a list.
      ttlMs: cache.lists.ttlMs,
      cacheScope: cache.lists.cacheScope,
      _meta: { [META.serverInfo]: serverInfo },
    };
    if (instructions !== undefined) result.instructions = instructions;
    return result;
  };
}
