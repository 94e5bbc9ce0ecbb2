/**
 * What the task methods of a typed client need: one JSON-RPC request on the
 * 2026-07-28 wire, with the tasks extension declared. The official SDK
 * clients do not carry tasks yet (v2 2.4 refuses a result of type "task";
 * v1 speaks the 2025 wire, where the extension is not defined), so
 * `modernRequester` provides it over an official SDK transport.
 */
export interface McpRequester {
  /** Resolves with the result; rejects with McpRequestError for a JSON-RPC error. */
  request(method: string, params: Record<string, unknown>): Promise<Record<string, unknown>>;
}

/** A JSON-RPC error from the server, with its code and data. */
export class McpRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'McpRequestError';
  }
}
