/**
 * Token buckets per client and per name ("" for the overall limit, a tool
 * name for a per-tool one). Session-keyed buckets live in a WeakMap and go
 * with their session; subject-keyed ones are capped, oldest dropped first.
 */
import type { RateLimit } from '@mcp-codegen/manifest';
import type { ClientKey } from './client-key.js';
import { TokenBucket } from './token-bucket.js';

type Buckets = Map<string, TokenBucket>;

export class RateLimiter {
  private readonly bySession = new WeakMap<object, Buckets>();
  private readonly bySubject = new Map<string, Buckets>();

  constructor(
    private readonly now: () => number,
    private readonly maxSubjects: number,
  ) {}

  /** Takes one token from the client's bucket for `name`: 0 when allowed, else the ms to wait. */
  take(client: ClientKey, name: string, rate: RateLimit): number {
    let buckets = typeof client === 'string' ? this.bySubject.get(client) : this.bySession.get(client);
    if (!buckets) {
      buckets = new Map();
      if (typeof client === 'string') this.trackSubject(client, buckets);
      else this.bySession.set(client, buckets);
    }
    const now = this.now();
    let bucket = buckets.get(name);
    if (!bucket) buckets.set(name, (bucket = new TokenBucket(rate, now)));
    return bucket.take(now);
  }

  private trackSubject(subject: string, buckets: Buckets): void {
    if (this.bySubject.size >= this.maxSubjects) this.bySubject.delete(this.bySubject.keys().next().value!);
    this.bySubject.set(subject, buckets);
  }
}
