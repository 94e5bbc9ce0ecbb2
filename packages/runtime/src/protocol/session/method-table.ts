/** What a method handler sees, and the table the session dispatches through. */
import type { LoggingLevel } from '@mcp-codegen/decorators';
import type { AuthInfo } from '@mcp-codegen/manifest';
import type { JsonObject, JsonRpcId } from '../wire/json-rpc.js';

/** Per-session facts learnt from `initialize` (absent in a stateless exchange). */
export interface SessionState {
  protocolVersion?: string;
  clientInfo?: JsonObject;
  clientCapabilities?: JsonObject;
  initialized: boolean;
  /** The lowest level of notifications/message the client wants (logging/setLevel). */
  logLevel?: LoggingLevel;
  /** The transport's session id (Streamable HTTP sets it), shown to handlers as ctx.sessionId. */
  sessionId?: string;
  /** Who created the session over authenticated HTTP (AuthInfo subject, else clientId); others are refused. */
  owner?: string;
  /** URIs this session subscribed to (resources/subscribe), kept by the server; a session store saves them. */
  subscriptions?: ReadonlySet<string>;
  /**
   * Stateless HTTP on the 2026-07-28 wire: the envelope of the session's one request, read and checked
   * before dispatch (its 400), with the `_meta` it was read from. The method table takes it instead of
   * reading the envelope again (protocol/modern/modern-envelope.ts, envelopeOf).
   */
  envelope?: SessionState & { readonly meta: JsonObject };
}

/**
 * The envelope stateless HTTP checked before dispatch (SessionState.envelope) when it was read from these
 * params' `_meta`, else undefined. Such a request is modern (checkEnvelope accepts only a modern version), so
 * the era router need not read its `_meta` again, and the modern method table takes this envelope as it is.
 * Here, beside the field it reads: protocol/wire may not import the session (import-cycles.test.ts).
 */
export function checkedEnvelope(params: JsonObject, session: SessionState): SessionState['envelope'] {
  const checked = session.envelope;
  return checked !== undefined && checked.meta === params._meta ? checked : undefined;
}

/** The session as a recipient of messages later on, outside any one request. */
export interface SessionPeer {
  readonly state: SessionState;
  /** Sends a notification not tied to a request; dropped once the session closed. */
  notify(method: string, params?: JsonObject): void;
  /** Runs `cleanup` when the session closes (at once if it already has). */
  onClose(cleanup: () => void): void;
  /** A handler answered for already (it timed out) but still running: counted as detached until `work` settles. */
  runsOn?(work: Promise<unknown>): void;
}

/** Options of one server-to-client request. */
export interface ClientRequestOptions {
  /** Default: the session's `clientRequestTimeoutMs`. */
  timeoutMs?: number;
  /** The key of this request inside an InputRequiredResult (2026-07-28 wire). */
  inputKey?: string;
}

export interface RequestContext {
  readonly id: JsonRpcId;
  /** Aborted on notifications/cancelled for this id or when the session closes. */
  readonly signal: AbortSignal;
  readonly session: SessionState;
  /** The request's `params._meta` (progressToken and the like), when it has one. */
  readonly meta?: JsonObject;
  /** The caller the transport authenticated for this request (HTTP with `auth`); absent otherwise. */
  readonly auth?: AuthInfo;
  /** Sends a notification tied to this request (relatedRequestId); dropped once it is answered. */
  notify(method: string, params?: JsonObject): void;
  /** Sends a request to the client tied to this one; resolves with its result, rejects with McpError. */
  request(method: string, params: JsonObject | undefined, options?: ClientRequestOptions): Promise<JsonObject>;
  readonly peer: SessionPeer;
  /** Set while a task (the tasks extension) runs the handler: a crash is then a JSON-RPC error, which fails the task. */
  readonly inTask?: boolean;
  /** Told when a handler needs a client capability the client did not declare (the 2026-07-28 wire answers -32021). */
  capabilityMissing?(capability: string): void;
}

/** Returns the result object, or throws McpError for a JSON-RPC error. */
export type RequestHandler = (params: JsonObject, context: RequestContext) => object | Promise<object>;

export type MethodTable = Readonly<Record<string, RequestHandler>>;
