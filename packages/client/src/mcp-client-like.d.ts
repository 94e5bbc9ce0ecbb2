/**
 * What a typed client needs from an MCP client: the three calls. Both
 * official clients satisfy it as they are — `Client` from
 * `@modelcontextprotocol/sdk` (v1) and from `@modelcontextprotocol/client`
 * (v2) — over any transport, so this package imports neither.
 */
export interface McpClientLike {
    callTool(params: {
        name: string;
        arguments?: Record<string, unknown>;
        _meta?: Record<string, unknown>;
    }): Promise<unknown>;
    readResource(params: {
        uri: string;
        _meta?: Record<string, unknown>;
    }): Promise<unknown>;
    getPrompt(params: {
        name: string;
        arguments?: Record<string, string>;
        _meta?: Record<string, unknown>;
    }): Promise<unknown>;
}
