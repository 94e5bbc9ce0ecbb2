/**
 * The per-client overall rate limit (LimitOptions.rateLimit): one bucket per
 * client across every method. Wraps the method table once at start-up, so
 * the check costs one map lookup per request and nothing when unset.
 */
import { textResult } from '../../results/tool-result.js';
import type { MethodTable, RequestHandler } from '../session/method-table.js';
import { clientKey } from './client-key.js';
import { rateLimited, rateLimitMessage } from '../wire/limit-errors.js';
import type { LimitOptions } from '../wire/limit-options.js';
import type { RateLimiter } from './rate-limiter.js';

/** Handshake and liveness methods are never limited: a client must be able to connect and ping. */
const EXEMPT = new Set(['initialize', 'ping', 'server/discover']);

export function withClientRateLimit(methods: MethodTable, options: LimitOptions, limiter: RateLimiter): MethodTable {
  const rate = options.rateLimit;
  if (!rate) return methods;
  const limited: Record<string, RequestHandler> = {};
  for (const [method, handler] of Object.entries(methods)) {
    if (EXEMPT.has(method)) {
      limited[method] = handler;
      continue;
    }
    limited[method] = (params, request) => {
      const wait = limiter.take(clientKey(request), '', rate);
      if (wait === 0) return handler(params, request);
      // A tool call reports it as a tool error, so the model sees when to retry; others as JSON-RPC errors.
      if (method === 'tools/call') return textResult(rateLimitMessage('this client', wait), true);
      throw rateLimited('this client', wait);
    };
  }
  return Object.freeze(limited);
}
