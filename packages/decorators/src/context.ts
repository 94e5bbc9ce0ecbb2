/**
 * Declare a parameter of this type on a handler to receive the request's
 * context. It never appears in a schema. Type-only: nothing to import at run time.
 */
export interface McpContext {
  /** Aborted when the client cancels the request or the connection closes. */
  readonly signal: AbortSignal;
  /** The JSON-RPC id of the request being served. */
  readonly requestId: string | number;
}
