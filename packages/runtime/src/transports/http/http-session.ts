/**
 * One MCP session over Streamable HTTP: the protocol Session, the POSTs in
 * flight, and the SSE streams a client may resume. Server messages go to the
 * stream of the request they belong to, else to the standalone GET stream,
 * else nowhere (an event store still keeps them for a client that resumes).
 */
import type { Logger } from '../../logger.js';
import { nodeCrypto } from '../../lazy-builtins.js';
import type { JsonRpcId, JsonRpcMessage } from '../../protocol/wire/json-rpc.js';
import type { Session } from '../../protocol/session/session.js';
import type { HttpHost } from './http-host.js';
import type { EventStore, InMemoryEventStore, StreamId } from './streams/event-store.js';
import { toJson } from './streams/http-reply.js';
import { OutgoingStream } from './streams/outgoing-stream.js';
import type { PostExchange } from './streams/post-exchange.js';

/** Finished POST streams kept for late resumption, per session. */
const MAX_FINISHED_STREAMS = 64;

export class HttpSession {
  readonly session: Session;
  readonly exchanges = new Map<JsonRpcId, PostExchange>();
  /** Streams this session owns: a Last-Event-ID may only resume one of these. */
  readonly streams = new Map<StreamId, OutgoingStream>();
  standalone: OutgoingStream | undefined;
  lastActivity: number;
  /** Who holds it, for the per-client session cap: the authenticated owner, else the network address. */
  client: string | undefined;
  /** The last snapshot saved to a session store (JSON) and when, so unchanged state is not saved on every request. */
  persisted: { json: string; at: number } | undefined;
  private closed = false;

  constructor(
    /** undefined in stateless mode. */
    readonly id: string | undefined,
    server: HttpHost,
    /** Where this session's stream events are kept: its own store (the default, cleared when it ends) or one shared store. */
    readonly store: EventStore | undefined,
    private readonly logger: Logger,
    now: number,
    /** With a session store: stream ids start with the session id, so another instance can resume them. */
    private readonly shareStreams = false,
    /** `store` belongs to this session alone (the default in-memory store). */
    private readonly ownsStore = false,
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

  openStream(id: StreamId = this.shareStreams ? `${this.id}_${nodeCrypto().randomUUID()}` : nodeCrypto().randomUUID()): OutgoingStream {
    const stream = new OutgoingStream(id, this.store);
    this.streams.set(stream.id, stream);
    this.forgetFinishedStreams();
    return stream;
  }

  openStandalone(): OutgoingStream {
    // Shared: one fixed id per session, so its events continue on whichever instance holds the session.
    this.standalone ??= this.shareStreams ? this.openStream(`${this.id}_get`) : this.openStream();
    return this.standalone;
  }

  /**
   * A stream of this session that another instance opened (the client resumes
   * it here with Last-Event-ID): the GET stream continues; a POST stream's
   * request died with that instance, so it only replays and ends.
   */
  adoptStream(streamId: StreamId): OutgoingStream | undefined {
    if (!this.shareStreams || !streamId.startsWith(`${this.id}_`)) return undefined;
    if (streamId === `${this.id}_get`) return this.openStandalone();
    const stream = this.openStream(streamId);
    stream.finish();
    return stream;
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
    // A session's own store goes with it; a shared one (Redis, a database) keeps its events for other instances.
    if (this.ownsStore) (this.store as InMemoryEventStore).clear();
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
