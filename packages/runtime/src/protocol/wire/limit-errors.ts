/**
 * The errors the limits answer with. JSON-RPC leaves -32000..-32099 to the
 * implementation and MCP names no code for these, so the codes echo the HTTP
 * status a client already understands: -32029 for 429, -32053 for 503.
 */
import { McpError } from './error-codes.js';

export const LimitErrorCode = {
  /** Too many requests: a rate limit is spent; data.retryAfterMs says when to try again. */
  RateLimited: -32029,
  /** The session has too many requests in flight, or the server is shutting down. */
  ServerBusy: -32053,
  /** A resource read or prompt ran past its timeout (the SDK's RequestTimeout code). */
  RequestTimeout: -32001,
} as const;

export function rateLimitMessage(what: string, retryAfterMs: number): string {
  return `Rate limit exceeded for ${what}. Retry after ${retryAfterMs} ms.`;
}

export function rateLimited(what: string, retryAfterMs: number): McpError {
  return new McpError(LimitErrorCode.RateLimited, rateLimitMessage(what, retryAfterMs), { retryAfterMs });
}

export function timeoutMessage(what: string, timeoutMs: number): string {
  return `${what} timed out after ${timeoutMs} ms.`;
}
