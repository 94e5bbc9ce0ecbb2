/**
 * One client's conversation: takes incoming messages, dispatches requests
 * concurrently through the method table and returns exactly one reply per
 * request (none for notifications or cancelled requests). It knows nothing
 * about transports, so stdio, the in-memory pair and a future HTTP or
 * stateless front end all drive it the same way.
 */
import type { Logger } from '../logger.js';
import { ErrorCode, McpError } from './error-codes.js';
import { failure, isValidId, success, type JsonObject, type JsonRpcId, type JsonRpcMessage, type JsonRpcResponse } from './json-rpc.js';
import type { MethodTable, SessionState } from './method-table.js';
import { classify, parseText, type Incoming } from './parse.js';

export interface SessionOptions {
  methods: MethodTable;
  logger: Logger;
  /** Where server-initiated messages (notifications, later requests) go. */
  sink?: MessageSink;
}

/**
 * Receives server-initiated messages. `relatedRequestId` names the client
 * request a message belongs to (progress, logging or a sampling request sent
 * while a tool runs), so a transport such as Streamable HTTP can put it on
 * that request's stream; absent for messages that belong to no request.
 */
export type MessageSink = (message: JsonRpcMessage, options?: { relatedRequestId?: JsonRpcId }) => void;

export class Session {
  readonly state: SessionState = { initialized: false };
  private readonly inFlight = new Map<JsonRpcId, AbortController>();
  private closed = false;

  constructor(private readonly options: SessionOptions) {}

  /** Handles one raw JSON text, as a line-based transport receives it. */
  handleText(text: string): Promise<JsonRpcResponse | undefined> {
    return this.dispatch(parseText(text));
  }

  /** Handles one already parsed message, as an HTTP body parser produces it. */
  handle(message: unknown): Promise<JsonRpcResponse | undefined> {
    return this.dispatch(classify(message));
  }

  /** Aborts every in-flight handler; their replies are dropped. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const controller of this.inFlight.values()) controller.abort(new Error('The connection closed.'));
    this.inFlight.clear();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Sends a server-initiated message through the sink, if any. */
  send(message: JsonRpcMessage, options?: { relatedRequestId?: JsonRpcId }): void {
    if (!this.closed) this.options.sink?.(message, options);
  }

  private async dispatch(incoming: Incoming): Promise<JsonRpcResponse | undefined> {
    if (this.closed) return undefined;
    switch (incoming.kind) {
      case 'invalid':
        return incoming.response ?? undefined;
      case 'response':
        // No server-to-client requests yet, so nothing waits for a reply.
        return undefined;
      case 'notification':
        this.notify(incoming.method, incoming.params);
        return undefined;
      case 'request':
        return this.request(incoming.id, incoming.method, incoming.params);
    }
  }

  private notify(method: string, params: JsonObject): void {
    if (method === 'notifications/cancelled') {
      const id = params.requestId;
      if (isValidId(id)) this.inFlight.get(id)?.abort(new Error(typeof params.reason === 'string' ? params.reason : 'Cancelled by the client.'));
    } else if (method === 'notifications/initialized') {
      this.state.initialized = true;
    }
    // Any other notification is ignored, as JSON-RPC allows.
  }

  private async request(id: JsonRpcId, method: string, params: JsonObject): Promise<JsonRpcResponse | undefined> {
    const handler = Object.hasOwn(this.options.methods, method) ? this.options.methods[method] : undefined;
    if (!handler) return failure(id, ErrorCode.MethodNotFound, `Method not found: ${method}`);
    if (this.inFlight.has(id)) return failure(id, ErrorCode.InvalidRequest, `Invalid Request: id ${JSON.stringify(id)} is already in use`);

    const controller = new AbortController();
    this.inFlight.set(id, controller);
    try {
      const result = await handler(params, { id, signal: controller.signal, session: this.state });
      return controller.signal.aborted ? undefined : success(id, result as JsonObject);
    } catch (error) {
      if (controller.signal.aborted) return undefined;
      if (McpError.is(error)) return failure(id, error.code, error.message, error.data);
      this.options.logger.error(`Request ${method} (id ${JSON.stringify(id)}) failed`, error);
      return failure(id, ErrorCode.InternalError, 'Internal error');
    } finally {
      if (this.inFlight.get(id) === controller) this.inFlight.delete(id);
    }
  }
}
