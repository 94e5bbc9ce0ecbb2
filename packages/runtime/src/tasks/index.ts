/** The tasks extension's public surface (re-exported by the package index). */
export { InMemoryTaskStore } from './memory-task-store.js';
export type { InMemoryTaskStoreOptions } from './memory-task-store.js';
export { TaskStoreFullError } from './task-store.js';
export type { TaskStore } from './task-store.js';
export { applyChange, applyInputRequest, applyResponses, isTerminal } from './task.js';
export type { StoredTask, TaskChange, TaskStatus } from './task.js';
export type { TaskOptions } from './task-options.js';
export { TASKS_EXTENSION } from './tasks-extension.js';
