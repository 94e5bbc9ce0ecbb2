/**
 * The runtime's ResourceUpdateBus over Redis pub/sub: every instance that
 * shares the channel hears every update. The publisher delivers to its own
 * listeners at once (so local subscribers are served even when Redis is
 * down) and ignores its own message when Redis echoes it back, so nothing is
 * delivered twice.
 */
import { randomUUID } from 'node:crypto';
import { stderrLogger, type Logger, type ResourceUpdateBus } from '@mcp-codegen/runtime';
import { OutageLog } from './outage-log.js';
import type { RedisClient } from './redis-client.js';

export interface RedisResourceUpdateBusOptions {
  /** Sends PUBLISH. */
  publisher: RedisClient;
  /** Holds the SUBSCRIBE: a connection in subscriber mode can do nothing else (make it with queueWhileOffline). */
  subscriber: RedisClient;
  /** Default "mcp:resource-updated". Instances of one deployment share it; separate deployments use their own. */
  channel?: string;
  logger?: Logger;
}

/** On the wire: the URI and the publishing instance, to drop our own echo. */
interface UpdateMessage {
  o: string;
  u: string;
}

export class RedisResourceUpdateBus implements ResourceUpdateBus {
  readonly channel: string;
  /** This instance, as named in its messages. */
  readonly origin = randomUUID();
  private readonly listeners = new Set<(uri: string) => void>();
  private readonly outage: OutageLog;
  private readonly publisher: RedisClient;
  private readonly subscriber: RedisClient;
  private readonly onMessage = (text: string) => this.receive(text);
  /** Resolves once the channel is subscribed (node-redis subscribes again by itself after a reconnect). */
  readonly subscribed: Promise<void>;

  constructor(options: RedisResourceUpdateBusOptions) {
    this.publisher = options.publisher;
    this.subscriber = options.subscriber;
    this.channel = options.channel ?? 'mcp:resource-updated';
    this.outage = new OutageLog(options.logger ?? stderrLogger(), 'Resource updates');
    this.subscribed = this.subscriber.subscribe(this.channel, this.onMessage).catch((error: unknown) => this.outage.failed(error));
  }

  async publish(uri: string): Promise<void> {
    this.deliver(uri);
    const message: UpdateMessage = { o: this.origin, u: uri };
    try {
      await this.publisher.publish(this.channel, JSON.stringify(message));
      this.outage.recovered();
    } catch (error) {
      // Degraded: this instance's subscribers got it; the others miss it.
      this.outage.failed(error);
    }
  }

  listen(listener: (uri: string) => void): () => void {
    const entry = (uri: string) => listener(uri);
    this.listeners.add(entry);
    return () => void this.listeners.delete(entry);
  }

  /** Stops listening to the channel (the clients stay open: their owner closes them). */
  async close(): Promise<void> {
    this.listeners.clear();
    if (this.subscriber.isOpen) await this.subscriber.unsubscribe(this.channel, this.onMessage).catch(() => undefined);
  }

  private receive(text: string): void {
    let message: UpdateMessage;
    try {
      message = JSON.parse(text) as UpdateMessage;
    } catch {
      return; // Not ours: someone else writes to this channel.
    }
    if (message.o === this.origin || typeof message.u !== 'string') return;
    this.deliver(message.u);
  }

  private deliver(uri: string): void {
    for (const listener of [...this.listeners]) listener(uri);
  }
}
