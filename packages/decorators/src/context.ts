/**
 * Declare a parameter of this type on a handler to receive the request's
 * context. It never appears in a schema. Type-only: nothing to import at run time.
 */
import type {
  ClientRequestOptions,
  CreateMessageParams,
  CreateMessageResult,
  ElicitParams,
  ElicitResult,
  ListRootsResult,
} from './client-requests.js';

/**
 * Sends `notifications/message` to the client, when the level is at or above
 * the one it set with `logging/setLevel` (`info` until it sets one). `data` is
 * any JSON value; `logger` names the source.
 */
export type LogMethod = (data: unknown, logger?: string) => void;

export interface McpLog {
  debug: LogMethod;
  info: LogMethod;
  notice: LogMethod;
  warning: LogMethod;
  error: LogMethod;
  critical: LogMethod;
  alert: LogMethod;
  emergency: LogMethod;
}

/** Who is calling, as the app's verify function established it (Streamable HTTP with `auth`). */
export interface McpAuthInfo {
  /** The token's subject (a user or service id), when it names one. */
  readonly subject?: string;
  /** The OAuth client the token was issued to, when known. */
  readonly clientId?: string;
  /** The scopes the token grants. */
  readonly scopes: readonly string[];
  /** Seconds since the epoch after which the token is no longer accepted. */
  readonly expiresAt?: number;
  /** Anything else the verify function returned (claims, tenant). */
  readonly extra?: Readonly<Record<string, unknown>>;
}

export interface McpContext {
  /** Aborted when the client cancels the request or the connection closes. */
  readonly signal: AbortSignal;
  /** The JSON-RPC id of the request being served. */
  readonly requestId: string | number;
  /** The transport's session id (Streamable HTTP), when there is one. */
  readonly sessionId?: string;
  /** What the client declared in `initialize` (absent without one). */
  readonly clientCapabilities?: Readonly<Record<string, unknown>>;
  /** The verified caller; absent without authentication (stdio, HTTP without `auth`). */
  readonly auth?: McpAuthInfo;
  /** Log messages for the client, filtered by the level it set. */
  readonly log: McpLog;
  /**
   * Reports progress when the client asked for it (a `progressToken` in the
   * request's `_meta`); otherwise does nothing. `progress` must increase with
   * each call: a value not above the last one is ignored.
   */
  progress(progress: number, total?: number, message?: string): void;
  /**
   * Asks the client's model for a completion (`sampling/createMessage`).
   * Rejects with a ToolError when the client lacks the `sampling` capability,
   * and with an McpError when the client answers with an error or times out.
   */
  sample(params: CreateMessageParams, options?: ClientRequestOptions): Promise<CreateMessageResult>;
  /**
   * Asks the user for input (`elicitation/create`), in form mode or, with
   * `mode: 'url'`, URL mode. Needs the client's `elicitation` capability (and
   * `elicitation.url` for URL mode).
   */
  elicit(params: ElicitParams, options?: ClientRequestOptions): Promise<ElicitResult>;
  /** The client's roots (`roots/list`). Needs the client's `roots` capability. */
  listRoots(options?: ClientRequestOptions): Promise<ListRootsResult>;
}
