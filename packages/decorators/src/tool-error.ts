const brand = Symbol.for('mcp-codegen.ToolError');

/**
 * Throw from a tool to return `isError: true` with this message. Any other
 * exception is masked, so internal details never reach the client.
 */
export class ToolError extends Error {
  readonly [brand] = true;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ToolError';
  }

  /** Works across copies of this package (ESM and CJS builds), unlike instanceof. */
  static is(value: unknown): value is ToolError {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[brand] === true;
  }
}
