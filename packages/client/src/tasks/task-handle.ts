/**
 * A tool call the server runs as a task: poll its status, answer what it
 * asks, cancel it, or await its typed result. When the server chose to answer
 * at once (it may), the handle already holds the result.
 */
import type { McpRequester } from './mcp-requester.js';

export type TaskStatus = 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';

/** What tasks/get reports (the extension's DetailedTask). */
export interface TaskState {
  taskId: string;
  status: TaskStatus;
  statusMessage?: string;
  createdAt: string;
  lastUpdatedAt: string;
  ttlMs: number | null;
  pollIntervalMs?: number;
  /** input_required: what the server asks, by key; answer with `respond`. */
  inputRequests?: Record<string, { method: string; params?: Record<string, unknown> }>;
  result?: Record<string, unknown>;
  error?: { code: number; message: string; data?: unknown };
}

/** The task ended in a JSON-RPC error (status "failed"). */
export class TaskFailedError extends Error {
  constructor(
    readonly taskId: string,
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'TaskFailedError';
  }
}

/** The task was cancelled before it finished. */
export class TaskCancelledError extends Error {
  constructor(readonly taskId: string) {
    super(`The task ${taskId} was cancelled.`);
    this.name = 'TaskCancelledError';
  }
}

export interface AwaitOptions {
  /** Stops waiting (the task runs on; cancel it with `cancel()`). */
  signal?: AbortSignal;
  /** Called with each status seen while waiting, e.g. to show statusMessage or answer inputRequests. */
  onStatus?: (state: TaskState) => void | Promise<void>;
  /** Polling interval when the server suggests none. Default 500 ms. */
  pollIntervalMs?: number;
}

const TERMINAL = new Set<TaskStatus>(['completed', 'failed', 'cancelled']);

export class TaskHandle<T> {
  constructor(
    private readonly requester: McpRequester,
    /** Undefined when the server answered the call at once. */
    readonly taskId: string | undefined,
    private readonly output: (result: Record<string, unknown>) => T,
    private readonly immediate?: Record<string, unknown>,
    private readonly suggestedPollMs?: number,
  ) {}

  async status(): Promise<TaskState> {
    if (this.taskId === undefined) return { taskId: '', status: 'completed', createdAt: '', lastUpdatedAt: '', ttlMs: null, result: this.immediate };
    return (await this.requester.request('tasks/get', { taskId: this.taskId })) as unknown as TaskState;
  }

  /** Answers the task's inputRequests, by key. */
  async respond(inputResponses: Record<string, unknown>): Promise<void> {
    if (this.taskId !== undefined) await this.requester.request('tasks/update', { taskId: this.taskId, inputResponses });
  }

  /** Asks the server to cancel; it acknowledges at once and stops the work soon after. */
  async cancel(): Promise<void> {
    if (this.taskId !== undefined) await this.requester.request('tasks/cancel', { taskId: this.taskId });
  }

  /** Polls until the task ends: its typed result, or TaskFailedError / TaskCancelledError / ToolCallError. */
  async result(options: AwaitOptions = {}): Promise<T> {
    if (this.taskId === undefined) return this.output(this.immediate!);
    for (;;) {
      options.signal?.throwIfAborted();
      const state = await this.status();
      await options.onStatus?.(state);
      if (TERMINAL.has(state.status)) return this.settle(state);
      await wait(state.pollIntervalMs ?? this.suggestedPollMs ?? options.pollIntervalMs ?? 500, options.signal);
    }
  }

  private settle(state: TaskState): T {
    if (state.status === 'completed') return this.output(state.result ?? {});
    if (state.status === 'cancelled') throw new TaskCancelledError(state.taskId);
    const error = state.error ?? { code: -32603, message: 'The task failed.' };
    throw new TaskFailedError(state.taskId, error.code, error.message, error.data);
  }
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }
    function aborted() {
      clearTimeout(timer);
      reject(signal!.reason);
    }
    signal?.addEventListener('abort', aborted, { once: true });
  });
}
