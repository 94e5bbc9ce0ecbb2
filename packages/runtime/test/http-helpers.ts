/** Shared by the http-*.test.ts files: a server on 127.0.0.1:0, raw POST helpers and an SSE reader. */
import type { Feature } from '@mcp-codegen/manifest';
import { createServer, listenHttp, StreamableHttpHandler, type HttpListener, type HttpListenOptions, type McpServer } from '@mcp-codegen/runtime';
import { calcFeature, capturingLogger, docsFeature, type CapturingLogger } from './fixtures';
import { streamFeature } from './http-stream-feature';

export interface TestHttpServer {
  server: McpServer;
  listener: HttpListener;
  url: string;
  logger: CapturingLogger;
  close(): Promise<void>;
}

export async function startHttpServer(options: HttpListenOptions = {}, withStreams = false): Promise<TestHttpServer> {
  const logger = capturingLogger();
  const server = createServer([calcFeature, docsFeature, ...(withStreams ? [streamFeature] : [])], { name: 'http-test', version: '1.0.0', logger });
  const listener = await listenHttp(server, { port: 0, logger, ...options });
  return {
    server,
    listener,
    url: listener.url,
    logger,
    close: async () => {
      await listener.close();
      await server.close();
    },
  };
}

export const BOTH = 'application/json, text/event-stream';

export const INITIALIZE = {
  jsonrpc: '2.0',
  id: 0,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};

export function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: BOTH, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Initializes a session over raw HTTP and returns its id. */
export async function openSession(url: string, protocolVersion = '2025-11-25'): Promise<string> {
  const response = await post(url, { ...INITIALIZE, params: { ...INITIALIZE.params, protocolVersion } });
  expect(response.status).toBe(200);
  await response.text();
  const id = response.headers.get('mcp-session-id');
  expect(id).toBeTruthy();
  const initialized = await post(url, { jsonrpc: '2.0', method: 'notifications/initialized' }, { 'mcp-session-id': id!, 'mcp-protocol-version': protocolVersion });
  expect(initialized.status).toBe(202);
  return id!;
}

export interface SseEvent {
  id?: string;
  event?: string;
  retry?: number;
  data: string;
}

/** Parses SSE text (a complete body) into events; comments are skipped. */
export function parseSse(text: string): SseEvent[] {
  const events: SseEvent[] = [];
  for (const block of text.split('\n\n')) {
    if (block.trim() === '' || block.startsWith(':')) continue;
    const event: SseEvent = { data: '' };
    for (const line of block.split('\n')) {
      const colon = line.indexOf(':');
      const field = line.slice(0, colon);
      const value = line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') event.id = value;
      else if (field === 'event') event.event = value;
      else if (field === 'retry') event.retry = Number(value);
      else if (field === 'data') event.data += value;
    }
    events.push(event);
  }
  return events;
}

/** Reads an SSE body incrementally: next() resolves with each event as it arrives. */
export function sseReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(): Promise<SseEvent | undefined> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end !== -1) {
          const block = buffer.slice(0, end + 2);
          buffer = buffer.slice(end + 2);
          const [event] = parseSse(block);
          if (event) return event;
          continue;
        }
        const { done, value } = await reader.read();
        if (done) return undefined;
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

/**
 * One 2026-07-28 tools/call through a stateless StreamableHttpHandler of a fresh server, with the headers a
 * modern client sends (plus `headers`), as the server's first request; the server is closed after it.
 */
export async function modernHttpCall(feature: Feature, name: string, args: Record<string, unknown>, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const server = createServer([feature], { logger: capturingLogger() });
  const handler = new StreamableHttpHandler(server, { sessions: false }, { loopback: true });
  const _meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args, _meta } });
  const all: Record<string, string> = {
    host: '127.0.0.1:3000',
    accept: 'application/json, text/event-stream',
    'content-type': 'application/json',
    'mcp-protocol-version': '2026-07-28',
    'mcp-method': 'tools/call',
    'mcp-name': name,
    ...headers,
  };
  const view = { method: 'POST', header: (n: string) => all[n], readBody: () => Promise.resolve(body), onDisconnect: () => undefined };
  const reply = await handler.handle(view as never);
  await server.close();
  return { status: reply.status, body: String(reply.body) };
}
