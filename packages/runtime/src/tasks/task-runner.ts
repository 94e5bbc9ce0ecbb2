/**
 * This instance's side of the tasks extension: it creates tasks, runs their
 * handlers (RunningTask), keeps this instance's lease alive while any runs,
 * and tells a task whose runner died from one still working.
 */
import { randomUUID } from 'node:crypto';
import type { JsonObject } from '../protocol/json-rpc.js';
import type { RequestContext, RequestHandler, SessionState } from '../protocol/method-table.js';
import type { Logger } from '../logger.js';
import { RunningTask } from './running-task.js';
import { isTerminal, type StoredTask } from './task.js';
import type { ResolvedTaskOptions } from './task-options.js';
import type { TaskStore } from './task-store.js';

export class TaskRunner {
  /** Random per process: a restarted instance is a new runner, and the tasks of the old one are failed. */
  readonly instanceId = randomUUID();
  private readonly running = new Map<string, RunningTask>();
  private lease: ReturnType<typeof setInterval> | undefined;

  constructor(
    readonly store: TaskStore,
    readonly options: ResolvedTaskOptions,
    private readonly logger: Logger,
    /** The ordinary tools/call handler; the task runs it. */
    private readonly call: RequestHandler,
  ) {}

  /** Creates the task durably, then starts its handler; resolves with the task as created. */
  async start(params: JsonObject, session: SessionState, outer: RequestContext, owner: string): Promise<StoredTask> {
    const now = Date.now();
    const task: StoredTask = { taskId: randomUUID(), owner, status: 'working', createdAt: now, lastUpdatedAt: now, ttlMs: this.options.ttlMs, pollIntervalMs: this.options.pollIntervalMs, runner: this.instanceId };
    await this.store.heartbeat(this.instanceId, this.options.leaseMs);
    await this.store.create(task);
    const running = new RunningTask(task, this.store, this.options, this.logger);
    this.running.set(task.taskId, running);
    this.keepLease();
    void running.run(this.call, withoutMeta(params), session, outer).finally(() => {
      this.running.delete(task.taskId);
      if (this.running.size === 0) this.dropLease();
    });
    return task;
  }

  /** Something changed the task on this instance (tasks/cancel, tasks/update): the handler looks now, not at its next tick. */
  wake(taskId: string): void {
    void this.running.get(taskId)?.check();
  }

  /** A task that is not finished but whose runner is gone (instance killed, or this one restarted): failed, so no one waits forever. */
  async settleOrphan(task: StoredTask): Promise<StoredTask> {
    if (isTerminal(task.status)) return task;
    const alive = task.runner === this.instanceId ? this.running.has(task.taskId) : await this.store.isAlive(task.runner);
    if (alive) return task;
    const message = 'The server instance running this task stopped before it finished.';
    return (await this.store.change(task.taskId, { status: 'failed', statusMessage: message, error: { code: -32603, message } })) ?? task;
  }

  /** Server shutdown: every task still running here is stopped and failed. */
  async close(): Promise<void> {
    await Promise.all([...this.running.values()].map((running) => running.shutDown()));
    this.dropLease();
  }

  private keepLease(): void {
    if (this.lease) return;
    const renew = Math.max(1, Math.floor(this.options.leaseMs / 3));
    this.lease = setInterval(() => {
      this.store.heartbeat(this.instanceId, this.options.leaseMs).catch((error: unknown) => this.logger.error('The task store failed to renew this instance\'s lease', error));
    }, renew);
    this.lease.unref?.();
  }

  private dropLease(): void {
    clearInterval(this.lease);
    this.lease = undefined;
  }
}

/** The task runs the call without the request's envelope: it is not a request of the 2026-07-28 wire any more. */
function withoutMeta(params: JsonObject): JsonObject {
  const { _meta: _ignored, ...rest } = params;
  return rest;
}
