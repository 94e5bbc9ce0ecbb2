/** Server-wide limits (ServerOptions.limits); per-handler ones come from the decorators (binding.policy). */
import type { RateLimit } from '@mcp-codegen/manifest';

export interface LimitOptions {
  /** Requests one session (stdio connection, HTTP session) may have in flight; more get a busy error (-32053). Default 1000. */
  maxInFlight?: number;
  /**
   * Cancelled or orphaned requests (notifications/cancelled, a client that went
   * away) give their in-flight slot back at once; a handler that ignores its
   * signal runs on, detached; so does one answered for by its timeout that
   * ignores the abort. This many detached handlers per session are
   * allowed; beyond it new requests get -32053 until one settles. Default 1000.
   */
  maxDetached?: number;
  /** Timeout of every tool call, resource read and prompt without its own `timeoutMs`. Default: none. */
  defaultTimeoutMs?: number;
  /** Requests one client may send, of any method, per window (token bucket). Default: no limit. */
  rateLimit?: RateLimit;
  /** Distinct authenticated callers whose buckets are kept; the least recently added go first. Default 10 000. */
  maxTrackedClients?: number;
  /** The clock of the rate limiters, injectable for tests. Default Date.now. */
  now?: () => number;
}

export const DEFAULT_MAX_IN_FLIGHT = 1000;
export const DEFAULT_MAX_DETACHED = 1000;
export const DEFAULT_MAX_TRACKED_CLIENTS = 10_000;
