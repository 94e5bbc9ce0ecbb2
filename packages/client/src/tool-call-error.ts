import { joinText, type ContentBlock } from './mcp-types.js';

/**
 * A tool answered with `isError: true` (a `ToolError` on the server, or
 * invalid arguments in the 2025 era). The content is kept so the caller can
 * show it; the message is its text.
 */
export class ToolCallError extends Error {
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
