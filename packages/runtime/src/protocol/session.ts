/**
 * One client's conversation: takes incoming messages, dispatches requests
 * concurrently through the method table and returns exactly one reply per
 * request (none for notifications or cancelled requests). It knows nothing
 * about transports, so stdio, the in-memory pair and a future HTTP or
 * stateless front end all drive it the same way.
 */
import type { LoggingLevel } from '@mcp-codegen/decorators';
import type { Logger } from '../logger.js';
import { ErrorCode, McpError } from './error-codes.js';
import { failure, isJsonObject, isValidId, notification, success, type JsonObject, type JsonRpcId, type JsonRpcMessage, type JsonRpcResponse } from './json-rpc.js';
import type { ClientRequestOptions, MethodTable, RequestContext, SessionPeer, SessionState } from './method-table.js';
import { classify, parseText, type Incoming } from './parse.js';
import { ClientRequests } from './server-requests.js';

export interface SessionOptions {
  methods: MethodTable;
  logger: Logger;
  /** Where server-initiated messages (notifications, later requests) go. */
  sink?: MessageSink;
  /** How long a server-to-client request (sampling, elicitation, roots) waits. Default 60 s. */
  clientRequestTimeoutMs?: number;
  /** The logging level until the client sets one. Default 'info'. */
  defaultLogLevel?: LoggingLevel;
}

/**
 * Receives server-initiated messages. `relatedRequestId` names the client
 * request a message belongs to (progress, logging or a sampling request sent
 * while a tool runs), so a transport such as Streamable HTTP can put it on
 * that request's stream; absent for messages that belong to no request.
 */
export type MessageSink = (message: JsonRpcMessage, options?: { relatedRequestId?: JsonRpcId }) => void;

export class Session implements SessionPeer {
  readonly state: SessionState;
  private readonly inFlight = new Map<JsonRpcId, AbortController>();
  private readonly clientRequests: ClientRequests;
  private readonly closeHooks: Array<() => void> = [];
  private closed = false;

  constructor(private readonly options: SessionOptions) {
    this.state = { initialized: false, logLevel: options.defaultLogLevel ?? 'info' };
    this.clientRequests = new ClientRequests((message, relatedRequestId) => this.send(message, relatedRequestId === undefined ? undefined : { relatedRequestId }), options.clientRequestTimeoutMs);
  }

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
    // Stateless HTTP closes a session per request, and an Error captures a stack
    // (tens of µs): build it only when a handler or a client request waits.
    if (this.inFlight.size > 0 || this.clientRequests.pendingCount > 0) {
      const reason = new Error('The connection closed.');
      for (const controller of this.inFlight.values()) controller.abort(reason);
      this.inFlight.clear();
      this.clientRequests.rejectAll(reason);
    }
    for (const cleanup of this.closeHooks.splice(0)) cleanup();
  }

  onClose(cleanup: () => void): void {
    if (this.closed) cleanup();
    else this.closeHooks.push(cleanup);
  }

  /** Sends a notification that belongs to no request (list changes, resource updates). */
  notify(method: string, params?: JsonObject): void {
    this.send(notification(method, params));
  }

  /** Sends a request to the client and waits for its reply (sampling, elicitation, roots). */
  requestClient(method: string, params: JsonObject | undefined, options?: ClientRequestOptions & { relatedRequestId?: JsonRpcId; signal?: AbortSignal }): Promise<JsonObject> {
    if (this.closed) return Promise.reject(new Error('The connection closed.'));
    return this.clientRequests.request(method, params, options);
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
        // A reply to a server-to-client request; one nobody waits for (late, unknown) is dropped.
        this.clientRequests.settle(incoming.id, incoming.result, incoming.error);
        return undefined;
      case 'notification':
        this.receiveNotification(incoming.method, incoming.params);
        return undefined;
      case 'request':
        return this.request(incoming.id, incoming.method, incoming.params);
    }
  }

  private receiveNotification(method: string, params: JsonObject): void {
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
      const result = await handler(params, this.requestContext(id, controller, params));
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

  private requestContext(id: JsonRpcId, controller: AbortController, params: JsonObject): RequestContext {
    // Messages a handler sends belong to its request only while it is in flight.
    const active = () => this.inFlight.get(id) === controller;
    return {
      id,
      signal: controller.signal,
      session: this.state,
      meta: isJsonObject(params._meta) ? params._meta : undefined,
      peer: this,
      notify: (method, notificationParams) => {
        if (active()) this.send(notification(method, notificationParams), { relatedRequestId: id });
      },
      request: (method, requestParams, options) => this.requestClient(method, requestParams, { ...options, relatedRequestId: id, signal: controller.signal }),
    };
  }
}
