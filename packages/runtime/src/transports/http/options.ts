/** Options of the Streamable HTTP transport, shared by the node:http listener and the fetch handler. */
import type { HttpAuthOptions } from './auth/auth-options.js';
import type { EventStore } from './streams/event-store.js';
import type { ResponseMode } from './streams/post-exchange.js';
import type { SessionStore } from './session-store.js';

export interface StreamableHttpOptions {
  /** false: stateless, no Mcp-Session-Id; every POST is served on its own (for load balancers). Default true. */
  sessions?: boolean;
  /** 'auto' (default): JSON unless a related message comes first; 'sse': always a stream; 'json': never a stream. */
  responseMode?: ResponseMode;
  /** Serve the standalone GET stream (server messages outside any request). false answers GET with 405. Default true. */
  getStream?: boolean;
  /** A session with no request for this long is ended. Default 30 minutes. */
  idleTimeoutMs?: number;
  /** Largest accepted request body, in bytes; larger gets 413. Default 4 MiB. */
  maxBodyBytes?: number;
  /** Host header values to accept ("example.com" or "example.com:8443"); see docs/http.md. */
  allowedHosts?: readonly string[];
  /** Origin header values to accept ("https://app.example.com"; "*" for any). */
  allowedOrigins?: readonly string[];
  /** Stores SSE events for Last-Event-ID resumption. Default: an InMemoryEventStore per session (sessions only), bounded by eventStoreLimits; false disables. */
  eventStore?: EventStore | false;
  /** Bounds of the default event stores; see EventStoreLimits. */
  eventStoreLimits?: EventStoreLimits;
  /** The SSE `retry` field (ms) sent with priming events: how long a client waits before reconnecting. */
  retryMs?: number;
  /** How often open SSE streams get a keep-alive comment and idle sessions are reaped. Default 15 s. */
  housekeepingMs?: number;
  /** Keeps 2025-era sessions where other instances can continue them (see session-store.ts, docs/deployment.md). Default: none. */
  sessionStore?: SessionStore;
  /** Bearer-token authentication: verify, RFC 9728 resource metadata, requiredScopes (see docs/security.md). Default: none. */
  auth?: HttpAuthOptions;
  /** Stateful sessions held at once; an initialize beyond it first ends the longest-idle session idle for evictIdleAfterMs, else gets 503 with Retry-After. Default 10 000. */
  maxSessions?: number;
  /**
   * Stateful sessions one client holds at once: one authenticated subject
   * (else client id), or one network address without authentication. An
   * initialize beyond it ends that client's longest-idle session (one with no
   * request running and no stream open), else gets 503. Default 100.
   */
  maxSessionsPerClient?: number;
  /** How long a session must have been idle before a full server (maxSessions) ends it for a new one. Default 60 s. */
  evictIdleAfterMs?: number;
  /** The clock, injectable for tests. Default Date.now. */
  now?: () => number;
}

/**
 * The default event store keeps each session's events apart, frees them when
 * the session ends (DELETE, idle timeout) and bounds them in count and size,
 * per session and over all sessions. Over a bound the oldest events go; a
 * stream that lost events cannot be resumed from before the loss.
 */
export interface EventStoreLimits {
  /** Default 1 000. */
  maxEventsPerSession?: number;
  /** Characters of JSON. Default 8 MiB. */
  maxBytesPerSession?: number;
  /** Over all sessions. Default 10 000. */
  maxEvents?: number;
  /** Over all sessions, characters of JSON. Default 64 MiB. */
  maxBytes?: number;
}

export const DEFAULT_EVENT_STORE_LIMITS: Required<EventStoreLimits> = {
  maxEventsPerSession: 1_000,
  maxBytesPerSession: 8 * 1024 * 1024,
  maxEvents: 10_000,
  maxBytes: 64 * 1024 * 1024,
};

export const DEFAULT_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const DEFAULT_MAX_BODY_BYTES = 4 * 1024 * 1024;
export const DEFAULT_HOUSEKEEPING_MS = 15_000;
export const DEFAULT_MAX_SESSIONS = 10_000;
export const DEFAULT_MAX_SESSIONS_PER_CLIENT = 100;
export const DEFAULT_EVICT_IDLE_AFTER_MS = 60_000;
