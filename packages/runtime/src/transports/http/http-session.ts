/**
 * One MCP session over Streamable HTTP: the protocol Session, the POSTs in
 * flight, and the SSE streams a client may resume. Server messages go to the
 * stream of the request they belong to, else to the standalone GET stream,
 * else nowhere (an event store still keeps them for a client that resumes).
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from '../../logger.js';
import type { JsonRpcId, JsonRpcMessage } from '../../protocol/json-rpc.js';
import type { Session } from '../../protocol/session.js';
import type { McpServer } from '../../server.js';
import type { EventStore, StreamId } from './event-store.js';
import { toJson } from './http-reply.js';
import { OutgoingStream } from './outgoing-stream.js';
import type { PostExchange } from './post-exchange.js';

/** Finished POST streams kept for late resumption, per session. */
const MAX_FINISHED_STREAMS = 64;

export class HttpSession {
  readonly session: Session;
  readonly exchanges = new Map<JsonRpcId, PostExchange>();
  /** Streams this session owns: a Last-Event-ID may only resume one of these. */
  readonly streams = new Map<StreamId, OutgoingStream>();
  standalone: OutgoingStream | undefined;
  lastActivity: number;
  private closed = false;

  constructor(
    /** undefined in stateless mode. */
    readonly id: string | undefined,
    server: McpServer,
    private readonly store: EventStore | undefined,
    private readonly logger: Logger,
    now: number,
  ) {
    this.lastActivity = now;
    this.session = server.createSession((message, options) => this.route(message, options?.relatedRequestId));
    if (id !== undefined) this.session.state.sessionId = id;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** In use: a request is running or a client holds a stream open. */
  get busy(): boolean {
    if (this.exchanges.size > 0) return true;
    for (const stream of this.streams.values()) if (stream.connected) return true;
    return false;
  }

  openStream(): OutgoingStream {
    const stream = new OutgoingStream(randomUUID(), this.store);
    this.streams.set(stream.id, stream);
    this.forgetFinishedStreams();
    return stream;
  }

  openStandalone(): OutgoingStream {
    this.standalone ??= this.openStream();
    return this.standalone;
  }

  keepAlive(): void {
    for (const stream of this.streams.values()) stream.keepAlive();
  }

  /** Ends the session: handlers in flight are aborted and every stream ends. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.session.close();
    for (const exchange of this.exchanges.values()) exchange.respond(undefined, undefined);
    this.exchanges.clear();
    for (const stream of this.streams.values()) stream.close();
    this.streams.clear();
    this.standalone = undefined;
  }

  private route(message: JsonRpcMessage, relatedRequestId: JsonRpcId | undefined): void {
    const json = toJson(message, this.logger);
    if (json === undefined) return;
    const exchange = relatedRequestId === undefined ? undefined : this.exchanges.get(relatedRequestId);
    if (exchange?.carry(json, message)) return;
    this.standalone?.send(json, message);
  }

  private forgetFinishedStreams(): void {
    if (this.streams.size <= MAX_FINISHED_STREAMS) return;
    let finished = 0;
    for (const stream of this.streams.values()) if (stream.done) finished++;
    for (const [id, stream] of this.streams) {
      if (finished <= MAX_FINISHED_STREAMS) break;
      if (stream.done) {
        this.streams.delete(id);
        finished--;
      }
    }
  }
}
