/**
 * An McpRequester over any official SDK transport (StreamableHTTPClientTransport
 * or StdioClientTransport, v1 or v2): each request carries the 2026-07-28
 * `_meta` envelope, declaring the tasks extension; replies are matched by id.
 * The v2 HTTP transport derives the standard headers (MCP-Protocol-Version,
 * Mcp-Method, Mcp-Name) from that envelope.
 */
import { type McpRequester } from './mcp-requester.js';
export declare const TASKS_EXTENSION = "io.modelcontextprotocol/tasks";
/** The members of an SDK transport this uses (both SDK lines have them). */
export interface TransportLike {
    start(): Promise<void>;
    send(message: Record<string, unknown>): Promise<void>;
    close(): Promise<void>;
    onmessage?: (message: Record<string, unknown>) => void;
    onclose?: () => void;
    onerror?: (error: Error) => void;
}
export interface ModernRequesterOptions {
    clientInfo?: {
        name: string;
        version: string;
    };
    /** More client capabilities (elicitation, sampling); the tasks extension is always declared. */
    capabilities?: Record<string, unknown>;
}
export interface ModernRequester extends McpRequester {
    close(): Promise<void>;
}
export declare function modernRequester(transport: TransportLike, options?: ModernRequesterOptions): Promise<ModernRequester>;
