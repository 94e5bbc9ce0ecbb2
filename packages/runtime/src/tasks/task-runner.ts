/**
 * This instance's side of the tasks extension: it creates tasks, runs their
 * handlers (RunningTask), keeps this instance's lease alive while any runs,
 * and tells a task whose runner died from one still working.
 */
import type { JsonObject } from '../protocol/wire/json-rpc.js';
import type { RequestContext, RequestHandler, SessionState } from '../protocol/session/method-table.js';
import type { Logger } from '../logger.js';
import { ErrorCode, McpError } from '../protocol/wire/error-codes.js';
import type { InputRound } from '../protocol/modern/input-required.js';
import { RunningTask, type Outcome } from './running-task.js';
import { createTaskResult, isTerminal, type StoredTask } from './task.js';
import type { ResolvedTaskOptions } from './task-options.js';
import { TaskStoreFullError, type TaskStore } from './task-store.js';
import { nodeCrypto } from '../lazy-builtins.js';

export class TaskRunner {
  /** Random per process: a restarted instance is a new runner, and the tasks of the old one are failed. */
  get instanceId(): string {
    return (this.id ??= nodeCrypto().randomUUID());
  }
  private id: string | undefined;
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
    this.checkRoom();
    const task = this.newTask(owner);
    const running = new RunningTask(task, this.store, this.options, this.logger);
    await this.persist(task, running);
    this.settle(running, running.execute(this.call, withoutMeta(params), session, outer));
    return task;
  }

  /**
   * inputBeforeTask: the handler starts inside tools/call, and the input it asks for there is
   * gathered by multi-round-trip requests (the extension says such input SHOULD come before the
   * task). A handler that finishes at once answers the request; one that still runs once it waits
   * on anything but input becomes a task.
   */
  async startAfterInput(params: JsonObject, session: SessionState, outer: RequestContext, owner: string, round: InputRound): Promise<JsonObject> {
    this.checkRoom();
    const task = this.newTask(owner);
    const running = new RunningTask(task, this.store, this.options, this.logger, round);
    const outcome = running.execute(this.call, withoutMeta(params), session, outer);
    const first = await Promise.race([outcome, nextTurn()]);
    if (first !== 'still running') {
      if (round.needsInput) return round.result();
      if (first.kind === 'result') return { ...first.result, resultType: 'complete' };
      if (first.kind === 'error') throw first.error;
      throw new McpError(ErrorCode.InternalError, 'The call was cancelled.');
    }
    await this.persist(task, running);
    this.settle(running, outcome);
    return createTaskResult(task);
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

  private checkRoom(): void {
    if (this.running.size >= this.options.maxRunning) throw new TaskStoreFullError(`This instance already runs ${this.options.maxRunning} tasks.`);
  }

  private newTask(owner: string): StoredTask {
    const now = Date.now();
    return { taskId: nodeCrypto().randomUUID(), owner, status: 'working', createdAt: now, lastUpdatedAt: now, ttlMs: this.options.ttlMs, pollIntervalMs: this.options.pollIntervalMs, runner: this.instanceId };
  }

  /** Stored before tools/call answers (any instance's tasks/get must find it), then watched here. */
  private async persist(task: StoredTask, running: RunningTask): Promise<void> {
    await this.store.heartbeat(this.instanceId, this.options.leaseMs);
    await this.store.create(task);
    running.attach();
    this.running.set(task.taskId, running);
    this.keepLease();
  }

  private settle(running: RunningTask, outcome: Promise<Outcome>): void {
    void outcome
      .then((result) => running.record(result))
      .finally(() => {
        this.running.delete(running.taskId);
        if (this.running.size === 0) this.dropLease();
      });
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

/** Resolves after the current macrotask: the handler has waited on something (I/O, a timer) by then. */
function nextTurn(): Promise<'still running'> {
  return new Promise((resolve) => setImmediate(() => resolve('still running')));
}

/** The task runs the call without the request's envelope: it is not a request of the 2026-07-28 wire any more. */
function withoutMeta(params: JsonObject): JsonObject {
  const { _meta: _ignored, ...rest } = params;
  return rest;
}
