/**
 * The default TaskStore: one process, bounded by count, by bytes and by
 * each task's TTL. When full, finished tasks go first, oldest first; tasks
 * still running are never evicted, so a full store refuses new tasks instead.
 */
import type { JsonObject } from '../protocol/wire/json-rpc.js';
import { applyChange, applyInputRequest, applyResponses, isTerminal, type StoredTask, type TaskChange } from './task.js';
import { TaskStoreFullError, type TaskStore } from './task-store.js';

export interface InMemoryTaskStoreOptions {
  /** Tasks kept at once. Default 10 000. */
  maxTasks?: number;
  /** Bytes of task JSON (results included) kept at once. Default 64 MiB. */
  maxBytes?: number;
  /** For tests. */
  now?: () => number;
}

interface Entry {
  task: StoredTask;
  bytes: number;
}

export class InMemoryTaskStore implements TaskStore {
  private readonly tasks = new Map<string, Entry>();
  private readonly leases = new Map<string, number>();
  private bytes = 0;
  private readonly maxTasks: number;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor(options: InMemoryTaskStoreOptions = {}) {
    this.maxTasks = options.maxTasks ?? 10_000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  /** Tasks kept now (expired ones are dropped first). */
  get size(): number {
    this.dropExpired();
    return this.tasks.size;
  }

  async create(task: StoredTask): Promise<void> {
    const bytes = sizeOf(task);
    this.dropExpired();
    this.makeRoom(1, bytes, undefined);
    if (this.tasks.size + 1 > this.maxTasks || this.bytes + bytes > this.maxBytes) throw new TaskStoreFullError();
    this.put(task, bytes);
  }

  async get(taskId: string): Promise<StoredTask | undefined> {
    return this.live(taskId)?.task;
  }

  async change(taskId: string, change: TaskChange): Promise<StoredTask | undefined> {
    const entry = this.live(taskId);
    if (!entry) return undefined;
    if (isTerminal(entry.task.status)) return entry.task;
    let next = applyChange(entry.task, change, this.now());
    let bytes = sizeOf(next);
    this.makeRoom(0, bytes - entry.bytes, taskId);
    if (this.bytes - entry.bytes + bytes > this.maxBytes) {
      // No room for this result: the task fails instead of pushing running tasks out.
      next = applyChange(entry.task, tooLarge(), this.now());
      bytes = sizeOf(next);
    }
    this.put(next, bytes, entry.bytes);
    return next;
  }

  async addInputRequest(taskId: string, key: string, request: JsonObject): Promise<void> {
    const entry = this.live(taskId);
    if (!entry || isTerminal(entry.task.status)) return;
    const next = applyInputRequest(entry.task, key, request, this.now());
    this.put(next, sizeOf(next), entry.bytes);
  }

  async respond(taskId: string, responses: Record<string, JsonObject>): Promise<void> {
    const entry = this.live(taskId);
    if (!entry || isTerminal(entry.task.status)) return;
    const next = applyResponses(entry.task, responses, this.now());
    if (!next) return;
    const bytes = sizeOf(next);
    if (this.bytes - entry.bytes + bytes > this.maxBytes) return; // Answers too big to keep: ignored, as unknown keys are.
    this.put(next, bytes, entry.bytes);
  }

  async takeResponses(taskId: string): Promise<Record<string, JsonObject>> {
    const entry = this.live(taskId);
    const responses = entry?.task.responses;
    if (!entry || !responses) return {};
    const next = { ...entry.task };
    delete next.responses;
    this.put(next, sizeOf(next), entry.bytes);
    return responses;
  }

  async heartbeat(instanceId: string, leaseMs: number): Promise<void> {
    this.leases.set(instanceId, this.now() + leaseMs);
  }

  async isAlive(instanceId: string): Promise<boolean> {
    return (this.leases.get(instanceId) ?? 0) > this.now();
  }

  private live(taskId: string): Entry | undefined {
    const entry = this.tasks.get(taskId);
    if (!entry) return undefined;
    if (expired(entry.task, this.now())) {
      this.remove(taskId, entry);
      return undefined;
    }
    return entry;
  }

  private put(task: StoredTask, bytes: number, previousBytes = 0): void {
    this.tasks.set(task.taskId, { task, bytes });
    this.bytes += bytes - previousBytes;
  }

  private remove(taskId: string, entry: Entry): void {
    this.tasks.delete(taskId);
    this.bytes -= entry.bytes;
  }

  /** From the oldest (Map order is creation order) to the first live one: O(expired), not O(tasks), per call. A task with a shorter TTL behind a live one goes when it is next read. */
  private dropExpired(): void {
    const now = this.now();
    for (const [taskId, entry] of this.tasks) {
      if (!expired(entry.task, now)) return;
      this.remove(taskId, entry);
    }
  }

  /** Evicts finished tasks, oldest first (Map order is creation order), until `count` more tasks and `bytes` more fit. */
  private makeRoom(count: number, bytes: number, keep: string | undefined): void {
    for (const [taskId, entry] of this.tasks) {
      if (this.tasks.size + count <= this.maxTasks && this.bytes + bytes <= this.maxBytes) return;
      if (taskId !== keep && isTerminal(entry.task.status)) this.remove(taskId, entry);
    }
  }
}

function expired(task: StoredTask, now: number): boolean {
  return now >= task.createdAt + task.ttlMs;
}

function sizeOf(task: StoredTask): number {
  return JSON.stringify(task).length;
}

function tooLarge(): TaskChange {
  const message = 'The result is too large for the task store.';
  return { status: 'failed', statusMessage: message, error: { code: -32603, message } };
}
