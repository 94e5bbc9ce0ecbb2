/**
 * The 2026-07-28 method table with the tasks extension, as createServer
 * serves it: loaded on the first modern request (lazy-methods.ts), with the
 * tasks runner, so neither is part of a 2025 server's start-up.
 */
import type { Logger } from './logger.js';
import type { Registry } from './composition/registry.js';
import type { MethodTable, RequestHandler } from './protocol/session/method-table.js';
import type { ResolvedTaskOptions } from './tasks/task-options.js';
import type { TaskStore } from './tasks/task-store.js';
import { InMemoryTaskStore } from './tasks/memory-task-store.js';
import { tasksFeature } from './tasks/tasks-feature.js';
import { modernMethods, type ModernDeps } from './protocol/modern/modern-methods.js';

export interface ModernTableDeps extends Omit<ModernDeps, 'tasks' | 'registry'> {
  registry: Registry;
  logger: Logger;
  /** The plain 2025 tools/call, which a task runs. */
  legacyToolsCall: RequestHandler;
  /** Options checked at createServer, so a bad one fails there. */
  taskOptions: ResolvedTaskOptions;
  taskStore: TaskStore | undefined;
}

export interface ModernTable {
  methods: MethodTable;
  /** Fails the tasks still running (server close). */
  close(): Promise<void>;
}

export function modernTable({ logger, legacyToolsCall, taskOptions, taskStore, ...deps }: ModernTableDeps): ModernTable {
  const tasks = tasksFeature(deps.registry, legacyToolsCall, logger, taskStore ?? new InMemoryTaskStore(), taskOptions);
  // On this wire the extension's tools/call answers for every task tool first (task-methods.ts), so it wraps the plain
  // 2025 tools/call: the 2025 table's refusal of task-required tools (refuseRequiredTask) would only check again.
  const legacy = deps.legacy['tools/call'] ? { ...deps.legacy, 'tools/call': legacyToolsCall } : deps.legacy;
  return { methods: modernMethods({ ...deps, legacy, tasks }), close: () => tasks.close() };
}
