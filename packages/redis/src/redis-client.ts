/**
 * A node-redis client configured for a server fleet: the URL from the
 * argument or REDIS_URL, reconnects with capped exponential backoff and
 * jitter forever, and fails fast while disconnected (no offline queue), so a
 * Redis outage degrades a server to local delivery instead of stalling it.
 */
import { createClient, type RedisClientType } from 'redis';
import { stderrLogger, type Logger } from '@mcp-codegen/runtime';
import { OutageLog } from './outage-log.js';

export type RedisClient = RedisClientType;

export interface RedisClientOptions {
  /** redis://[[user]:password@]host[:port][/db] or rediss:// for TLS. Default: process.env.REDIS_URL, else redis://127.0.0.1:6379. */
  url?: string;
  /** Where connection problems are reported, once per outage. Default: stderr. */
  logger?: Logger;
  /** Longest wait between reconnection attempts. Default 2 000 ms. */
  maxReconnectDelayMs?: number;
  /** Named in log lines, e.g. "publisher". */
  name?: string;
  /** Queue commands until connected instead of failing them: only for a pub/sub subscriber, whose SUBSCRIBE must wait. Default false. */
  queueWhileOffline?: boolean;
}

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** Attempt n waits min(50 ms · 2^n, max) plus up to 20 % jitter, so a fleet does not reconnect in lockstep. */
export function reconnectDelay(retries: number, maxMs: number): number {
  const base = Math.min(50 * 2 ** Math.min(retries, 16), maxMs);
  return Math.round(base + Math.random() * base * 0.2);
}

/** Creates and starts connecting a client; it never throws for an unreachable Redis, it keeps retrying. */
export function createRedisClient(options: RedisClientOptions = {}): RedisClient {
  const url = options.url ?? process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
  const maxDelay = options.maxReconnectDelayMs ?? 2_000;
  const outage = new OutageLog(options.logger ?? stderrLogger(), `Redis ${options.name ?? 'client'} (${redactedUrl(url)})`);
  const client = createClient({ url, disableOfflineQueue: options.queueWhileOffline !== true, socket: { reconnectStrategy: (retries) => reconnectDelay(retries, maxDelay) } }) as RedisClient;
  // Without an 'error' listener node-redis would crash the process on a lost connection.
  client.on('error', (error: unknown) => outage.failed(error));
  client.on('ready', () => outage.recovered());
  client.connect().catch((error: unknown) => outage.failed(error));
  return client;
}

/** The URL without its password, for log lines. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an invalid Redis URL';
  }
}
