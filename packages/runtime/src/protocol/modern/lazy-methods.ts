/**
 * A method table whose handlers are loaded on the first call of any of them.
 * The 2026-07-28 table (modern-methods.ts, the tasks runner) is served this
 * way: a 2025 client, which is every stdio client today, never loads its code,
 * and start-up does not read, compile and keep it (bench/PROFILES.md, cold
 * start, wave 6). Once loaded, a call is one more function hop.
 */
import type { MethodTable, RequestHandler } from '../session/method-table.js';

export function lazyMethods(names: readonly string[], load: () => Promise<MethodTable>): MethodTable {
  let loaded: MethodTable | undefined;
  let loading: Promise<MethodTable> | undefined;
  const table: Record<string, RequestHandler> = {};
  for (const method of names) {
    table[method] = (params, request) => {
      if (loaded) return loaded[method](params, request);
      loading ??= load().then((methods) => (loaded = methods));
      return loading.then((methods) => methods[method](params, request));
    };
  }
  return Object.freeze(table);
}
