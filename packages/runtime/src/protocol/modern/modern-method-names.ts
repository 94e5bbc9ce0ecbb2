/**
 * Which methods the 2026-07-28 table has, known without building it: the
 * table itself loads on the first modern request (lazy-methods.ts), and the
 * router must route every name from the start. modern-methods.ts builds its
 * table by these rules; test/lazy-modern.test.ts holds the two together.
 */
import type { MethodTable } from '../session/method-table.js';

/** 2025 methods the 2026-07-28 revision removed: a modern request for them is -32601. */
export const REMOVED_IN_MODERN: ReadonlySet<string> = new Set(['initialize', 'ping', 'logging/setLevel', 'resources/subscribe', 'resources/unsubscribe']);

/** Methods only the 2026-07-28 wire has: discovery, listen, and the tasks extension's (added with tools/call). */
const MODERN_ONLY = ['server/discover', 'subscriptions/listen'];
const TASK_METHODS = ['tasks/get', 'tasks/update', 'tasks/cancel'];

/** The names of the table modernMethods builds from `legacy` with the tasks extension. */
export function modernMethodNames(legacy: MethodTable): string[] {
  const names = Object.keys(legacy).filter((method) => !REMOVED_IN_MODERN.has(method));
  return [...names, ...MODERN_ONLY, ...(Object.hasOwn(legacy, 'tools/call') ? TASK_METHODS : [])];
}
