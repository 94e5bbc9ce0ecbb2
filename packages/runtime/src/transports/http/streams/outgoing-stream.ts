/**
 * One logical SSE stream of a session: a POST's reply stream or the
 * standalone GET stream. It outlives the HTTP connection carrying it: with an
 * event store, every event is stored first, so when the connection drops the
 * client can come back with Last-Event-ID and a new connection takes over.
 */
import type { JsonRpcMessage } from '../../../protocol/wire/json-rpc.js';
import type { EventStore, StreamId } from './event-store.js';
import { KEEP_ALIVE_COMMENT, messageEvent, PRIMING_PLACEHOLDER, primingEvent, type EventStream } from './event-stream.js';

export class OutgoingStream {
  private writer: EventStream | undefined;
  /** Events the current writer already got by replay, so they are not sent twice. */
  private replayed: ReadonlySet<string> = new Set();
  /** Keeps stored events in order when the store is asynchronous. */
  private tail: Promise<void> = Promise.resolve();
  /** The client has seen an event id, so it can resume this stream. */
  resumable = false;
  /** The last event (the response) was sent: nothing more will come. */
  done = false;

  constructor(
    readonly id: StreamId,
    private readonly store: EventStore | undefined,
  ) {}

  get connected(): boolean {
    return this.writer !== undefined && !this.writer.isEnded;
  }

  /** Hands the stream to a (new) connection; a previous one is ended. */
  attach(writer: EventStream, replayed: ReadonlySet<string> = new Set()): void {
    if (this.writer !== writer) this.writer?.end();
    this.writer = writer;
    this.replayed = replayed;
    if (this.done) this.enqueue(() => writer.end());
  }

  detach(writer: EventStream): void {
    if (this.writer === writer) this.writer = undefined;
  }

  /** Sends the priming event (an id, empty data) when events are stored. */
  prime(retryMs: number | undefined): void {
    const store = this.store;
    if (!store) return;
    this.enqueue(async () => {
      const eventId = await store.storeEvent(this.id, PRIMING_PLACEHOLDER);
      this.resumable = true;
      this.writer?.write(primingEvent(eventId, retryMs));
    });
  }

  send(json: string, message: JsonRpcMessage): void {
    const store = this.store;
    if (!store) {
      this.writer?.write(messageEvent(json));
      return;
    }
    this.enqueue(async () => {
      const eventId = await store.storeEvent(this.id, message, json);
      this.resumable = true;
      if (!this.replayed.has(eventId)) this.writer?.write(messageEvent(json, eventId));
    });
  }

  /** Marks the stream complete and ends the connection once everything queued is written. */
  finish(): void {
    this.done = true;
    this.enqueue(() => {
      this.writer?.end();
      this.writer = undefined;
    });
  }

  keepAlive(): void {
    if (this.connected) this.writer!.write(KEEP_ALIVE_COMMENT);
  }

  /** Ends the connection at once (session closed); nothing more is sent. */
  close(): void {
    this.done = true;
    this.writer?.end();
    this.writer = undefined;
  }

  private enqueue(step: () => void | Promise<void>): void {
    this.tail = this.tail.then(step).catch(() => {
      // A store that fails loses the event for replay; the live connection is ended so the client notices.
      this.writer?.end();
      this.writer = undefined;
    });
  }
}
