/**
 * Where 2025-era sessions are kept so another instance can continue them.
 * With no store (the default) a session lives only in the process that
 * created it. With one, every instance behind a load balancer saves what it
 * learnt from `initialize` and later requests; an instance that gets a
 * request for a session it does not hold loads that snapshot and carries on.
 * Expiry belongs to the store (a TTL): an instance shutting down or reaping
 * an idle session never deletes the shared record, only DELETE does.
 */
import type { LoggingLevel } from '@mcp-codegen/decorators';
import type { JsonObject } from '../../protocol/wire/json-rpc.js';
import type { SessionState } from '../../protocol/session/method-table.js';

/** What a session is, apart from its connections: enough to continue it elsewhere. */
export interface SessionSnapshot {
  protocolVersion?: string;
  clientInfo?: JsonObject;
  clientCapabilities?: JsonObject;
  initialized: boolean;
  logLevel?: LoggingLevel;
  /** URIs of resources/subscribe calls still in force. */
  subscriptions: string[];
  /** The authenticated caller that created the session; no one else may continue it. */
  owner?: string;
}

export interface SessionStore {
  /** Saves (or refreshes) a session; a store with a TTL restarts it here. */
  save(id: string, snapshot: SessionSnapshot): Promise<void>;
  /** The snapshot, or undefined when the session is unknown or expired. */
  load(id: string): Promise<SessionSnapshot | undefined>;
  /** Forgets a session (the client sent DELETE). */
  delete(id: string): Promise<void>;
}

export function snapshotOf(state: SessionState): SessionSnapshot {
  const snapshot: SessionSnapshot = { initialized: state.initialized, subscriptions: [...(state.subscriptions ?? [])] };
  if (state.protocolVersion !== undefined) snapshot.protocolVersion = state.protocolVersion;
  if (state.clientInfo !== undefined) snapshot.clientInfo = state.clientInfo;
  if (state.clientCapabilities !== undefined) snapshot.clientCapabilities = state.clientCapabilities;
  if (state.logLevel !== undefined) snapshot.logLevel = state.logLevel;
  if (state.owner !== undefined) snapshot.owner = state.owner;
  return snapshot;
}

/** Puts a snapshot back into a fresh session's state (subscriptions are re-made through the method table). */
export function applySnapshot(state: SessionState, snapshot: SessionSnapshot): void {
  state.initialized = snapshot.initialized === true;
  if (snapshot.protocolVersion !== undefined) state.protocolVersion = snapshot.protocolVersion;
  if (snapshot.clientInfo !== undefined) state.clientInfo = snapshot.clientInfo;
  if (snapshot.clientCapabilities !== undefined) state.clientCapabilities = snapshot.clientCapabilities;
  if (snapshot.logLevel !== undefined) state.logLevel = snapshot.logLevel;
  if (snapshot.owner !== undefined) state.owner = snapshot.owner;
}

/** A store in this process: for tests, and for several handlers in one process sharing sessions. */
export class InMemorySessionStore implements SessionStore {
  private readonly snapshots = new Map<string, string>();

  async save(id: string, snapshot: SessionSnapshot): Promise<void> {
    this.snapshots.set(id, JSON.stringify(snapshot));
  }

  async load(id: string): Promise<SessionSnapshot | undefined> {
    const text = this.snapshots.get(id);
    return text === undefined ? undefined : (JSON.parse(text) as SessionSnapshot);
  }

  async delete(id: string): Promise<void> {
    this.snapshots.delete(id);
  }
}
