/** JSON-RPC and MCP error codes of the 2025 protocol era. */
export const ErrorCode = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
  /** MCP 2025: resources/read of a URI no resource or template matches. */
  ResourceNotFound: -32002,
  /** A server-to-client request (sampling, elicitation, roots) got no answer in time. */
  RequestTimeout: -32001,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * Throw from a method handler to answer with this JSON-RPC error. Its message
 * reaches the client, so it must not carry internal details.
 */
export class McpError extends Error {
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'McpError';
    this.code = code;
    this.data = data;
  }

  /** Duck-typed, so an McpError from another copy of this package still counts. */
  static is(value: unknown): value is McpError {
    return value instanceof McpError || (value instanceof Error && value.name === 'McpError' && typeof (value as McpError).code === 'number');
  }
}
