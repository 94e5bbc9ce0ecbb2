/**
 * Everything a server instance needs to run beside others, from one Redis
 * URL: resource updates on pub/sub, 2025-era sessions and resumable SSE
 * events in keys with a TTL. Pass the parts to serve()/createServer() and
 * to the HTTP options (see docs/deployment.md).
 */
import { stderrLogger, type Logger } from '@mcp-codegen/runtime';
import { RedisEventStore } from './event-store.js';
import { createRedisClient, type RedisClient } from './redis-client.js';
import { RedisResourceUpdateBus } from './resource-update-bus.js';
import { RedisSessionStore } from './session-store.js';
import { RedisStateStore } from './state-store.js';
import { RedisTaskStore } from './task-store.js';

export interface RedisScaleOutOptions {
  /** Default: process.env.REDIS_URL, else redis://127.0.0.1:6379. */
  url?: string;
  logger?: Logger;
  /** Prefix of every key and channel, so deployments can share a Redis. Default "mcp:". */
  prefix?: string;
  /** How long an untouched session and its stored events live. Default 30 minutes. */
  ttlMs?: number;
}

export interface RedisScaleOut {
  /** ServerOptions.resourceUpdates */
  resourceUpdates: RedisResourceUpdateBus;
  /** StreamableHttpOptions.sessionStore */
  sessionStore: RedisSessionStore;
  /** StreamableHttpOptions.eventStore */
  eventStore: RedisEventStore;
  /** StateHandlesOptions.store, so any instance resolves a handle another issued. */
  stateStore: RedisStateStore;
  /** ServerOptions.tasks.store, so a task started on one instance is polled, answered and cancelled on any. */
  taskStore: RedisTaskStore;
  /** The command connection and the pub/sub one. */
  clients: { commands: RedisClient; subscriber: RedisClient };
  /** Closes both connections; call after the server closed. */
  close(): Promise<void>;
}

export function redisScaleOut(options: RedisScaleOutOptions = {}): RedisScaleOut {
  const logger = options.logger ?? stderrLogger();
  const prefix = options.prefix ?? 'mcp:';
  const commands = createRedisClient({ url: options.url, logger, name: 'commands' });
  // Subscriber mode takes a connection of its own.
  const subscriber = createRedisClient({ url: options.url, logger, name: 'subscriber', queueWhileOffline: true });
  const resourceUpdates = new RedisResourceUpdateBus({ publisher: commands, subscriber, channel: `${prefix}resource-updated`, logger });
  return {
    resourceUpdates,
    sessionStore: new RedisSessionStore(commands, { prefix: `${prefix}session:`, ttlMs: options.ttlMs }),
    eventStore: new RedisEventStore(commands, { prefix: `${prefix}events:`, ttlMs: options.ttlMs }),
    stateStore: new RedisStateStore(commands, { prefix: `${prefix}state:` }),
    taskStore: new RedisTaskStore(commands, { prefix: `${prefix}task:` }),
    clients: { commands, subscriber },
    async close() {
      await resourceUpdates.close();
      for (const client of [subscriber, commands]) {
        try {
          if (client.isReady) await client.close();
          else client.destroy();
        } catch {
          // Already closed.
        }
      }
    },
  };
}
