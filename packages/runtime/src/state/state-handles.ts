/**
 * Explicit state handles, the pattern the 2026-07-28 specification
 * recommends for stateful tools now that the protocol has no session: a
 * create tool returns an opaque handle, later calls pass it back. Values stay
 * on the server (in a StateStore); handles are signed and expire, and a bad
 * one is a ToolError whose message tells the model how to recover.
 */
import { ToolError } from '@mcp-codegen/decorators';
import { nodeCrypto } from '../lazy-builtins.js';
import { HandleCodec } from './handle-codec.js';
import { InMemoryStateStore, type StateStore } from './state-store.js';

export interface StateHandlesOptions {
  /** What a handle stands for, lower case (`cart`, `draft-event`); the handle's prefix and the error messages use it. */
  kind: string;
  /** The tool that issues handles, named in the recovery message: "Call create_cart to get a new one". */
  createTool: string;
  /** How long a handle lives after it is issued or updated. Default 30 minutes. */
  ttlMs?: number;
  /** HMAC key; share it (and the store) across instances. Default: random per process. */
  secret?: string | Buffer;
  /** Default: an InMemoryStateStore. */
  store?: StateStore;
  now?: () => number;
}

export const DEFAULT_STATE_HANDLE_TTL_MS = 30 * 60_000;

export class StateHandles<T> {
  private readonly codec: HandleCodec;
  private readonly store: StateStore;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(private readonly options: StateHandlesOptions) {
    if (!/^[a-z][a-z0-9-]{0,31}$/.test(options.kind)) throw new Error(`StateHandles kind must be lower-case letters, digits and "-", got ${JSON.stringify(options.kind)}.`);
    this.ttlMs = options.ttlMs ?? DEFAULT_STATE_HANDLE_TTL_MS;
    if (!Number.isSafeInteger(this.ttlMs) || this.ttlMs <= 0) throw new Error(`StateHandles ttlMs must be a positive integer, got ${String(options.ttlMs)}.`);
    this.now = options.now ?? Date.now;
    this.store = options.store ?? new InMemoryStateStore(this.now);
    const secret = options.secret ?? nodeCrypto().randomBytes(32);
    this.codec = new HandleCodec(options.kind, typeof secret === 'string' ? Buffer.from(secret) : secret);
  }

  /** Stores `value` and returns a new handle for it. */
  async issue(value: T): Promise<string> {
    const { id, handle } = this.codec.encode(this.now() + this.ttlMs);
    await this.store.set(id, value, this.ttlMs);
    return handle;
  }

  /** The value behind a handle; a ToolError (shown to the model) when it is unknown or expired. */
  async resolve(handle: string): Promise<T> {
    const id = this.idOf(handle);
    const value = await this.store.get(id);
    if (value === undefined) throw this.expired();
    return value as T;
  }

  /** Replaces the value behind a live handle (the handle stays the same; its expiry does not move). */
  async update(handle: string, value: T): Promise<void> {
    const decoded = this.codec.decode(handle, this.now());
    if (!decoded.ok) throw decoded.reason === 'expired' ? this.expired() : this.unknown(handle);
    if ((await this.store.get(decoded.id)) === undefined) throw this.expired();
    await this.store.set(decoded.id, value, decoded.expiresAt - this.now());
  }

  /** Forgets a handle's value (after a final step such as "confirm"). Unknown handles are ignored. */
  async release(handle: string): Promise<void> {
    const decoded = this.codec.decode(handle, this.now());
    if (decoded.ok) await this.store.delete(decoded.id);
  }

  private idOf(handle: string): string {
    const decoded = typeof handle === 'string' ? this.codec.decode(handle, this.now()) : ({ ok: false, reason: 'malformed' } as const);
    if (!decoded.ok) throw decoded.reason === 'expired' ? this.expired() : this.unknown(String(handle));
    return decoded.id;
  }

  private expired(): ToolError {
    const minutes = Math.max(1, Math.round(this.ttlMs / 60_000));
    return new ToolError(`This ${this.options.kind} handle has expired or was already used (handles last about ${minutes} min). Call ${this.options.createTool} again to get a new handle, then repeat this call with it.`);
  }

  private unknown(handle: string): ToolError {
    const shown = handle.length > 40 ? `${handle.slice(0, 40)}…` : handle;
    return new ToolError(`"${shown}" is not a ${this.options.kind} handle this server issued. Pass the handle exactly as ${this.options.createTool} returned it, or call ${this.options.createTool} to get a new one.`);
  }
}
