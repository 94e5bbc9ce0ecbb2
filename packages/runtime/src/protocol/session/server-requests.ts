/**
 * Requests the server sends to the client (sampling, elicitation, roots) and
 * the promises waiting for their replies. Ids are strings with their own
 * prefix and counter, so they never clash with ids the client chooses. A
 * timer runs only while such a request is pending, never on the call path.
 */
import { ErrorCode, McpError } from '../wire/error-codes.js';
import { isJsonObject, notification, type JsonObject, type JsonRpcId, type JsonRpcMessage, type JsonRpcRequest } from '../wire/json-rpc.js';

export const DEFAULT_CLIENT_REQUEST_TIMEOUT_MS = 60_000;

export interface OutgoingRequestOptions {
  timeoutMs?: number;
  /** The client request this one is made for (so HTTP can use its stream). */
  relatedRequestId?: JsonRpcId;
  /** Aborting it (the handler was cancelled) cancels this request too. */
  signal?: AbortSignal;
}

type Send = (message: JsonRpcMessage, relatedRequestId?: JsonRpcId) => void;

interface Pending {
  method: string;
  resolve(result: JsonObject): void;
  reject(error: unknown): void;
}

/** The client's error object as an McpError; a malformed one becomes -32603. */
function clientError(error: unknown): McpError {
  if (isJsonObject(error) && typeof error.code === 'number' && typeof error.message === 'string') return new McpError(error.code, error.message, error.data);
  return new McpError(ErrorCode.InternalError, 'The client answered with a malformed error');
}

export class ClientRequests {
  private readonly pending = new Map<string, Pending>();
  private counter = 0;

  constructor(
    private readonly send: Send,
    private readonly defaultTimeoutMs = DEFAULT_CLIENT_REQUEST_TIMEOUT_MS,
  ) {}

  request(method: string, params: JsonObject | undefined, options: OutgoingRequestOptions = {}): Promise<JsonObject> {
    const { signal, relatedRequestId, timeoutMs = this.defaultTimeoutMs } = options;
    if (signal?.aborted) return Promise.reject(signal.reason);
    const id = `mcp-codegen-${++this.counter}`;
    return new Promise<JsonObject>((resolve, reject) => {
      const cancel = (reason: string) => {
        this.pending.delete(id);
        this.send(notification('notifications/cancelled', { requestId: id, reason }), relatedRequestId);
      };
      const onAbort = () => {
        cancel('The request that needed it was cancelled.');
        done();
        reject(signal!.reason);
      };
      const timer = setTimeout(() => {
        cancel(`No answer within ${timeoutMs} ms.`);
        done();
        reject(new McpError(ErrorCode.RequestTimeout, `The client did not answer ${method} within ${timeoutMs} ms`, { timeoutMs }));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.pending.set(id, {
        method,
        resolve: (result) => (done(), resolve(result)),
        reject: (error) => (done(), reject(error)),
      });
      const message: JsonRpcRequest = params === undefined ? { jsonrpc: '2.0', id, method } : { jsonrpc: '2.0', id, method, params };
      this.send(message, relatedRequestId);
    });
  }

  /** Routes a client reply to its waiting promise; false when nothing waits for that id. */
  settle(id: JsonRpcId | null, result: unknown, error: unknown): boolean {
    const pending = typeof id === 'string' ? this.pending.get(id) : undefined;
    if (!pending) return false;
    this.pending.delete(id as string);
    if (error !== undefined) pending.reject(clientError(error));
    else if (isJsonObject(result)) pending.resolve(result);
    else pending.reject(new McpError(ErrorCode.InternalError, `The client answered ${pending.method} without a result object`));
    return true;
  }

  /** How many requests still wait for the client's answer. */
  get pendingCount(): number {
    return this.pending.size;
  }

  /** Rejects everything still waiting (the session closed). */
  rejectAll(reason: unknown): void {
    const all = [...this.pending.values()];
    this.pending.clear();
    for (const pending of all) pending.reject(reason);
  }
}
