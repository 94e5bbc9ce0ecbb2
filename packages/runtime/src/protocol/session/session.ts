/**
 * One client's conversation: takes incoming messages, dispatches requests
 * concurrently through the method table and returns exactly one reply per
 * request (none for notifications or cancelled requests). It knows nothing
 * about transports, so stdio, the in-memory pair and a future HTTP or
 * stateless front end all drive it the same way.
 */
import type { LoggingLevel } from '@mcp-codegen/decorators';
import type { AuthInfo } from '@mcp-codegen/manifest';
import type { Logger } from '../../logger.js';
import { ErrorCode, McpError } from '../wire/error-codes.js';
import { failure, isJsonObject, isValidId, notification, success, type JsonObject, type JsonRpcId, type JsonRpcMessage, type JsonRpcResponse } from '../wire/json-rpc.js';
import { InFlightRequest, type RequestOwner } from './in-flight-request.js';
import type { ClientRequestOptions, MethodTable, SessionState } from './method-table.js';
import { classify, parseText, type Incoming } from '../wire/parse.js';
import type { RequestObservers } from './request-observer.js';
import { ClientRequests } from './server-requests.js';
import { LimitErrorCode } from '../wire/limit-errors.js';
import { shorten } from '../../results/validation-message.js';
import { DEFAULT_MAX_DETACHED, DEFAULT_MAX_IN_FLIGHT } from '../wire/limit-options.js';

export interface SessionOptions {
  methods: MethodTable;
  logger: Logger;
  /** Where server-initiated messages (notifications, later requests) go. */
  sink?: MessageSink;
  /** How long a server-to-client request (sampling, elicitation, roots) waits. Default 60 s. */
  clientRequestTimeoutMs?: number;
  /** The logging level until the client sets one. Default 'info'. */
  defaultLogLevel?: LoggingLevel;
  /** Deepest nesting of objects and arrays accepted in a message; deeper is -32600. Default 64 (protocol/wire/json-depth.ts). */
  maxJsonDepth?: number;
  /** Most values (array items, object members) a message may hold; more is -32600 before parsing. Default 100 000 (protocol/json-values.ts). */
  maxJsonValues?: number;
  /** Requests allowed in flight at once; more are answered at once with a busy error (-32053). Default 1000. */
  maxInFlight?: number;
  /** Cancelled, orphaned or timed-out handlers that still run (they ignore their signal); at this many, new requests are busy. Default 1000. */
  maxDetached?: number;
  /** A span and a duration measurement per request (observability/); absent: none. */
  telemetry?: RequestObservers;
  /** The server's open sessions: a session is in it from construction (or from track(), when made untracked) until it closes. */
  openSessions?: Set<Session>;
}

/**
 * Receives server-initiated messages. `relatedRequestId` names the client
 * request a message belongs to (progress, logging or a sampling request sent
 * while a tool runs), so a transport such as Streamable HTTP can put it on
 * that request's stream; absent for messages that belong to no request.
 */
export type MessageSink = (message: JsonRpcMessage, options?: { relatedRequestId?: JsonRpcId }) => void;

/** What a session that never held a request in flight reads: stateless HTTP makes a session per POST, most never need their own. */
const NONE_IN_FLIGHT: ReadonlyMap<JsonRpcId, InFlightRequest> = new Map();
const NONE_DETACHED: ReadonlySet<object> = new Set();

export class Session implements RequestOwner {
  readonly state: SessionState;
  /** Made on first use, like `detached` and `closeHooks`: a handler that answers at once needs none of them. */
  private inFlight: Map<JsonRpcId, InFlightRequest> | undefined;
  /**
   * Requests cancelled (or orphaned: their client went away) whose handler
   * has not settled. They gave their in-flight slot back at once, so a
   * handler that ignores its signal cannot hold the session busy forever;
   * counted here until they settle, and bounded by maxDetached.
   */
  private detached: Set<object> | undefined;
  /**
   * The request whose handler is running right now. It enters `inFlight` only
   * when the handler returns a promise: one that answers at once can meet no
   * cancellation and no other request with its id, so it costs no Map entry.
   */
  private running: InFlightRequest | undefined;
  /** Made on first use: most sessions (every stateless HTTP one) never send the client a request. */
  private outgoing: ClientRequests | undefined;
  private closeHooks: Array<() => void> | undefined;
  private closed = false;
  /** Shutting down: new requests get a busy error; replies, notifications and cancellations still flow. */
  private draining = false;
  private idleWaiters: Array<() => void> | undefined;
  /** False when the limits refuse even a session with nothing in flight (a limit of 0): every request then takes the full check. */
  private readonly roomy: boolean;

  /**
   * `sink` overrides `options.sink`, so sessions that differ only in their sink can share one options object.
   * `tracked: false` leaves the session out of `options.openSessions` until track(): see track().
   */
  constructor(
    private readonly options: SessionOptions,
    private readonly sink: MessageSink | undefined = options.sink,
    tracked = true,
  ) {
    this.state = { initialized: false, logLevel: options.defaultLogLevel ?? 'info' };
    this.roomy = !(0 >= (options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT)) && !(0 >= (options.maxDetached ?? DEFAULT_MAX_DETACHED));
    if (tracked) options.openSessions?.add(this);
  }

  /**
   * Joins the server's open sessions (stopAccepting, whenIdle and list-change
   * notices reach it). For a session made untracked to serve one call
   * (stateless HTTP), which joins only when its call does not end at once: a
   * call that ends within the turn that started it has nothing for a drain
   * to wait for, and list-change notices go out in a later microtask, after
   * it closed. A Set add and delete per call (the delete shrinks the table)
   * cost several % of the server's CPU per request on the wire, mostly in GC
   * (bench/PROFILES.md, "Wave 6, http").
   */
  track(): void {
    if (!this.closed) this.options.openSessions?.add(this);
  }

  private get requests(): ReadonlyMap<JsonRpcId, InFlightRequest> {
    return this.inFlight ?? NONE_IN_FLIGHT;
  }

  private get detachedRequests(): ReadonlySet<object> {
    return this.detached ?? NONE_DETACHED;
  }

  /** Handles one raw JSON text, as a line-based transport receives it; `auth` is the caller the transport vouches for. */
  handleText(text: string, auth?: AuthInfo): Promise<JsonRpcResponse | undefined> {
    return Promise.resolve(this.dispatch(parseText(text, this.options.maxJsonDepth, this.options.maxJsonValues), auth));
  }

  /**
   * handleText for a transport's hot path: a reply that is ready at once (most
   * tools, lists, errors) goes to `reply` at once, with no promise between.
   * `failed` gets an unexpected error (a bug), as a rejection of handleText would.
   */
  receiveText(text: string, reply: Reply, failed: (error: unknown) => void, auth?: AuthInfo): void {
    let outcome: Outcome;
    try {
      outcome = this.dispatch(parseText(text, this.options.maxJsonDepth, this.options.maxJsonValues), auth);
    } catch (error) {
      return failed(error);
    }
    deliver(outcome, reply, failed);
  }

  /** Handles one already parsed message, as an HTTP body parser produces it; `auth` is the caller HTTP authenticated. */
  handle(message: unknown, auth?: AuthInfo): Promise<JsonRpcResponse | undefined> {
    return Promise.resolve(this.dispatch(classify(message, this.options.maxJsonDepth), auth));
  }

  /** handle() for a transport's hot path, as receiveText is to handleText. */
  receive(message: unknown, reply: Reply, failed: (error: unknown) => void, auth?: AuthInfo): void {
    let outcome: Outcome;
    try {
      outcome = this.dispatch(classify(message, this.options.maxJsonDepth), auth);
    } catch (error) {
      return failed(error);
    }
    deliver(outcome, reply, failed);
  }

  /** receive() of a message the transport has already classified (HTTP does, to pick its path), so it is not walked twice. */
  receiveClassified(incoming: Incoming, reply: Reply, failed: (error: unknown) => void, auth?: AuthInfo): void {
    let outcome: Outcome;
    try {
      outcome = this.dispatch(incoming, auth);
    } catch (error) {
      return failed(error);
    }
    deliver(outcome, reply, failed);
  }

  /** Aborts every in-flight handler; their replies are dropped. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.options.openSessions?.delete(this);
    // Stateless HTTP closes a session per request, and an Error captures a stack
    // (tens of µs): build it only when a handler or a client request waits.
    if ((this.inFlight !== undefined && this.inFlight.size > 0) || (this.outgoing !== undefined && this.outgoing.pendingCount > 0)) {
      const reason = new Error('The connection closed.');
      for (const request of this.requests.values()) {
        request.abort(reason);
        request.onDetach?.();
      }
      this.inFlight?.clear();
      this.detached?.clear();
      this.wakeIdleWaiters();
      this.outgoing?.rejectAll(reason);
    }
    const hooks = this.closeHooks;
    if (hooks === undefined) return;
    this.closeHooks = undefined;
    for (const cleanup of hooks) cleanup();
  }

  onClose(cleanup: () => void): void {
    if (this.closed) cleanup();
    else (this.closeHooks ??= []).push(cleanup);
  }

  /** Sends a notification that belongs to no request (list changes, resource updates). */
  notify(method: string, params?: JsonObject): void {
    this.send(notification(method, params));
  }

  /** Sends a request to the client and waits for its reply (sampling, elicitation, roots). */
  requestClient(method: string, params: JsonObject | undefined, options?: ClientRequestOptions & { relatedRequestId?: JsonRpcId; signal?: AbortSignal }): Promise<JsonObject> {
    if (this.closed) return Promise.reject(new Error('The connection closed.'));
    this.outgoing ??= new ClientRequests((message, relatedRequestId) => this.send(message, relatedRequestId === undefined ? undefined : { relatedRequestId }), this.options.clientRequestTimeoutMs);
    return this.outgoing.request(method, params, options);
  }

  get inFlightCount(): number {
    return this.requests.size;
  }

  /** Stops taking new requests (each gets a busy error); those in flight run on. */
  stopAccepting(): void {
    this.draining = true;
  }

  /** Resolves once no request is in flight (at once when none is). */
  whenIdle(): Promise<void> {
    if (this.requests.size === 0) return Promise.resolve();
    return new Promise((resolve) => (this.idleWaiters ??= []).push(resolve));
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Sends a server-initiated message through the sink, if any. */
  send(message: JsonRpcMessage, options?: { relatedRequestId?: JsonRpcId }): void {
    if (!this.closed) this.sink?.(message, options);
  }

  isInFlight(request: InFlightRequest): boolean {
    return this.running === request || this.requests.get(request.id) === request;
  }

  // Not async, and no await on the request path: a handler that answers at
  // once (lists, ping, most tools) costs no promise at all.
  private dispatch(incoming: Incoming, auth?: AuthInfo): Outcome {
    if (this.closed) return undefined;
    switch (incoming.kind) {
      case 'invalid':
        return incoming.response ?? undefined;
      case 'response':
        // A reply to a server-to-client request; one nobody waits for (late, unknown) is dropped.
        this.outgoing?.settle(incoming.id, incoming.result, incoming.error);
        return undefined;
      case 'notification':
        this.receiveNotification(incoming.method, incoming.params);
        return undefined;
      case 'request': {
        // The one wrap point for spans and metrics; undefined (the usual case without an SDK) costs nothing more.
        const observed = this.options.telemetry?.get()?.start(incoming.id, incoming.method, incoming.params, this.state);
        if (observed === undefined) return this.request(incoming.id, incoming.method, incoming.params, auth);
        return Promise.resolve(observed.run(() => this.request(incoming.id, incoming.method, incoming.params, auth))).then((response) => {
          observed.end(response);
          return response;
        });
      }
    }
  }

  private receiveNotification(method: string, params: JsonObject): void {
    if (method === 'notifications/cancelled') {
      const id = params.requestId;
      const request = isValidId(id) ? this.requests.get(id) : undefined;
      if (request) this.detach(request, new Error(typeof params.reason === 'string' ? params.reason : 'Cancelled by the client.'));
    } else if (method === 'notifications/initialized') {
      this.state.initialized = true;
    }
    // Any other notification is ignored, as JSON-RPC allows.
  }

  private request(id: JsonRpcId, method: string, params: JsonObject, auth?: AuthInfo): Outcome {
    const handler = Object.hasOwn(this.options.methods, method) ? this.options.methods[method] : undefined;
    if (!handler) return failure(id, ErrorCode.MethodNotFound, `Method not found: ${shorten(method)}`);
    // One check for the rare refusals: a session with nothing in flight or detached, not draining, takes any request.
    if ((this.inFlight !== undefined && this.inFlight.size > 0) || (this.detached !== undefined && this.detached.size > 0) || this.draining || !this.roomy) {
      const refused = this.refusal(id);
      if (refused !== undefined) return refused;
    }

    const meta = params._meta;
    const request = new InFlightRequest(id, this, meta !== undefined && isJsonObject(meta) ? meta : undefined, auth);
    const outer = this.running;
    this.running = request;
    let result: object | Promise<object>;
    try {
      result = handler(params, request);
    } catch (error) {
      return this.failed(request, method, error);
    } finally {
      this.running = outer;
    }
    if (typeof (result as Partial<Promise<object>> | undefined)?.then === 'function') {
      (this.inFlight ??= new Map()).set(id, request);
      // Settles with the handler, or with no reply as soon as the request is detached (cancelled, orphaned).
      return new Promise((resolve) => {
        request.onDetach = () => resolve(undefined);
        Promise.resolve(result).then((value) => resolve(this.answered(request, value)), (error: unknown) => resolve(this.failed(request, method, error)));
      });
    }
    // Answered at once: the request never entered `inFlight` nor `detached`, so there is nothing to release.
    return request.aborted ? undefined : success(id, result as JsonObject);
  }

  /** The error reply to a request this session cannot take now (its id in use, draining, too many in flight or detached); undefined when it can. */
  private refusal(id: JsonRpcId): JsonRpcResponse | undefined {
    if (this.requests.has(id)) return failure(id, ErrorCode.InvalidRequest, `Invalid Request: id ${JSON.stringify(id)} is already in use`);
    if (this.draining) return failure(id, LimitErrorCode.ServerBusy, 'Server busy: the server is shutting down');
    const maxInFlight = this.options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT;
    if (this.requests.size >= maxInFlight) {
      return failure(id, LimitErrorCode.ServerBusy, `Server busy: ${maxInFlight} requests are already in flight on this session; retry when one has finished`, { maxInFlight });
    }
    const maxDetached = this.options.maxDetached ?? DEFAULT_MAX_DETACHED;
    if (this.detachedRequests.size >= maxDetached) {
      return failure(id, LimitErrorCode.ServerBusy, `Server busy: ${maxDetached} cancelled or timed-out requests still run on this session; retry when one has finished`, { maxDetached });
    }
    return undefined;
  }

  private answered(request: InFlightRequest, result: object): JsonRpcResponse | undefined {
    this.release(request);
    return request.aborted ? undefined : success(request.id, result as JsonObject);
  }

  private failed(request: InFlightRequest, method: string, error: unknown): JsonRpcResponse | undefined {
    this.release(request);
    const { id } = request;
    if (request.aborted) return undefined;
    if (McpError.is(error)) return failure(id, error.code, error.message, error.data);
    this.options.logger.error(`Request ${method} (id ${JSON.stringify(id)}) failed`, error, { method, requestId: id, sessionId: this.state.sessionId });
    return failure(id, ErrorCode.InternalError, 'Internal error');
  }

  private release(request: InFlightRequest): void {
    if (this.requests.get(request.id) === request) this.inFlight!.delete(request.id);
    else this.detached?.delete(request);
    if (this.idleWaiters && this.requests.size === 0) this.wakeIdleWaiters();
  }

  /** Aborts a request and frees its slot now; its handler, if it runs on, is counted as detached until it settles. */
  private detach(request: InFlightRequest, reason: Error): void {
    request.abort(reason);
    if (this.requests.get(request.id) !== request) return;
    this.inFlight!.delete(request.id);
    (this.detached ??= new Set()).add(request);
    request.onDetach?.();
    if (this.idleWaiters && this.requests.size === 0) this.wakeIdleWaiters();
  }

  runsOn(work: Promise<unknown>): void {
    if (this.closed) return;
    const marker = {};
    const detached = (this.detached ??= new Set());
    detached.add(marker);
    const settled = () => void detached.delete(marker);
    work.then(settled, settled);
  }

  /** Cancelled, orphaned or timed-out handlers still running on this session. */
  get detachedCount(): number {
    return this.detachedRequests.size;
  }

  private wakeIdleWaiters(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = undefined;
    for (const wake of waiters ?? []) wake();
  }
}

/** A reply at once, a reply later, or none (notifications, cancelled requests). */
type Outcome = JsonRpcResponse | undefined | Promise<JsonRpcResponse | undefined>;
type Reply = (response: JsonRpcResponse | undefined) => void;

/** A ready reply goes to `reply` now, a later one when it settles. */
function deliver(outcome: Outcome, reply: Reply, failed: (error: unknown) => void): void {
  if (outcome instanceof Promise) outcome.then(reply, failed);
  else reply(outcome);
}
