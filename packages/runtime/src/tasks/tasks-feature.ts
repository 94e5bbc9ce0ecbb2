/**
 * Builds the tasks extension for a server: the runner, its methods, and its capability.
 * Loaded with the 2026-07-28 table (modern-table.ts, beside server.ts); the 2025 wire's
 * refusal of task-required tools is refuseRequiredTask (tasks-extension.ts).
 */
import type { Registry } from '../composition/registry.js';
import type { Logger } from '../logger.js';
import type { JsonObject } from '../protocol/wire/json-rpc.js';
import type { MethodTable, RequestHandler } from '../protocol/session/method-table.js';
import type { RequestStateCodec } from '../protocol/session/request-state.js';
import { taskMethods } from './task-methods.js';
import type { ResolvedTaskOptions } from './task-options.js';
import { TaskRunner } from './task-runner.js';
import type { TaskStore } from './task-store.js';
import { anyTaskTool, TASKS_EXTENSION } from './tasks-extension.js';

export interface TasksFeature {
  /** Given the plain modern methods: tools/call and subscriptions/listen are wrapped, tasks/* added. */
  methods(modern: MethodTable, states: RequestStateCodec): MethodTable;
  /** `extensions["io.modelcontextprotocol/tasks"]` while any tool is declared with `task`. */
  capabilities(): JsonObject;
  close(): Promise<void>;
}

/** `legacyToolsCall`: the plain 2025 tools/call, which a task runs. */
export function tasksFeature(registry: Registry, legacyToolsCall: RequestHandler, logger: Logger, store: TaskStore, options: ResolvedTaskOptions): TasksFeature {
  const runner = new TaskRunner(store, options, logger, legacyToolsCall);
  return {
    methods: (modern, states) => taskMethods(registry, runner, modern, states),
    capabilities: () => (anyTaskTool(registry.tools) ? { extensions: { [TASKS_EXTENSION]: {} } } : {}),
    close: () => runner.close(),
  };
}
