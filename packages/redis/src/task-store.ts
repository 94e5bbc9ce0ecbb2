/**
 * The runtime's TaskStore in Redis, for several instances: one JSON value
 * per task that expires with the task's TTL, and a lease key per running
 * instance. Every change is a compare-and-set (a small Lua script), so two
 * instances changing one task never lose an update; the rules of a change
 * (never touch a terminal task, what tasks/update keeps) are the runtime's
 * own functions, shared with the in-memory store.
 */
import { applyChange, applyInputRequest, applyResponses, isTerminal, type StoredTask, type TaskChange, type TaskStore } from '@mcp-codegen/runtime';
import type { RedisClient } from './redis-client.js';

export interface RedisTaskStoreOptions {
  /** Default "mcp:task:". */
  prefix?: string;
  /** Compare-and-set attempts before a change gives up (only under heavy contention on one task). Default 20. */
  maxAttempts?: number;
}

type JsonObject = Record<string, unknown>;

/** SET the key to ARGV[2] only if it still holds ARGV[1], keeping its TTL. */
const COMPARE_AND_SET = `if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('SET', KEYS[1], ARGV[2], 'KEEPTTL') return 1 else return 0 end`;

export class RedisTaskStore implements TaskStore {
  private readonly prefix: string;
  private readonly maxAttempts: number;

  constructor(
    private readonly client: RedisClient,
    options: RedisTaskStoreOptions = {},
  ) {
    this.prefix = options.prefix ?? 'mcp:task:';
    this.maxAttempts = options.maxAttempts ?? 20;
  }

  async create(task: StoredTask): Promise<void> {
    const ttl = Math.max(1, task.createdAt + task.ttlMs - Date.now());
    // Acknowledged by Redis before tools/call answers: any instance's tasks/get finds it (the extension requires it).
    await this.client.set(this.key(task.taskId), JSON.stringify(task), { expiration: { type: 'PX', value: ttl }, condition: 'NX' });
  }

  async get(taskId: string): Promise<StoredTask | undefined> {
    return parse(await this.client.get(this.key(taskId)));
  }

  async change(taskId: string, change: TaskChange): Promise<StoredTask | undefined> {
    return this.update(taskId, (task, now) => (isTerminal(task.status) ? undefined : applyChange(task, change, now)));
  }

  async addInputRequest(taskId: string, key: string, request: JsonObject): Promise<void> {
    await this.update(taskId, (task, now) => (isTerminal(task.status) ? undefined : applyInputRequest(task, key, request, now)));
  }

  async respond(taskId: string, responses: Record<string, JsonObject>): Promise<void> {
    await this.update(taskId, (task, now) => (isTerminal(task.status) ? undefined : applyResponses(task, responses, now)));
  }

  async takeResponses(taskId: string): Promise<Record<string, JsonObject>> {
    let taken: Record<string, JsonObject> = {};
    await this.update(taskId, (task) => {
      taken = task.responses ?? {};
      if (!task.responses) return undefined;
      const next = { ...task };
      delete next.responses;
      return next;
    });
    return taken;
  }

  async heartbeat(instanceId: string, leaseMs: number): Promise<void> {
    await this.client.set(`${this.prefix}lease:${instanceId}`, '1', { expiration: { type: 'PX', value: leaseMs } });
  }

  async isAlive(instanceId: string): Promise<boolean> {
    return (await this.client.exists(`${this.prefix}lease:${instanceId}`)) === 1;
  }

  private key(taskId: string): string {
    return this.prefix + taskId;
  }

  /** Read, compute, compare-and-set; again if another instance changed it meanwhile. `next` undefined = no change. */
  private async update(taskId: string, next: (task: StoredTask, now: number) => StoredTask | undefined): Promise<StoredTask | undefined> {
    const key = this.key(taskId);
    for (let attempt = 0; attempt < this.maxAttempts; attempt++) {
      const text = await this.client.get(key);
      const task = parse(text);
      if (!task) return undefined;
      const changed = next(task, Date.now());
      if (!changed) return task;
      const written = await this.client.eval(COMPARE_AND_SET, { keys: [key], arguments: [text as string, JSON.stringify(changed)] });
      if (written === 1) return changed;
    }
    throw new Error(`The task ${taskId} kept changing under this update; gave up after ${this.maxAttempts} attempts.`);
  }
}

function parse(text: unknown): StoredTask | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as StoredTask;
  } catch {
    return undefined;
  }
}
