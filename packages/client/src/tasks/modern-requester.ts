/**
 * An McpRequester over an official SDK transport: the v2
 * StreamableHTTPClientTransport, which derives the 2026-07-28 headers
 * (MCP-Protocol-Version, Mcp-Method, Mcp-Name) from each message's envelope,
 * or the StdioClientTransport of either SDK line (the v1 HTTP transport sends
 * its 2025 headers and is refused). Each request carries the 2026-07-28
 * `_meta` envelope, declaring the tasks extension; replies are matched by id.
 */
import { McpRequestError, type McpRequester } from './mcp-requester.js';

export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';
const PROTOCOL_VERSION = '2026-07-28';

/** A JSON-RPC request as this sends it. */
export interface OutgoingRequest {
  jsonrpc: '2.0';
  id: number;
  method: string;
  params: { [key: string]: unknown };
}

/** The members of an SDK transport this uses (both SDK lines have them); methods, so the SDKs' wider types fit. */
export interface TransportLike {
  start(): Promise<void>;
  send(message: OutgoingRequest): Promise<void>;
  close(): Promise<void>;
  onmessage?(message: { [key: string]: unknown }): void;
  onclose?(): void;
  onerror?(error: Error): void;
}

export interface ModernRequesterOptions {
  clientInfo?: { name: string; version: string };
  /** More client capabilities (elicitation, sampling); the tasks extension is always declared. */
  capabilities?: Record<string, unknown>;
}

export interface ModernRequester extends McpRequester {
  close(): Promise<void>;
}

interface Waiting {
  resolve(result: Record<string, unknown>): void;
  reject(error: Error): void;
}

export async function modernRequester(transport: TransportLike, options: ModernRequesterOptions = {}): Promise<ModernRequester> {
  const waiting = new Map<number, Waiting>();
  let nextId = 1;
  const capabilities = { ...options.capabilities, extensions: { ...((options.capabilities?.extensions as object | undefined) ?? {}), [TASKS_EXTENSION]: {} } };
  const meta = {
    'io.modelcontextprotocol/protocolVersion': PROTOCOL_VERSION,
    'io.modelcontextprotocol/clientCapabilities': capabilities,
    'io.modelcontextprotocol/clientInfo': options.clientInfo ?? { name: 'mcp-codegen-client', version: '0' },
  };
  const failAll = (error: Error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  transport.onmessage = (message) => {
    const pending = typeof message.id === 'number' ? waiting.get(message.id) : undefined;
    if (!pending) return; // Notifications and requests from the server: the task methods need none.
    waiting.delete(message.id as number);
    const error = message.error as { code: number; message: string; data?: unknown } | undefined;
    if (error) pending.reject(new McpRequestError(error.code, error.message, error.data));
    else pending.resolve((message.result ?? {}) as Record<string, unknown>);
  };
  transport.onclose = () => failAll(new Error('The connection closed.'));
  transport.onerror = (error) => failAll(error);
  await transport.start();
  return {
    request(method, params) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        const message: OutgoingRequest = { jsonrpc: '2.0', id, method, params: { ...params, _meta: { ...meta, ...((params._meta as object | undefined) ?? {}) } } };
        transport.send(message).catch((error: unknown) => {
          waiting.delete(id);
          reject(error instanceof Error ? error : new Error(String(error)));
        });
      });
    },
    close: () => transport.close(),
  };
}
