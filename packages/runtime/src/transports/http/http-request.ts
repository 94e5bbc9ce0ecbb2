/** The little the core needs from an HTTP request; node:http and fetch adapters provide it. */
export interface HttpRequestView {
  /** Upper-case method: GET, POST, DELETE, ... */
  readonly method: string;
  /** A header by lower-case name. */
  header(name: string): string | undefined;
  /** The body as text, or undefined when it is longer than `limit` bytes (nothing more is read). */
  readBody(limit: number): Promise<string | undefined>;
  /**
   * Optional, cheaper than `readBody` (no promise): calls `done` once with
   * what readBody would resolve to, or `failed` when the body cannot be read.
   */
  receiveBody?(limit: number, done: (text: string | undefined) => void, failed: (error: Error) => void): void;
  /** Aborted when the client disconnects before the reply has been fully sent. */
  readonly signal: AbortSignal;
  /**
   * Optional, cheaper than `signal` (no AbortController per request): calls
   * `listener` once when the client disconnects before the reply is fully sent.
   */
  onDisconnect?(listener: () => void): void;
  /** The client's network address (the TCP peer), when the adapter knows it: the per-client session cap's key without authentication. */
  remoteAddress?(): string | undefined;
  /** The MCP endpoint's URL as this request reached it (scheme://host/path), for auth challenges; made only when asked. */
  endpointUrl?(): string;
}
