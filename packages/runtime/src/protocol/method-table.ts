/** What a method handler sees, and the table the session dispatches through. */
import type { JsonObject, JsonRpcId } from './json-rpc.js';

/** Per-session facts learnt from `initialize` (absent in a stateless exchange). */
export interface SessionState {
  protocolVersion?: string;
  clientInfo?: JsonObject;
  clientCapabilities?: JsonObject;
  initialized: boolean;
}

export interface RequestContext {
  readonly id: JsonRpcId;
  /** Aborted on notifications/cancelled for this id or when the session closes. */
  readonly signal: AbortSignal;
  readonly session: SessionState;
}

/** Returns the result object, or throws McpError for a JSON-RPC error. */
export type RequestHandler = (params: JsonObject, context: RequestContext) => object | Promise<object>;

export type MethodTable = Readonly<Record<string, RequestHandler>>;
