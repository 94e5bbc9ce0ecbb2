/** The fetch-style handler, driven with Node's own Request/Response and with the SDK client through its `fetch` option. */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createFetchHandler, createServer, type FetchHandler, type McpServer } from '@mcp-codegen/runtime';
import { calcFeature, capturingLogger, docsFeature } from './fixtures';
import { BOTH, INITIALIZE, parseSse } from './http-helpers';
import { streamFeature } from './http-stream-feature';

const URL_ = 'https://mcp.example.com/mcp';
let server: McpServer;
let handle: FetchHandler;

function make(options: Parameters<typeof createFetchHandler>[1] = {}) {
  const logger = capturingLogger();
  server = createServer([calcFeature, docsFeature, streamFeature], { logger });
  handle = createFetchHandler(server, { logger, ...options });
}

afterEach(async () => {
  handle.close();
  await server.close();
});

const request = (body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
  new Request(URL_, { method, headers: { 'content-type': 'application/json', accept: BOTH, ...headers }, body: method === 'POST' ? JSON.stringify(body) : undefined });

describe('with sessions', () => {
  beforeEach(() => make());

  it('initializes, issues a session and serves it', async () => {
    const init = await handle(request(INITIALIZE));
    expect(init).toBeInstanceOf(Response);
    expect(init.status).toBe(200);
    const session = init.headers.get('mcp-session-id')!;
    expect(session).toBeTruthy();
    const list = await handle(request({ jsonrpc: '2.0', id: 2, method: 'tools/list' }, { 'mcp-session-id': session }));
    expect(list.headers.get('content-type')).toBe('application/json');
    expect(((await list.json()) as any).result.tools.map((t: { name: string }) => t.name)).toContain('add');
    expect((await handle(request({ jsonrpc: '2.0', id: 3, method: 'ping' }))).status).toBe(400);
    expect((await handle(request({ jsonrpc: '2.0', id: 3, method: 'ping' }, { 'mcp-session-id': 'nope' }))).status).toBe(404);
  });

  it('streams SSE as a ReadableStream when progress comes first', async () => {
    const session = (await handle(request(INITIALIZE))).headers.get('mcp-session-id')!;
    const response = await handle(request({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'count', _meta: { progressToken: 1 } } }, { 'mcp-session-id': session, 'mcp-protocol-version': '2025-11-25' }));
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const events = parseSse(await response.text());
    expect(events.map((e) => (e.data ? JSON.parse(e.data).params?.progress ?? 'result' : 'priming'))).toEqual(['priming', 1, 2, 3, 'result']);
  });

  it('checks Origin against the request host by default; 406, 413, 415 as on node:http', async () => {
    expect((await handle(request(INITIALIZE, { origin: 'https://evil.example.com' }))).status).toBe(403);
    expect((await handle(request(INITIALIZE, { origin: 'https://mcp.example.com' }))).status).toBe(200);
    expect((await handle(request(INITIALIZE, { accept: 'application/json' }))).status).toBe(406);
    expect((await handle(request(INITIALIZE, { 'content-type': 'text/plain' }))).status).toBe(415);
    handle.close();
    await server.close();
    make({ maxBodyBytes: 100 });
    expect((await handle(request({ ...INITIALIZE, padding: 'x'.repeat(200) }))).status).toBe(413);
  });

  it('serves the official SDK client through its fetch option', async () => {
    const client = new Client({ name: 'v1', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(new URL(URL_), { fetch: (url, init) => handle(new Request(url, init)) }));
    await expect(client.callTool({ name: 'add', arguments: { a: 4, b: 5 } })).resolves.toEqual({ content: [{ type: 'text', text: '9' }] });
    const progress: number[] = [];
    await client.callTool({ name: 'count', arguments: {} }, undefined, { onprogress: (p) => void progress.push(p.progress) });
    expect(progress).toEqual([1, 2, 3]);
    await client.close();
  });
});

describe('stateless', () => {
  beforeEach(() => make({ sessions: false }));

  it('answers every request on its own, with no session and no timer', async () => {
    const response = await handle(request({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'add', arguments: { a: 1, b: 1 } } }));
    expect(response.headers.get('mcp-session-id')).toBeNull();
    expect((await response.json()) as any).toEqual({ jsonrpc: '2.0', id: 1, result: { content: [{ type: 'text', text: '2' }] } });
    expect(handle.handler.sessionCount).toBe(0);
    expect((await handle(request(undefined, { accept: 'text/event-stream' }, 'GET'))).status).toBe(405);
  });
});
