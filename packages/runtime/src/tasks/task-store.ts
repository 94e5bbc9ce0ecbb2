/**
 * Where tasks live. One contract, two stores: InMemoryTaskStore (one
 * process, bounded) and RedisTaskStore in @mcp-codegen/redis (several
 * instances: a task started on one is polled, answered and cancelled on any).
 * Every change is applied atomically and never to a terminal task, so a late
 * result cannot overwrite a cancellation.
 */
import type { JsonObject } from '../protocol/wire/json-rpc.js';
import type { StoredTask, TaskChange } from './task.js';

export interface TaskStore {
  /** Saves a new task; resolves once `get` finds it on every instance. Throws TaskStoreFullError when out of room. */
  create(task: StoredTask): Promise<void>;
  /** The task, or undefined when unknown or past its TTL. */
  get(taskId: string): Promise<StoredTask | undefined>;
  /** Applies the change unless the task is terminal; the task afterwards (undefined when unknown). */
  change(taskId: string, change: TaskChange): Promise<StoredTask | undefined>;
  /** Adds an outstanding input request (status input_required) unless the task is terminal. */
  addInputRequest(taskId: string, key: string, request: JsonObject): Promise<void>;
  /** tasks/update: keeps the answers to outstanding keys for the runner, ignores the rest. */
  respond(taskId: string, responses: Record<string, JsonObject>): Promise<void>;
  /** The answers delivered since the last call, removed from the task. */
  takeResponses(taskId: string): Promise<Record<string, JsonObject>>;
  /** This instance is alive for `leaseMs` more. */
  heartbeat(instanceId: string, leaseMs: number): Promise<void>;
  isAlive(instanceId: string): Promise<boolean>;
}

/** The store has no room for another task; tools/call answers with an error and the client may retry. */
export class TaskStoreFullError extends Error {
  constructor(message = 'The task store is full.') {
    super(message);
    this.name = 'TaskStoreFullError';
  }
}
