/**
 * The runtime's StateStore in Redis: the values behind StateHandles as JSON
 * with a TTL, so a handle issued by one instance resolves on any other
 * (share the handles' `secret` too).
 */
import type { StateStore } from '@mcp-codegen/runtime';
import type { RedisClient } from './redis-client.js';

export interface RedisStateStoreOptions {
  /** Default "mcp:state:". */
  prefix?: string;
}

export class RedisStateStore implements StateStore {
  private readonly prefix: string;

  constructor(
    private readonly client: RedisClient,
    options: RedisStateStoreOptions = {},
  ) {
    this.prefix = options.prefix ?? 'mcp:state:';
  }

  async get(id: string): Promise<unknown> {
    const text = await this.client.get(this.prefix + id);
    return typeof text === 'string' ? (JSON.parse(text) as unknown) : undefined;
  }

  async set(id: string, value: unknown, ttlMs: number): Promise<void> {
    // Redis refuses a PX of 0; an entry already due is simply not kept.
    if (ttlMs < 1) return void (await this.client.del(this.prefix + id));
    await this.client.set(this.prefix + id, JSON.stringify(value), { expiration: { type: 'PX', value: Math.ceil(ttlMs) } });
  }

  async delete(id: string): Promise<void> {
    await this.client.del(this.prefix + id);
  }
}
