import { joinText, type ContentBlock } from './mcp-types.js';

const TOOL_CALL_ERROR = Symbol.for('@mcp-codegen/client/ToolCallError');

/**
 * A tool answered with `isError: true` (a `ToolError` on the server, or
 * invalid arguments in the 2025 era). The content is kept so the caller can
 * show it; the message is its text.
 */
export class ToolCallError extends Error {
  /**
   * `instanceof` holds across copies of this package (a linked feature
   * brings its own): it checks a brand registered in the global symbol
   * registry, not the class identity.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isToolCallError(value);
  }

  readonly [TOOL_CALL_ERROR] = true;
  readonly tool: string;
  readonly content: ContentBlock[];
  readonly structuredContent?: Record<string, unknown>;

  constructor(tool: string, content: ContentBlock[], structuredContent?: Record<string, unknown>) {
    super(joinText(content) || `The tool "${tool}" failed.`);
    this.name = 'ToolCallError';
    this.tool = tool;
    this.content = content;
    if (structuredContent !== undefined) this.structuredContent = structuredContent;
  }
}

/** True for a ToolCallError from any copy of @mcp-codegen/client. */
export function isToolCallError(value: unknown): value is ToolCallError {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[TOOL_CALL_ERROR] === true;
}

/** The server's answer does not have the shape the typed client expects. */
export class UnexpectedResultError extends Error {
  constructor(
    message: string,
    readonly result: unknown,
  ) {
    super(message);
    this.name = 'UnexpectedResultError';
  }
}
