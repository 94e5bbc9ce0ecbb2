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
    inputRequests?: Record<string, {
        method: string;
        params?: Record<string, unknown>;
    }>;
    result?: Record<string, unknown>;
    error?: {
        code: number;
        message: string;
        data?: unknown;
    };
}
/** The task ended in a JSON-RPC error (status "failed"). */
export declare class TaskFailedError extends Error {
    readonly taskId: string;
    readonly code: number;
    readonly data?: unknown | undefined;
    constructor(taskId: string, code: number, message: string, data?: unknown | undefined);
}
/** The task was cancelled before it finished. */
export declare class TaskCancelledError extends Error {
    readonly taskId: string;
    constructor(taskId: string);
}
export interface AwaitOptions {
    /** Stops waiting (the task runs on; cancel it with `cancel()`). */
    signal?: AbortSignal;
    /** Called with each status seen while waiting, e.g. to show statusMessage or answer inputRequests. */
    onStatus?: (state: TaskState) => void | Promise<void>;
    /** Polling interval when the server suggests none. Default 500 ms. */
    pollIntervalMs?: number;
}
export declare class TaskHandle<T> {
    private readonly requester;
    /** Undefined when the server answered the call at once. */
    readonly taskId: string | undefined;
    private readonly output;
    private readonly immediate?;
    private readonly suggestedPollMs?;
    constructor(requester: McpRequester, 
    /** Undefined when the server answered the call at once. */
    taskId: string | undefined, output: (result: Record<string, unknown>) => T, immediate?: Record<string, unknown> | undefined, suggestedPollMs?: number | undefined);
    status(): Promise<TaskState>;
    /** Answers the task's inputRequests, by key. */
    respond(inputResponses: Record<string, unknown>): Promise<void>;
    /** Asks the server to cancel; it acknowledges at once and stops the work soon after. */
    cancel(): Promise<void>;
    /** Polls until the task ends: its typed result, or TaskFailedError / TaskCancelledError / ToolCallError. */
    result(options?: AwaitOptions): Promise<T>;
    private settle;
}
