/**
 * One task's handler at work on this instance. The handler is the ordinary
 * tools/call handler, run with a request context of the task's own: its
 * signal aborts on tasks/cancel (seen here or, through the store, on any
 * instance) and at the TTL; ctx.progress becomes the task's statusMessage;
 * ctx.elicit / ctx.sample / ctx.listRoots become the task's inputRequests and
 * resolve with what tasks/update delivers. Log messages are dropped: the
 * extension carries none for tasks.
 */
import { answers, InputRequiredSignal, type InputRound } from '../protocol/modern/input-required.js';
import type { JsonObject } from '../protocol/wire/json-rpc.js';
import { ErrorCode, McpError } from '../protocol/wire/error-codes.js';
import type { RequestContext, RequestHandler, SessionState } from '../protocol/session/method-table.js';
import type { Logger } from '../logger.js';
import type { ResolvedTaskOptions } from './task-options.js';
import { isTerminal, type StoredTask, type TaskChange } from './task.js';
import type { TaskStore } from './task-store.js';

const SHORT_NAMES: Record<string, string> = { 'elicitation/create': 'elicitation', 'sampling/createMessage': 'sampling', 'roots/list': 'roots' };

/** How a handler's run ended. */
export type Outcome = { kind: 'result'; result: JsonObject } | { kind: 'error'; error: unknown } | { kind: 'aborted' };

interface PendingInput {
  method: string;
  resolve(answer: JsonObject): void;
  reject(error: unknown): void;
}

export class RunningTask {
  readonly taskId: string;
  private readonly controller = new AbortController();
  private readonly pending = new Map<string, PendingInput>();
  private readonly usedKeys = new Set<string>();
  private readonly counters = new Map<string, number>();
  private watch: ReturnType<typeof setInterval> | undefined;
  private expiry: ReturnType<typeof setTimeout> | undefined;
  private checking = false;
  private progressWrite: Promise<void> | undefined;
  private nextStatusMessage: string | undefined;

  constructor(
    private readonly task: StoredTask,
    private readonly store: TaskStore,
    private readonly options: ResolvedTaskOptions,
    private readonly logger: Logger,
    /** Set while the handler still runs inside tools/call (inputBeforeTask): its input requests are MRTR rounds then. */
    private round?: InputRound,
  ) {
    this.taskId = task.taskId;
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** The task exists in the store: from now on this watches it (cancellation, answers) and its TTL. */
  attach(): void {
    this.round = undefined;
    this.watch = setInterval(() => void this.check(), this.options.watchMs);
    this.watch.unref?.();
    this.expiry = setTimeout(() => this.abort(new DOMException('The task outlived its TTL.', 'TimeoutError')), this.task.createdAt + this.task.ttlMs - Date.now());
    this.expiry.unref?.();
  }

  /** Runs the handler (the ordinary tools/call handler) with the task's context; never rejects. */
  async execute(call: RequestHandler, params: JsonObject, session: SessionState, outer: RequestContext): Promise<Outcome> {
    // While the handler runs inside the request, the request's own cancellation stops it.
    const forward = () => this.round && this.abort(outer.signal.reason);
    outer.signal.addEventListener('abort', forward, { once: true });
    try {
      const result = (await call(params, this.context(session, outer))) as JsonObject;
      return this.signal.aborted ? { kind: 'aborted' } : { kind: 'result', result };
    } catch (error) {
      return this.signal.aborted ? { kind: 'aborted' } : { kind: 'error', error };
    } finally {
      outer.signal.removeEventListener('abort', forward);
    }
  }

  /** Stores how the task ended; an aborted run changes nothing (cancelled, expired or shut down: the store already says so, or forgets the task). */
  async record(outcome: Outcome): Promise<void> {
    try {
      if (outcome.kind === 'result') {
        const bytes = JSON.stringify(outcome.result).length;
        if (bytes > this.options.maxResultBytes) await this.fail(ErrorCode.InternalError, `The result (${bytes} bytes) is larger than this server keeps for a task (${this.options.maxResultBytes}).`);
        else await this.store.change(this.taskId, { status: 'completed', result: outcome.result });
      } else if (outcome.kind === 'error') {
        const { error } = outcome;
        if (McpError.is(error)) await this.fail(error.code, error.message, error.data);
        else {
          this.logger.error(`Task ${this.taskId} failed`, error);
          await this.fail(ErrorCode.InternalError, 'The task failed. The server logged the details.');
        }
      }
    } catch (error) {
      this.logger.error(`Task ${this.taskId}: the task store failed`, error);
    } finally {
      this.stop();
    }
  }

  /** Looks at the store: cancelled (on any instance) or gone aborts the handler; delivered answers resolve its input requests. */
  async check(): Promise<void> {
    if (this.checking || this.signal.aborted) return;
    this.checking = true;
    try {
      const task = await this.store.get(this.taskId);
      if (!task || isTerminal(task.status)) return this.abort(new DOMException('The task was cancelled.', 'AbortError'));
      if (this.pending.size > 0 && task.responses) this.deliver(await this.store.takeResponses(this.taskId));
    } catch (error) {
      this.logger.error(`Task ${this.taskId}: the task store failed`, error);
    } finally {
      this.checking = false;
    }
  }

  /** Server shutdown: the handler stops and the task is failed, so no client polls forever. */
  async shutDown(): Promise<void> {
    if (this.signal.aborted) return;
    this.abort(new DOMException('The server is shutting down.', 'AbortError'));
    await this.fail(ErrorCode.InternalError, 'The server shut down before the task finished.').catch(() => undefined);
  }

  private context(session: SessionState, outer: RequestContext): RequestContext {
    const cleanups: Array<() => void> = [];
    this.signal.addEventListener('abort', () => cleanups.forEach((cleanup) => cleanup()), { once: true });
    return {
      id: this.taskId,
      signal: this.signal,
      session,
      // A progress token of its own, so ctx.progress reports (into the statusMessage).
      meta: { progressToken: this.taskId },
      auth: outer.auth,
      inTask: true,
      notify: (method, params) => {
        if (method === 'notifications/progress' && params && !this.round) this.progress(params);
      },
      request: (method, params, options) => this.askClient(method, params ?? {}, options?.inputKey),
      peer: {
        state: session,
        notify: () => undefined,
        onClose: (cleanup) => (this.signal.aborted ? cleanup() : cleanups.push(cleanup)),
      },
    };
  }

  private askClient(method: string, params: JsonObject, inputKey: string | undefined): Promise<JsonObject> {
    if (this.signal.aborted) return Promise.reject(this.signal.reason);
    if (this.round) {
      // Still inside tools/call: answered from the request, or the request ends with an InputRequiredResult.
      const answer = this.round.request(method, params, inputKey);
      if (this.round.needsInput) this.abort(new InputRequiredSignal());
      return answer;
    }
    const key = this.newKey(method, inputKey);
    return new Promise<JsonObject>((resolve, reject) => {
      this.pending.set(key, { method, resolve, reject });
      this.store.addInputRequest(this.taskId, key, { method, params }).catch((error: unknown) => {
        this.pending.delete(key);
        reject(error);
      });
    });
  }

  /** The handler's inputKey when unused, else a generated one: keys are never reused over a task's life (the specification requires it). */
  private newKey(method: string, inputKey?: string): string {
    if (inputKey !== undefined && !this.usedKeys.has(inputKey)) {
      this.usedKeys.add(inputKey);
      return inputKey;
    }
    const short = SHORT_NAMES[method] ?? method;
    let key: string;
    do {
      const count = (this.counters.get(short) ?? 0) + 1;
      this.counters.set(short, count);
      key = `${short}-${count}`;
    } while (this.usedKeys.has(key));
    this.usedKeys.add(key);
    return key;
  }

  private deliver(responses: Record<string, JsonObject>): void {
    for (const [key, answer] of Object.entries(responses)) {
      const waiting = this.pending.get(key);
      if (!waiting) continue;
      this.pending.delete(key);
      // An answer of the wrong shape is asked for again, under a new key.
      if (answers(waiting.method, answer)) waiting.resolve(answer);
      else {
        const retry = this.newKey(waiting.method);
        this.pending.set(retry, waiting);
        void this.store.addInputRequest(this.taskId, retry, { method: waiting.method, params: {} }).catch(waiting.reject);
      }
    }
  }

  /** The latest progress becomes the statusMessage; writes never pile up (one in flight, the newest next). */
  private progress(params: JsonObject): void {
    const { progress, total, message } = params;
    this.nextStatusMessage = typeof message === 'string' ? message : typeof total === 'number' ? `${String(progress)}/${total}` : String(progress);
    if (this.progressWrite) return;
    const write = async (): Promise<void> => {
      while (this.nextStatusMessage !== undefined && !this.signal.aborted) {
        const statusMessage = this.nextStatusMessage;
        this.nextStatusMessage = undefined;
        await this.store.change(this.taskId, { statusMessage } satisfies TaskChange).catch((error: unknown) => this.logger.error(`Task ${this.taskId}: the task store failed`, error));
      }
      this.progressWrite = undefined;
    };
    this.progressWrite = write();
  }

  private async fail(code: number, message: string, data?: unknown): Promise<void> {
    const error: JsonObject = { code, message };
    if (data !== undefined) error.data = data;
    await this.progressWrite;
    await this.store.change(this.taskId, { status: 'failed', statusMessage: message, error });
  }

  private abort(reason: unknown): void {
    if (this.signal.aborted) return;
    this.controller.abort(reason);
    for (const waiting of this.pending.values()) waiting.reject(reason);
    this.pending.clear();
    this.stop();
  }

  private stop(): void {
    clearInterval(this.watch);
    clearTimeout(this.expiry);
  }
}
