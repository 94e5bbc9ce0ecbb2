/**
 * The opaque `requestState` of an InputRequiredResult: the answers a handler
 * has received so far, bound to the request they belong to, with an expiry,
 * signed with HMAC-SHA256. Any server holding the same secret can resume it;
 * a modified, foreign or stale state is refused with -32602.
 */
import { ErrorCode, McpError } from '../wire/error-codes.js';
import { isJsonObject, type JsonObject } from '../wire/json-rpc.js';
import { nodeCrypto } from '../../lazy-builtins.js';

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

const NOT_COPIED = Symbol('not copied');

/** Serialised the same now or later, whatever the handler does (functions are not: a `toJSON` runs). */
function isPrimitive(value: unknown): boolean {
  return value === null || (typeof value !== 'object' && typeof value !== 'function');
}

/**
 * A copy that serialises as `value` does: the value itself when primitive, a
 * shallow copy of a plain object of primitives (what JSON gives); else NOT_COPIED.
 */
function primitiveCopy(value: unknown): unknown {
  if (isPrimitive(value)) return value;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return NOT_COPIED;
  for (const key in value as object) if (!isPrimitive((value as Record<string, unknown>)[key])) return NOT_COPIED;
  return { ...(value as object) };
}

/**
 * A short digest of what a state is bound to, so it cannot resume another
 * call. The call is read now (a handler may change its arguments later) but
 * hashed on first use: most calls never make or read a state. One object per
 * call (no closure and context).
 */
export class RequestBinding {
  private readonly method: string;
  private readonly target: unknown;
  /** Arguments of primitives only (most calls), copied: no later change reaches them. Else NOT_COPIED. */
  private readonly copy: unknown;
  /** Anything nested, serialised now. The same text either way. */
  private readonly text: string | undefined;
  private hashed: string | undefined;

  constructor(method: string, params: JsonObject) {
    const target = params.name ?? params.uri ?? '';
    const args = params.arguments ?? null;
    this.method = method;
    this.target = target;
    this.copy = isPrimitive(target) ? primitiveCopy(args) : NOT_COPIED;
    this.text = this.copy === NOT_COPIED ? JSON.stringify([method, target, args]) : undefined;
  }

  digest(): string {
    return (this.hashed ??= nodeCrypto().createHash('sha256').update(this.text ?? JSON.stringify([this.method, this.target, this.copy])).digest('base64url').slice(0, 22));
  }
}

export class RequestStateCodec {
  /** Made on first use when not given: a server that never signs a state does not load node:crypto. */
  private secret: Uint8Array | string | undefined;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: RequestStateOptions = {}) {
    this.secret = options.secret;
    this.ttlMs = options.ttlMs ?? DEFAULT_REQUEST_STATE_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  /** What a state of this call is bound to (see RequestBinding). */
  static binding(method: string, params: JsonObject): RequestBinding {
    return new RequestBinding(method, params);
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
    if (dot < 0 || signature.length !== expected.length || !nodeCrypto().timingSafeEqual(signature, expected)) throw invalidState('its signature does not match (it was modified or issued by another server)');
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
    this.secret ??= nodeCrypto().randomBytes(32);
    return nodeCrypto().createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}
