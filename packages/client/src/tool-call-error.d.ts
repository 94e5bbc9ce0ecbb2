import { type ContentBlock } from './mcp-types.js';
declare const TOOL_CALL_ERROR: unique symbol;
/**
 * A tool answered with `isError: true` (a `ToolError` on the server, or
 * invalid arguments in the 2025 era). The content is kept so the caller can
 * show it; the message is its text.
 */
export declare class ToolCallError extends Error {
    /**
     * `instanceof` holds across copies of this package (a linked feature
     * brings its own): it checks a brand registered in the global symbol
     * registry, not the class identity.
     */
    static [Symbol.hasInstance](value: unknown): boolean;
    readonly [TOOL_CALL_ERROR] = true;
    readonly tool: string;
    readonly content: ContentBlock[];
    readonly structuredContent?: Record<string, unknown>;
    constructor(tool: string, content: ContentBlock[], structuredContent?: Record<string, unknown>);
}
/** True for a ToolCallError from any copy of @mcp-codegen/client. */
export declare function isToolCallError(value: unknown): value is ToolCallError;
/** The server's answer does not have the shape the typed client expects. */
export declare class UnexpectedResultError extends Error {
    readonly result: unknown;
    constructor(message: string, result: unknown);
}
export {};
