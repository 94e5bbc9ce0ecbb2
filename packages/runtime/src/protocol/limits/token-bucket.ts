/**
 * A token bucket: holds up to `limit` tokens, refilled evenly over `windowMs`
 * (so a burst of `limit` calls is allowed, then one every windowMs/limit).
 * Refilled lazily from the clock on each take: no timers.
 */
import type { RateLimit } from '@mcp-codegen/manifest';

export class TokenBucket {
  private tokens: number;
  private updated: number;

  constructor(
    private readonly rate: RateLimit,
    now: number,
  ) {
    this.tokens = rate.limit;
    this.updated = now;
  }

  /** Takes one token: 0 when allowed, otherwise the milliseconds until one is available. */
  take(now: number): number {
    const { limit, windowMs } = this.rate;
    if (now > this.updated) {
      this.tokens = Math.min(limit, this.tokens + ((now - this.updated) * limit) / windowMs);
      this.updated = now;
    }
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 0;
    }
    // The epsilon keeps float dust (0.998 tokens) from adding a millisecond.
    return Math.max(1, Math.ceil(((1 - this.tokens) * windowMs) / limit - 1e-9));
  }
}
