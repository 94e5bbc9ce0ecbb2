/**
 * What tools/call, resources/read and prompts/get ask before running a
 * handler: its rate limit (binding.policy.rateLimit, per client) and its
 * timeout (binding.policy.timeoutMs, else the server-wide default).
 */
import type { HandlerPolicy } from '@mcp-codegen/manifest';
import type { RequestContext } from '../session/method-table.js';
import { clientKey } from './client-key.js';
import { DEFAULT_MAX_TRACKED_CLIENTS, type LimitOptions } from '../wire/limit-options.js';
import { RateLimiter } from './rate-limiter.js';

export class HandlerLimits {
  readonly limiter: RateLimiter;
  /** The timeout of a handler whose policy sets none; undefined: none. */
  readonly defaultTimeoutMs: number | undefined;

  constructor(options: LimitOptions = {}) {
    this.limiter = new RateLimiter(options.now ?? Date.now, options.maxTrackedClients ?? DEFAULT_MAX_TRACKED_CLIENTS);
    this.defaultTimeoutMs = options.defaultTimeoutMs;
  }

  /**
   * 0 when the call may run, else the milliseconds until the client may make it again.
   * `call.limitKey` (absent: no limit) is read only when the policy has a rate limit.
   */
  retryAfter(request: RequestContext, call: { readonly limitKey?: string }, policy: HandlerPolicy | undefined): number {
    const rate = policy?.rateLimit;
    if (!rate) return 0;
    const key = call.limitKey;
    return key === undefined ? 0 : this.limiter.take(clientKey(request), key, rate);
  }

  timeoutOf(policy: HandlerPolicy | undefined): number | undefined {
    return policy?.timeoutMs ?? this.defaultTimeoutMs;
  }
}

/** For method tables built without limits (tests, adapters). */
export const NO_LIMITS = new HandlerLimits();
