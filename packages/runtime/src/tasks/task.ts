/**
 * A task of the io.modelcontextprotocol/tasks extension (SEP-2663) as the
 * stores keep it, and the two shapes the wire shows of it: the
 * CreateTaskResult of tools/call and the DetailedTask of tasks/get.
 */
import type { JsonObject } from '../protocol/wire/json-rpc.js';

export type TaskStatus = 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';

const TERMINAL: ReadonlySet<TaskStatus> = new Set(['completed', 'failed', 'cancelled']);

export function isTerminal(status: TaskStatus): boolean {
  return TERMINAL.has(status);
}

/** One task, as every store keeps it (plain JSON: a Redis store saves it as is). */
export interface StoredTask {
  taskId: string;
  /** Who may see it: the caller's auth subject (or client); '' when the server has no authentication. */
  owner: string;
  status: TaskStatus;
  statusMessage?: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  lastUpdatedAt: number;
  /** From creation; the store forgets the task once it has passed. */
  ttlMs: number;
  pollIntervalMs: number;
  /** The instance running the handler; when its lease lapses, the task is failed. */
  runner: string;
  /** completed: the CallToolResult. */
  result?: JsonObject;
  /** failed: the JSON-RPC error. */
  error?: JsonObject;
  /** input_required: the requests still unanswered, by key. */
  inputRequests?: Record<string, JsonObject>;
  /** Answers tasks/update delivered that the runner has not taken yet; never shown. */
  responses?: Record<string, JsonObject>;
}

/** What a runner or tasks/cancel changes; stores apply it only while the task is not terminal. */
export type TaskChange = Partial<Pick<StoredTask, 'status' | 'statusMessage' | 'result' | 'error'>>;

function taskFields(task: StoredTask): JsonObject {
  const fields: JsonObject = { taskId: task.taskId, status: task.status };
  if (task.statusMessage !== undefined) fields.statusMessage = task.statusMessage;
  fields.createdAt = new Date(task.createdAt).toISOString();
  fields.lastUpdatedAt = new Date(task.lastUpdatedAt).toISOString();
  fields.ttlMs = task.ttlMs;
  fields.pollIntervalMs = task.pollIntervalMs;
  return fields;
}

/** tools/call's answer when it started a task: Result & Task, flat. */
export function createTaskResult(task: StoredTask): JsonObject {
  return { resultType: 'task', ...taskFields(task) };
}

/** tasks/get's answer (and a notifications/tasks payload): the task with what its status carries. */
export function detailedTask(task: StoredTask): JsonObject {
  const detailed = taskFields(task);
  if (task.status === 'completed' && task.result) detailed.result = task.result;
  if (task.status === 'failed' && task.error) detailed.error = task.error;
  if (task.status === 'input_required') detailed.inputRequests = task.inputRequests ?? {};
  return detailed;
}

/** Applies a change to a copy; the rule every store follows. */
export function applyChange(task: StoredTask, change: TaskChange, now: number): StoredTask {
  const next: StoredTask = { ...task, ...change, lastUpdatedAt: now };
  if (change.status !== undefined && isTerminal(change.status)) {
    delete next.inputRequests;
    delete next.responses;
  }
  return next;
}

/** tasks/update: answers for outstanding keys move to `responses`; others are ignored (the specification says so). */
export function applyResponses(task: StoredTask, responses: Record<string, JsonObject>, now: number): StoredTask | undefined {
  const outstanding = { ...(task.inputRequests ?? {}) };
  const delivered = { ...(task.responses ?? {}) };
  let changed = false;
  for (const [key, answer] of Object.entries(responses)) {
    if (!Object.hasOwn(outstanding, key)) continue; // Not `in`: "__proto__" or "toString" are no keys of a task.
    delete outstanding[key];
    delivered[key] = answer;
    changed = true;
  }
  if (!changed) return undefined;
  const next: StoredTask = { ...task, inputRequests: outstanding, responses: delivered, lastUpdatedAt: now };
  if (Object.keys(outstanding).length === 0) {
    next.status = 'working';
    delete next.inputRequests;
  }
  return next;
}

/** A new outstanding input request; the task waits for input. */
export function applyInputRequest(task: StoredTask, key: string, request: JsonObject, now: number): StoredTask {
  return { ...task, status: 'input_required', inputRequests: { ...(task.inputRequests ?? {}), [key]: request }, lastUpdatedAt: now };
}
