/**
 * The runtime's EventStore in Redis, so a client resumes a stream with
 * Last-Event-ID on any instance. One list per stream; RPUSH returns the new
 * length, which is the event's number: ids are "<stream>.<n>" and need no
 * separate counter. Each write restarts the stream's TTL. While Redis is
 * down, events still flow live but cannot be resumed.
 */
import type { EventId, EventStore, JsonRpcMessage, StreamId } from '@mcp-codegen/runtime';
import type { RedisClient } from './redis-client.js';

/** The event number of an event sent while Redis was unreachable. */
const UNSTORED = 0;

export interface RedisEventStoreOptions {
  /** Default "mcp:events:". */
  prefix?: string;
  /** How long a stream's events are kept after its last event. Default 30 minutes. */
  ttlMs?: number;
}

export class RedisEventStore implements EventStore {
  private readonly prefix: string;
  private readonly ttlMs: number;

  constructor(
    private readonly client: RedisClient,
    options: RedisEventStoreOptions = {},
  ) {
    this.prefix = options.prefix ?? 'mcp:events:';
    this.ttlMs = options.ttlMs ?? 30 * 60_000;
  }

  async storeEvent(streamId: StreamId, message: JsonRpcMessage): Promise<EventId> {
    const key = this.prefix + streamId;
    try {
      const [length] = (await this.client.multi().rPush(key, JSON.stringify(message)).pExpire(key, this.ttlMs).exec()) as unknown as [number];
      return `${streamId}.${length}`;
    } catch {
      // Redis is down (the client logs that once): the event still goes out live, under an id
      // no instance can resume from (a resumption gets 400 and the client starts a new stream).
      return `${streamId}.${UNSTORED}`;
    }
  }

  async replayEventsAfter(lastEventId: EventId, { send }: { send: (eventId: EventId, message: JsonRpcMessage) => Promise<void> }): Promise<StreamId> {
    const dot = lastEventId.lastIndexOf('.');
    const streamId = lastEventId.slice(0, Math.max(0, dot));
    const seen = Number(lastEventId.slice(dot + 1));
    if (dot <= 0 || !Number.isSafeInteger(seen) || seen < 1) return '';
    const key = this.prefix + streamId;
    const [length, rest] = (await this.client.multi().lLen(key).lRange(key, seen, -1).exec()) as unknown as [number, string[]];
    // Unknown or expired stream, or an id it never issued: nothing to resume.
    if (length < seen) return '';
    for (let i = 0; i < rest.length; i++) await send(`${streamId}.${seen + i + 1}`, JSON.parse(rest[i]) as JsonRpcMessage);
    return streamId;
  }
}
