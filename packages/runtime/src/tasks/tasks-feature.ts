/** Builds the tasks extension for a server: the runner, its methods, and its capability. */
import type { Registry } from '../composition/registry.js';
import type { Logger } from '../logger.js';
import type { JsonObject } from '../protocol/wire/json-rpc.js';
import type { MethodTable, RequestHandler } from '../protocol/session/method-table.js';
import type { RequestStateCodec } from '../protocol/session/request-state.js';
import { InMemoryTaskStore } from './memory-task-store.js';
import { taskMethods } from './task-methods.js';
import { resolveTaskOptions, type TaskOptions } from './task-options.js';
import { TaskRunner } from './task-runner.js';
import { missingTasksCapability, TASKS_EXTENSION } from './tasks-extension.js';

export interface TasksFeature {
  /** Given the plain modern methods: tools/call and subscriptions/listen are wrapped, tasks/* added. */
  methods(modern: MethodTable, states: RequestStateCodec): MethodTable;
  /** tools/call on the 2025 wire, where the extension is not defined: a tool that requires a task is refused (-32021). */
  legacyToolsCall: RequestHandler;
  /** `extensions["io.modelcontextprotocol/tasks"]` while any tool is declared with `task`. */
  capabilities(): JsonObject;
  close(): Promise<void>;
}

export function tasksFeature(registry: Registry, legacyToolsCall: RequestHandler, logger: Logger, options: TaskOptions = {}): TasksFeature {
  const runner = new TaskRunner(options.store ?? new InMemoryTaskStore(), resolveTaskOptions(options), logger, legacyToolsCall);
  return {
    methods: (modern, states) => taskMethods(registry, runner, modern, states),
    legacyToolsCall(params, request) {
      const entry = typeof params.name === 'string' ? registry.tools.get(params.name) : undefined;
      if (entry?.policy?.task === 'required') throw missingTasksCapability();
      return legacyToolsCall(params, request);
    },
    capabilities() {
      for (const entry of registry.tools.values()) if (entry.policy?.task) return { extensions: { [TASKS_EXTENSION]: {} } };
      return {};
    },
    close: () => runner.close(),
  };
}
