/**
 * The Streamable HTTP transport (MCP 2025-11-25), written once against a
 * small abstract request and reply and adapted to node:http and to fetch.
 * One handler serves any number of sessions on one server: the registry,
 * method table and container are built once, a session is a few objects.
 */
import type { Logger } from '../../logger.js';
import { stderrLogger } from '../../observability/stderr-logger.js';
import { nodeCrypto } from '../../lazy-builtins.js';
import { EventBudget, InMemoryEventStore, type EventStore } from './streams/event-store.js';
import { emptyReply, errorReply, SESSION_NOT_FOUND, TRANSPORT_ERROR, type HttpReply, type ReplyTo } from './streams/http-reply.js';
import type { HttpRequestView } from './http-request.js';
import { unsupportedVersion, type HttpCore } from './exchange/http-core.js';
import type { HttpHost } from './http-host.js';
import type { HttpSession } from './http-session.js';
import { exchange, loadedExchange, loadExchange } from './lazy-exchange.js';
import { DEFAULT_EVENT_STORE_LIMITS, DEFAULT_HOUSEKEEPING_MS, DEFAULT_IDLE_TIMEOUT_MS, DEFAULT_MAX_BODY_BYTES, DEFAULT_EVICT_IDLE_AFTER_MS, DEFAULT_MAX_SESSIONS, DEFAULT_MAX_SESSIONS_PER_CLIENT, type EventStoreLimits, type StreamableHttpOptions } from './options.js';
import type { ResponseMode } from './streams/post-exchange.js';
import { hostOrOriginProblem, type HostPolicy } from './request-checks.js';
import type { AuthInfo } from '@mcp-codegen/manifest';
import { HttpAuth } from './auth/http-auth.js';
import { applySnapshot, snapshotOf, type SessionStore } from './session-store.js';
import { hasHeaderContext, withHeaderContext } from '../../observability/header-context.js';

export class StreamableHttpHandler implements HttpCore {
  readonly logger: Logger;
  readonly stateful: boolean;
  readonly responseMode: ResponseMode;
  readonly getStream: boolean;
  readonly maxBodyBytes: number;
  readonly retryMs: number | undefined;
  readonly sessionStore: SessionStore | undefined;
  readonly auth: HttpAuth | undefined;
  /** Loads from the session store in progress, so concurrent requests restore a session once. */
  private readonly restoring = new Map<string, Promise<HttpSession | HttpReply>>();
  private storeFailing = false;
  private readonly idleTimeoutMs: number;
  private readonly housekeepingMs: number;
  private readonly clock: () => number;
  private readonly sessions = new Map<string, HttpSession>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private closed = false;
  /** Shutting down gracefully: new HTTP requests get 503 while those in flight finish. */
  private draining = false;
  private readonly maxSessions: number;
  private readonly maxSessionsPerClient: number;
  private readonly evictIdleAfterMs: number;
  /** Events are stored for resumption (each session's own store, or a shared one). */
  private readonly storesEvents: boolean;
  /** A store the application gave, shared by every session; else each session gets its own in-memory one. */
  private readonly sharedStore: EventStore | undefined;
  private readonly eventLimits: Required<EventStoreLimits>;
  /** What the per-session stores hold together. */
  private readonly eventBudget: EventBudget;
  /** The last Host value that passed the check without an Origin: a client sends the same one on every request, so it is checked once. */
  private allowedHost: string | undefined;

  constructor(
    readonly server: HttpHost,
    options: StreamableHttpOptions = {},
    private readonly hostPolicy: HostPolicy = { loopback: false, allowedHosts: options.allowedHosts, allowedOrigins: options.allowedOrigins },
    logger?: Logger,
  ) {
    this.logger = logger ?? stderrLogger();
    this.stateful = options.sessions ?? true;
    this.responseMode = options.responseMode ?? 'auto';
    this.getStream = this.stateful && (options.getStream ?? true);
    this.maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    // Resumption needs a session to come back to, so stateless mode stores nothing.
    this.sharedStore = options.eventStore === false || !this.stateful ? undefined : options.eventStore;
    this.storesEvents = this.stateful && options.eventStore !== false;
    const limits = { ...DEFAULT_EVENT_STORE_LIMITS, ...options.eventStoreLimits };
    this.eventLimits = limits;
    this.eventBudget = new EventBudget(limits.maxEvents, limits.maxBytes);
    this.retryMs = options.retryMs;
    this.sessionStore = this.stateful ? options.sessionStore : undefined;
    this.idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    this.housekeepingMs = options.housekeepingMs ?? DEFAULT_HOUSEKEEPING_MS;
    this.clock = options.now ?? Date.now;
    this.maxSessions = options.maxSessions ?? DEFAULT_MAX_SESSIONS;
    this.maxSessionsPerClient = options.maxSessionsPerClient ?? DEFAULT_MAX_SESSIONS_PER_CLIENT;
    this.evictIdleAfterMs = options.evictIdleAfterMs ?? DEFAULT_EVICT_IDLE_AFTER_MS;
    this.auth = options.auth ? new HttpAuth(options.auth, this.logger, () => this.now()) : undefined;
  }

  now(): number {
    return this.clock();
  }

  sessionsFull(client?: string): HttpReply | undefined {
    const now = this.now();
    if (client !== undefined) {
      const own = [...this.sessions.values()].filter((session) => session.client === client);
      if (own.length >= this.maxSessionsPerClient && !this.evictIdlest(own, now, 0)) {
        return this.unavailable(`Service Unavailable: this client holds its maximum of ${this.maxSessionsPerClient} sessions, all in use; end one (DELETE) or retry later`);
      }
    }
    if (this.sessions.size < this.maxSessions || this.evictIdlest(this.sessions.values(), now, this.evictIdleAfterMs)) return undefined;
    return this.unavailable(`Service Unavailable: the server holds its maximum of ${this.maxSessions} sessions; retry later`);
  }

  /** Ends the session idle longest (no request running, no stream open, idle at least `minIdleMs`); false when there is none. */
  private evictIdlest(candidates: Iterable<HttpSession>, now: number, minIdleMs: number): boolean {
    let idlest: HttpSession | undefined;
    for (const session of candidates) {
      if (session.busy || now - session.lastActivity < minIdleMs) continue;
      if (!idlest || session.lastActivity < idlest.lastActivity) idlest = session;
    }
    if (!idlest) return false;
    this.endSession(idlest.id!, idlest);
    return true;
  }

  private unavailable(message: string): HttpReply {
    // Retry-After: idle sessions are reaped on the housekeeping tick, so one may free up by then.
    return errorReply(503, TRANSPORT_ERROR, message, { 'retry-after': String(Math.max(1, Math.ceil(this.housekeepingMs / 1000))) });
  }

  /** Graceful shutdown: every new request gets 503; requests in flight and their streams carry on. */
  stopAccepting(): void {
    this.draining = true;
  }

  get sessionCount(): number {
    return this.sessions.size;
  }

  handle(request: HttpRequestView): Promise<HttpReply> {
    return new Promise((done, failed) => this.respond(request, { done, failed }));
  }

  /**
   * handle() for an adapter's hot path: the reply goes to `to.done` as soon
   * as it is known, with no promise in between when nothing has to wait (a
   * stateless POST whose handler answers at once); `to.failed` gets an
   * unexpected error.
   */
  respond(request: HttpRequestView, to: ReplyTo): void {
    try {
      if (this.closed || this.draining) return to.done(errorReply(503, TRANSPORT_ERROR, 'Service Unavailable: the server is shutting down', { connection: 'close' }));
      // The first requests wait for the features' list texts: the checks before dispatch read descriptors (Mcp-Param headers, scopes).
      const lists = this.server.listsLoaded?.();
      if (lists) return this.respondAfter(lists, request, to);
      // The first request also waits for the request path's code (lazy-exchange.ts), unless listenHttp preloaded it.
      if (!loadedExchange) return this.respondAfter(loadExchange(), request, to);
      const problem = this.hostOrOriginProblem(request.header('host'), request.header('origin'));
      if (problem) return to.done(errorReply(403, TRANSPORT_ERROR, problem));
      // Before anything else: no body is read and no session made for a caller without a valid token.
      if (this.auth) return this.authenticateThenRoute(this.auth, request, to);
      this.route(request, undefined, to);
    } catch (error) {
      to.failed(error);
    }
  }

  /** respond() again once `ready` settles: what a request waits for before it can be served (apart, so respond() makes no closure). */
  private respondAfter(ready: Promise<unknown>, request: HttpRequestView, to: ReplyTo): void {
    ready.then(
      () => this.respond(request, to),
      (error: unknown) => to.failed(error),
    );
  }

  private authenticateThenRoute(auth: HttpAuth, request: HttpRequestView, to: ReplyTo): void {
    auth
      .authenticate(request)
      .then((outcome) => (outcome.reply ? to.done(outcome.reply) : this.route(request, outcome.auth, to)))
      .catch((error: unknown) => to.failed(error));
  }

  /** hostOrOriginProblem of this handler's policy, which is fixed: the answer for one Host value without an Origin does not change. */
  private hostOrOriginProblem(host: string | undefined, origin: string | undefined): string | undefined {
    if (origin === undefined && host !== undefined && host === this.allowedHost) return undefined;
    const problem = hostOrOriginProblem(host, origin, this.hostPolicy);
    if (problem === undefined && origin === undefined) this.allowedHost = host;
    return problem;
  }

  /** Closures are made only off the stateless POST's path (in the methods called), so a POST makes none here. */
  private route(request: HttpRequestView, auth: AuthInfo | undefined, to: ReplyTo): void {
    switch (request.method) {
      case 'POST':
        // A `traceparent` header becomes the ambient trace context; `_meta`'s, when present, still wins (observability/).
        // respond() loaded the exchange before routing: the live binding is read, not exchange()'s check.
        if (!hasHeaderContext(request)) return loadedExchange!.handlePost(this, request, auth, to);
        return this.postInHeaderContext(request, auth, to);
      case 'GET':
        return this.replyLater(exchange().handleGet(this, request, auth), to);
      case 'DELETE':
        return this.replyLater(this.handleDelete(request, auth), to);
      default:
        return to.done(this.methodNotAllowed());
    }
  }

  private postInHeaderContext(request: HttpRequestView, auth: AuthInfo | undefined, to: ReplyTo): void {
    withHeaderContext(request, () => loadedExchange!.handlePost(this, request, auth, to));
  }

  private replyLater(reply: Promise<HttpReply>, to: ReplyTo): void {
    reply.then((value) => to.done(value)).catch((error: unknown) => to.failed(error));
  }

  createSession(stateful: boolean): HttpSession {
    const session = this.newSession(stateful ? nodeCrypto().randomUUID() : undefined, this.sessionStore !== undefined);
    if (session.id !== undefined) {
      this.sessions.set(session.id, session);
      this.startHousekeeping();
    }
    return session;
  }

  findSession(request: HttpRequestView): HttpSession | HttpReply | Promise<HttpSession | HttpReply> {
    const id = request.header('mcp-session-id');
    if (!id) return errorReply(400, TRANSPORT_ERROR, 'Bad Request: Mcp-Session-Id header is required');
    const session = this.sessions.get(id);
    if (!session) return this.sessionStore ? this.restore(id) : errorReply(404, SESSION_NOT_FOUND, 'Session not found');
    session.lastActivity = this.now();
    return session;
  }

  forgetSession(session: HttpSession): void {
    if (session.id !== undefined && this.sessions.get(session.id) === session) this.sessions.delete(session.id);
    session.session.close();
  }

  persist(session: HttpSession): void {
    const store = this.sessionStore;
    if (!store || session.id === undefined || session.isClosed || session.session.state.protocolVersion === undefined) return;
    const json = JSON.stringify(snapshotOf(session.session.state));
    const now = this.now();
    // Unchanged state is saved again only now and then, to restart the store's TTL.
    if (session.persisted?.json === json && now - session.persisted.at < this.idleTimeoutMs / 4) return;
    session.persisted = { json, at: now };
    store.save(session.id, JSON.parse(json)).then(
      () => this.storeRecovered(),
      (error: unknown) => {
        session.persisted = undefined;
        this.storeFailed('save a session', error);
      },
    );
  }

  checkProtocolVersion(request: HttpRequestView): HttpReply | undefined {
    return unsupportedVersion(request.header('mcp-protocol-version'));
  }

  /** Writes keep-alives to open streams and ends sessions idle longer than the timeout. */
  sweep(): void {
    const now = this.now();
    for (const [id, session] of this.sessions) {
      if (session.busy) {
        session.lastActivity = now;
        session.keepAlive();
        this.persist(session);
      } else if (now - session.lastActivity >= this.idleTimeoutMs) {
        this.endSession(id, session);
      }
    }
  }

  /** Ends every session (handlers in flight are aborted) and stops the timer. */
  close(): void {
    this.closed = true;
    for (const [id, session] of this.sessions) this.endSession(id, session);
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private async handleDelete(request: HttpRequestView, auth?: AuthInfo): Promise<HttpReply> {
    if (!this.stateful) return this.methodNotAllowed();
    const session = await this.findSession(request);
    if (!(session instanceof exchange().HttpSession)) return session;
    const foreign = this.auth?.foreignSession(session.session.state, auth);
    if (foreign) return foreign;
    const versionProblem = this.checkProtocolVersion(request);
    if (versionProblem) return versionProblem;
    this.endSession(session.id!, session);
    // Answered once the shared record is gone: another instance asked next must already answer 404.
    await this.sessionStore?.delete(session.id!).catch((error: unknown) => this.storeFailed('delete a session', error));
    return emptyReply(200);
  }

  /** A session this instance does not hold: continue it from the session store's snapshot, or 404. */
  private restore(id: string): Promise<HttpSession | HttpReply> {
    let pending = this.restoring.get(id);
    if (!pending) {
      pending = this.load(id).finally(() => this.restoring.delete(id));
      this.restoring.set(id, pending);
    }
    return pending;
  }

  private async load(id: string): Promise<HttpSession | HttpReply> {
    let snapshot;
    try {
      snapshot = await this.sessionStore!.load(id);
      this.storeRecovered();
    } catch (error) {
      this.storeFailed('load a session', error);
    }
    if (!snapshot || this.closed) return errorReply(404, SESSION_NOT_FOUND, 'Session not found');
    const session = this.newSession(id, true);
    applySnapshot(session.session.state, snapshot);
    session.client = snapshot.owner;
    // Subscriptions are re-made through the method table, so this server's subscriber list holds them.
    for (const uri of snapshot.subscriptions ?? []) await session.session.handle({ jsonrpc: '2.0', id: 0, method: 'resources/subscribe', params: { uri } });
    session.persisted = { json: JSON.stringify(snapshotOf(session.session.state)), at: this.now() };
    this.sessions.set(id, session);
    this.startHousekeeping();
    return session;
  }

  private newSession(id: string | undefined, shareStreams: boolean): HttpSession {
    const { HttpSession } = exchange(); // Sessions are made only by requests, after respond() loaded the exchange.
    if (id === undefined || !this.storesEvents || this.sharedStore) return new HttpSession(id, this.server, id === undefined ? undefined : this.sharedStore, this.logger, this.now(), shareStreams);
    const { maxEventsPerSession, maxBytesPerSession } = this.eventLimits;
    const own = new InMemoryEventStore({ maxEvents: maxEventsPerSession, maxBytes: maxBytesPerSession, budget: this.eventBudget });
    return new HttpSession(id, this.server, own, this.logger, this.now(), shareStreams, true);
  }

  /** What the default per-session event stores hold together (for tests and metrics). */
  get storedEvents(): { events: number; bytes: number } {
    return { events: this.eventBudget.events, bytes: this.eventBudget.bytes };
  }

  /** One log line per outage of the session store, not one per request. */
  private storeFailed(action: string, error: unknown): void {
    if (this.storeFailing) return;
    this.storeFailing = true;
    this.logger.error(`The session store failed to ${action}; sessions continue on this instance only until it is back`, error);
  }

  private storeRecovered(): void {
    if (!this.storeFailing) return;
    this.storeFailing = false;
    this.logger.warn('The session store is reachable again');
  }

  private endSession(id: string, session: HttpSession): void {
    this.sessions.delete(id);
    session.close();
    if (this.sessions.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  private methodNotAllowed(): HttpReply {
    const allow = this.stateful ? (this.getStream ? 'GET, POST, DELETE' : 'POST, DELETE') : 'POST';
    return errorReply(405, TRANSPORT_ERROR, 'Method Not Allowed', { allow });
  }

  /** One timer per handler, only while sessions exist; never in the request path. */
  private startHousekeeping(): void {
    if (this.timer || this.housekeepingMs <= 0) return;
    this.timer = setInterval(() => this.sweep(), this.housekeepingMs);
    this.timer.unref?.();
  }
}
