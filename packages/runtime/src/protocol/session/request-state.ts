/**
 * The opaque `requestState` of an InputRequiredResult: the answers a handler
 * has received so far, bound to the request they belong to, with an expiry,
 * signed with HMAC-SHA256. Any server holding the same secret can resume it;
 * a modified, foreign or stale state is refused with -32602.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ErrorCode, McpError } from '../wire/error-codes.js';
import { isJsonObject, type JsonObject } from '../wire/json-rpc.js';

export interface RequestStateOptions {
  /** The HMAC key. Share it between instances behind one load balancer. Default: random per process. */
  secret?: string | Uint8Array;
  /** How long a state stays valid. Default 10 minutes. */
  ttlMs?: number;
  now?: () => number;
}

export const DEFAULT_REQUEST_STATE_TTL_MS = 10 * 60_000;

interface Payload {
  /** What the state belongs to: method, target and arguments, hashed. */
  b: string;
  /** The answers so far, by input key. */
  r: Record<string, JsonObject>;
  /** Expiry, epoch milliseconds. */
  e: number;
}

function invalidState(message: string): McpError {
  return new McpError(ErrorCode.InvalidParams, `Invalid requestState: ${message}. Call again without requestState and inputResponses to start over.`);
}

export class RequestStateCodec {
  private readonly secret: Uint8Array | string;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: RequestStateOptions = {}) {
    this.secret = options.secret ?? randomBytes(32);
    this.ttlMs = options.ttlMs ?? DEFAULT_REQUEST_STATE_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  /**
   * A short digest of what a state is bound to, so it cannot resume another
   * call. The call is read now (a handler may change its arguments later) but
   * hashed on first use: most calls never make or read a state.
   */
  static binding(method: string, params: JsonObject): () => string {
    const text = JSON.stringify([method, params.name ?? params.uri ?? '', params.arguments ?? null]);
    let digest: string | undefined;
    return () => (digest ??= createHash('sha256').update(text).digest('base64url').slice(0, 22));
  }

  encode(binding: string, answers: Record<string, JsonObject>): string {
    const payload: Payload = { b: binding, r: answers, e: this.now() + this.ttlMs };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  /** The answers carried by a state; throws -32602 when it is not ours, not for this call, or expired. */
  decode(state: unknown, binding: string): Record<string, JsonObject> {
    if (typeof state !== 'string') throw invalidState('it must be a string');
    const dot = state.indexOf('.');
    const body = state.slice(0, dot);
    const signature = Buffer.from(state.slice(dot + 1), 'base64url');
    const expected = Buffer.from(this.sign(body), 'base64url');
    if (dot < 0 || signature.length !== expected.length || !timingSafeEqual(signature, expected)) throw invalidState('its signature does not match (it was modified or issued by another server)');
    let payload: Payload;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
    } catch {
      throw invalidState('it cannot be read');
    }
    if (payload.b !== binding) throw invalidState('it belongs to another request');
    if (!(payload.e > this.now())) throw invalidState('it has expired');
    return isJsonObject(payload.r) ? (payload.r as Record<string, JsonObject>) : {};
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}
