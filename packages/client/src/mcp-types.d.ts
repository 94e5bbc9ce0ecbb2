/**
 * The MCP result shapes a typed client hands back, loose on purpose: this
 * package does not import the SDKs' types, and both SDK versions' results
 * are assignable to these.
 */
export interface TextContent {
    type: 'text';
    text: string;
}
/** A content block: text, image, audio, resource link or embedded resource. */
export type ContentBlock = TextContent | {
    type: string;
    [key: string]: unknown;
};
/** A `tools/call` result, for tools whose result is neither text nor structured. */
export interface ToolResult {
    content: ContentBlock[];
    structuredContent?: Record<string, unknown>;
    isError?: boolean;
    _meta?: Record<string, unknown>;
}
/** One item of a `resources/read` result: `text` or base64 `blob`. */
export interface ResourceContents {
    uri: string;
    mimeType?: string;
    text?: string;
    blob?: string;
    _meta?: Record<string, unknown>;
}
/** What a typed resource reader resolves to. */
export interface ResourceRead {
    /** The URI that was read (for a template, the one built from the variables). */
    uri: string;
    contents: ResourceContents[];
    /** The text items joined: the whole document for a text resource. */
    text: string;
}
export interface PromptMessage {
    role: 'user' | 'assistant';
    content: ContentBlock;
}
/** A `prompts/get` result. */
export interface PromptResult {
    description?: string;
    messages: PromptMessage[];
    _meta?: Record<string, unknown>;
}
export declare function isTextContent(block: ContentBlock): block is TextContent;
/** The text items of a content list, joined by newlines. */
export declare function joinText(content: readonly ContentBlock[]): string;
