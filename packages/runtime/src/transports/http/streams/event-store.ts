/**
 * Where SSE events are kept so a client that lost its connection can resume
 * with `Last-Event-ID`. The shape matches the official SDK's `EventStore`, so
 * a store written for it (Redis, a database) plugs in unchanged.
 */
import type { JsonRpcMessage } from '../../../protocol/wire/json-rpc.js';

export type EventId = string;
export type StreamId = string;

export interface EventStore {
  /**
   * Keeps one message of a stream and returns its new, unique event id.
   * `json` is the message's JSON text when the caller has it (a store may use it for its size).
   */
  storeEvent(streamId: StreamId, message: JsonRpcMessage, json?: string): Promise<EventId>;
  /**
   * Sends, in order, every event of the stream `lastEventId` belongs to that
   * came after it, and returns that stream's id ('' when the id is unknown).
   */
  replayEventsAfter(lastEventId: EventId, handlers: { send: (eventId: EventId, message: JsonRpcMessage) => Promise<void> }): Promise<StreamId>;
}

/** Events kept by one store (the default store is one per session). */
export const DEFAULT_MAX_STORED_EVENTS = 10_000;
/** Size of the events one store keeps, in characters of their JSON. */
export const DEFAULT_MAX_STORED_BYTES = 8 * 1024 * 1024;

/** What several stores share: the default per-session stores together stay under one total. */
export class EventBudget {
  events = 0;
  bytes = 0;

  constructor(
    readonly maxEvents: number,
    readonly maxBytes: number,
  ) {}

  fits(size: number): boolean {
    return this.events < this.maxEvents && this.bytes + size <= this.maxBytes;
  }
}

export interface InMemoryEventStoreOptions {
  /** Events kept; the oldest go first. Default 10 000. */
  maxEvents?: number;
  /** Total size of the events kept (their JSON's length); the oldest go first. Default 8 MiB. */
  maxBytes?: number;
  /** A total shared with other stores; when it is full this store gives up its own oldest events. */
  budget?: EventBudget;
}

interface StoredEvent {
  id: EventId;
  message: JsonRpcMessage;
}

interface Entry {
  streamId: StreamId;
  /** The list the event went into: a stream dropped and begun again has a new one. */
  events: StoredEvent[];
  size: number;
}

/**
 * Keeps the newest events of its streams in memory, bounded in count and in
 * size; the oldest go first. An event that cannot fit even alone is not kept,
 * and the earlier events of its stream are dropped with it, so a replay never
 * skips an event silently: resuming from before it is refused.
 */
export class InMemoryEventStore implements EventStore {
  private readonly streams = new Map<StreamId, StoredEvent[]>();
  /** Every stored event's stream and size, oldest first, for eviction. */
  private order: Entry[] = [];
  private head = 0;
  private bytes = 0;
  private sequence = 0;
  private readonly maxEvents: number;
  private readonly maxBytes: number;
  private readonly budget: EventBudget | undefined;

  constructor(options: number | InMemoryEventStoreOptions = {}) {
    const resolved = typeof options === 'number' ? { maxEvents: options } : options;
    this.maxEvents = resolved.maxEvents ?? DEFAULT_MAX_STORED_EVENTS;
    this.maxBytes = resolved.maxBytes ?? DEFAULT_MAX_STORED_BYTES;
    this.budget = resolved.budget;
  }

  /** Events and characters held now. */
  get size(): { events: number; bytes: number } {
    return { events: this.order.length - this.head, bytes: this.bytes };
  }

  async storeEvent(streamId: StreamId, message: JsonRpcMessage, json?: string): Promise<EventId> {
    const id = `${streamId}.${++this.sequence}`;
    const size = (json ?? JSON.stringify(message) ?? '').length;
    while (this.order.length > this.head && (this.over(size) || (this.budget !== undefined && !this.budget.fits(size)))) this.evictOldest();
    if (size > this.maxBytes || (this.budget !== undefined && !this.budget.fits(size))) {
      this.dropStream(streamId);
      return id;
    }
    let events = this.streams.get(streamId);
    if (!events) this.streams.set(streamId, (events = []));
    events.push({ id, message });
    this.order.push({ streamId, events, size });
    this.account(1, size);
    return id;
  }

  async replayEventsAfter(lastEventId: EventId, { send }: { send: (eventId: EventId, message: JsonRpcMessage) => Promise<void> }): Promise<StreamId> {
    const streamId = lastEventId.slice(0, Math.max(0, lastEventId.lastIndexOf('.')));
    const events = this.streams.get(streamId);
    const index = events ? events.findIndex((event) => event.id === lastEventId) : -1;
    // An evicted event means a gap the client cannot see: refuse rather than replay with a hole.
    if (!events || index < 0) return '';
    for (const event of events.slice(index + 1)) await send(event.id, event.message);
    return streamId;
  }

  /** Forgets every event (the session they belong to ended) and gives the shared budget back. */
  clear(): void {
    this.account(-(this.order.length - this.head), -this.bytes);
    this.streams.clear();
    this.order = [];
    this.head = 0;
  }

  private over(size: number): boolean {
    return this.order.length - this.head >= this.maxEvents || this.bytes + size > this.maxBytes;
  }

  private account(events: number, bytes: number): void {
    this.bytes += bytes;
    if (this.budget) {
      this.budget.events += events;
      this.budget.bytes += bytes;
    }
  }

  private evictOldest(): void {
    const { streamId, events, size } = this.order[this.head++]!;
    // Compacted now and then, so eviction stays O(1) without an ever-growing array.
    if (this.head > 1024 && this.head * 2 > this.order.length) {
      this.order = this.order.slice(this.head);
      this.head = 0;
    }
    this.account(-1, -size);
    if (this.streams.get(streamId) !== events) return; // Its stream was dropped already; the entry only held the count.
    events.shift();
    if (events.length === 0) this.streams.delete(streamId);
  }

  /** Drops a stream's events, so resuming it from before an event that was not kept is refused. */
  private dropStream(streamId: StreamId): void {
    // Their entries stay in `order`, still counted, until evicted: the totals only ever overstate.
    this.streams.delete(streamId);
  }
}
