/**
 * The Streamable HTTP transport (MCP 2025-11-25), written once against a
 * small abstract request and reply and adapted to node:http and to fetch.
 * One handler serves any number of sessions on one server: the registry,
 * method table and container are built once, a session is a few objects.
 */
import { randomUUID } from 'node:crypto';
import type { McpServer } from '../../server.js';
import type { Logger } from '../../logger.js';
import { stderrLogger } from '../../logger.js';
import { SUPPORTED_PROTOCOL_VERSIONS } from '../../protocol/versions.js';
import { InMemoryEventStore, type EventStore } from './event-store.js';
import { emptyReply, errorReply, SESSION_NOT_FOUND, TRANSPORT_ERROR, type HttpReply } from './http-reply.js';
import type { HttpRequestView } from './http-request.js';
import { HttpSession } from './http-session.js';
import { handleGet } from './handle-get.js';
import { handlePost } from './handle-post.js';
import { DEFAULT_HOUSEKEEPING_MS, DEFAULT_IDLE_TIMEOUT_MS, DEFAULT_MAX_BODY_BYTES, type StreamableHttpOptions } from './options.js';
import type { ResponseMode } from './post-exchange.js';
import { hostOrOriginProblem, type HostPolicy } from './request-checks.js';

/** What the POST and GET handlers read from the transport. */
export interface HttpCore {
  readonly server: McpServer;
  readonly logger: Logger;
  readonly stateful: boolean;
  readonly responseMode: ResponseMode;
  readonly getStream: boolean;
  readonly maxBodyBytes: number;
  readonly store: EventStore | undefined;
  readonly retryMs: number | undefined;
  now(): number;
  createSession(stateful: boolean): HttpSession;
  /** The request's session, or the 400/404 reply when it has none or an unknown one. */
  findSession(request: HttpRequestView): HttpSession | HttpReply;
  /** Drops a session from the table without cutting its streams (a failed initialize). */
  forgetSession(session: HttpSession): void;
  /** 400 when MCP-Protocol-Version names a revision this server does not speak. */
  checkProtocolVersion(request: HttpRequestView): HttpReply | undefined;
}

/** Absent MCP-Protocol-Version means 2025-03-26, per the specification. */
export const ASSUMED_PROTOCOL_VERSION = '2025-03-26';

export class StreamableHttpHandler implements HttpCore {
  readonly logger: Logger;
  readonly stateful: boolean;
  readonly responseMode: ResponseMode;
  readonly getStream: boolean;
  readonly maxBodyBytes: number;
  readonly store: EventStore | undefined;
  readonly retryMs: number | undefined;
  private readonly idleTimeoutMs: number;
  private readonly housekeepingMs: number;
  private readonly clock: () => number;
  private readonly sessions = new Map<string, HttpSession>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private closed = false;

  constructor(
    readonly server: McpServer,
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
    this.store = options.eventStore === false || !this.stateful ? undefined : (options.eventStore ?? new InMemoryEventStore());
    this.retryMs = options.retryMs;
    this.idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    this.housekeepingMs = options.housekeepingMs ?? DEFAULT_HOUSEKEEPING_MS;
    this.clock = options.now ?? Date.now;
  }

  now(): number {
    return this.clock();
  }

  get sessionCount(): number {
    return this.sessions.size;
  }

  async handle(request: HttpRequestView): Promise<HttpReply> {
    if (this.closed) return errorReply(503, TRANSPORT_ERROR, 'Service Unavailable: the server is shutting down', { connection: 'close' });
    const problem = hostOrOriginProblem(request.header('host'), request.header('origin'), this.hostPolicy);
    if (problem) return errorReply(403, TRANSPORT_ERROR, problem);
    switch (request.method) {
      case 'POST':
        return handlePost(this, request);
      case 'GET':
        return handleGet(this, request);
      case 'DELETE':
        return this.handleDelete(request);
      default:
        return this.methodNotAllowed();
    }
  }

  createSession(stateful: boolean): HttpSession {
    const session = new HttpSession(stateful ? randomUUID() : undefined, this.server, this.store, this.logger, this.now());
    if (session.id !== undefined) {
      this.sessions.set(session.id, session);
      this.startHousekeeping();
    }
    return session;
  }

  findSession(request: HttpRequestView): HttpSession | HttpReply {
    const id = request.header('mcp-session-id');
    if (!id) return errorReply(400, TRANSPORT_ERROR, 'Bad Request: Mcp-Session-Id header is required');
    const session = this.sessions.get(id);
    if (!session) return errorReply(404, SESSION_NOT_FOUND, 'Session not found');
    session.lastActivity = this.now();
    return session;
  }

  forgetSession(session: HttpSession): void {
    if (session.id !== undefined && this.sessions.get(session.id) === session) this.sessions.delete(session.id);
    session.session.close();
  }

  checkProtocolVersion(request: HttpRequestView): HttpReply | undefined {
    const version = request.header('mcp-protocol-version');
    if (version === undefined || (SUPPORTED_PROTOCOL_VERSIONS as readonly string[]).includes(version)) return undefined;
    return errorReply(400, TRANSPORT_ERROR, `Bad Request: unsupported protocol version ${JSON.stringify(version)} (supported: ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')})`);
  }

  /** Writes keep-alives to open streams and ends sessions idle longer than the timeout. */
  sweep(): void {
    const now = this.now();
    for (const [id, session] of this.sessions) {
      if (session.busy) {
        session.lastActivity = now;
        session.keepAlive();
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

  private handleDelete(request: HttpRequestView): HttpReply {
    if (!this.stateful) return this.methodNotAllowed();
    const session = this.findSession(request);
    if (!(session instanceof HttpSession)) return session;
    const versionProblem = this.checkProtocolVersion(request);
    if (versionProblem) return versionProblem;
    this.endSession(session.id!, session);
    return emptyReply(200);
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
