/**
 * The runtime's SessionStore in Redis: one JSON value per 2025-era session,
 * with a TTL that each save restarts, so a session no instance touches
 * expires by itself.
 */
import type { SessionSnapshot, SessionStore } from '@mcp-codegen/runtime';
import type { RedisClient } from './redis-client.js';

export interface RedisSessionStoreOptions {
  /** Default "mcp:session:". */
  prefix?: string;
  /** How long a session lives without activity. Default 30 minutes (the HTTP transport's idle timeout). */
  ttlMs?: number;
}

export class RedisSessionStore implements SessionStore {
  private readonly prefix: string;
  private readonly ttlMs: number;

  constructor(
    private readonly client: RedisClient,
    options: RedisSessionStoreOptions = {},
  ) {
    this.prefix = options.prefix ?? 'mcp:session:';
    this.ttlMs = options.ttlMs ?? 30 * 60_000;
  }

  async save(id: string, snapshot: SessionSnapshot): Promise<void> {
    await this.client.set(this.prefix + id, JSON.stringify(snapshot), { expiration: { type: 'PX', value: this.ttlMs } });
  }

  async load(id: string): Promise<SessionSnapshot | undefined> {
    const text = await this.client.get(this.prefix + id);
    if (typeof text !== 'string') return undefined;
    try {
      return JSON.parse(text) as SessionSnapshot;
    } catch {
      return undefined;
    }
  }

  async delete(id: string): Promise<void> {
    await this.client.del(this.prefix + id);
  }
}
