/**
 * Where SSE events are kept so a client that lost its connection can resume
 * with `Last-Event-ID`. The shape matches the official SDK's `EventStore`, so
 * a store written for it (Redis, a database) plugs in unchanged.
 */
import type { JsonRpcMessage } from '../../protocol/json-rpc.js';

export type EventId = string;
export type StreamId = string;

export interface EventStore {
  /** Keeps one message of a stream and returns its new, unique event id. */
  storeEvent(streamId: StreamId, message: JsonRpcMessage): Promise<EventId>;
  /**
   * Sends, in order, every event of the stream `lastEventId` belongs to that
   * came after it, and returns that stream's id ('' when the id is unknown).
   */
  replayEventsAfter(lastEventId: EventId, handlers: { send: (eventId: EventId, message: JsonRpcMessage) => Promise<void> }): Promise<StreamId>;
}

export const DEFAULT_MAX_STORED_EVENTS = 10_000;

interface StoredEvent {
  id: EventId;
  message: JsonRpcMessage;
}

/** Keeps the newest `maxEvents` events of all streams in memory; the oldest go first. */
export class InMemoryEventStore implements EventStore {
  private readonly streams = new Map<StreamId, StoredEvent[]>();
  /** Stream of each stored event, oldest first, for eviction. */
  private readonly order: StreamId[] = [];
  private sequence = 0;

  constructor(private readonly maxEvents: number = DEFAULT_MAX_STORED_EVENTS) {}

  async storeEvent(streamId: StreamId, message: JsonRpcMessage): Promise<EventId> {
    const id = `${streamId}.${++this.sequence}`;
    let events = this.streams.get(streamId);
    if (!events) this.streams.set(streamId, (events = []));
    events.push({ id, message });
    this.order.push(streamId);
    if (this.order.length > this.maxEvents) this.evictOldest();
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

  private evictOldest(): void {
    const streamId = this.order.shift()!;
    const events = this.streams.get(streamId)!;
    events.shift();
    if (events.length === 0) this.streams.delete(streamId);
  }
}
