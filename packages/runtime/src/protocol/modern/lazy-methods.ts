/**
 * A method table whose handlers are loaded on the first call of any of them.
 * The 2026-07-28 table (modern-methods.ts, the tasks runner) is served this
 * way: a 2025 client, which is every stdio client today, never loads its code,
 * and start-up does not read, compile and keep it (bench/PROFILES.md, cold
 * start, wave 6). Once loaded, the table's entries are the loaded handlers
 * themselves, so a router that reads the table per call (era-router.ts) makes
 * no extra hop; a stub kept from before calls the loaded handler.
 */
import type { MethodTable, RequestHandler } from '../session/method-table.js';

export function lazyMethods(names: readonly string[], load: () => Promise<MethodTable>): MethodTable {
  let loaded: MethodTable | undefined;
  let loading: Promise<MethodTable> | undefined;
  const table: Record<string, RequestHandler> = {};
  const loadOnce = () =>
    (loading ??= load().then((methods) => {
      for (const method of names) if (Object.hasOwn(methods, method)) table[method] = methods[method];
      return (loaded = methods);
    }));
  for (const method of names) {
    table[method] = (params, request) => {
      if (loaded) return loaded[method](params, request);
      return loadOnce().then((methods) => methods[method](params, request));
    };
  }
  // Not frozen: its entries are replaced once, on load, and by nothing else.
  return table;
}
