/** Streamable HTTP on the 2026-07-28 wire: header checks, no session, statuses from the era table, and subscriptions/listen. */
import { post, sseReader, startHttpServer, type TestHttpServer } from './http-helpers';

const MODERN = '2026-07-28';
const meta = { 'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': {} };
let http: TestHttpServer;

beforeEach(async () => {
  http = await startHttpServer();
});
afterEach(async () => {
  await http.close();
});

/** A modern POST with the standard headers derived from the body, overridable per test. */
function modernPost(method: string, params: Record<string, unknown> = {}, headers: Record<string, string | undefined> = {}, id = 1) {
  const name = typeof params.name === 'string' ? params.name : typeof params.uri === 'string' ? params.uri : undefined;
  const all: Record<string, string | undefined> = { 'mcp-protocol-version': MODERN, 'mcp-method': method, ...(name ? { 'mcp-name': name } : {}), ...headers };
  const defined = Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined)) as Record<string, string>;
  return post(http.url, { jsonrpc: '2.0', id, method, params: { ...params, _meta: meta } }, defined);
}

describe('standard headers on the modern wire', () => {
  it('serves a request whose headers agree with the body, without a session id', async () => {
    const response = await modernPost('tools/call', { name: 'add', arguments: { a: 2, b: 3 } });
    expect(response.status).toBe(200);
    expect(response.headers.get('mcp-session-id')).toBeNull();
    expect(await response.json()).toMatchObject({ id: 1, result: { resultType: 'complete', content: [{ text: '5' }] } });
  });

  it.each([
    ['MCP-Protocol-Version differs from _meta', { 'mcp-protocol-version': '2025-11-25' }],
    ['MCP-Protocol-Version missing', { 'mcp-protocol-version': undefined }],
    ['Mcp-Method differs from the body', { 'mcp-method': 'tools/list' }],
    ['Mcp-Method missing', { 'mcp-method': undefined }],
    ['Mcp-Name differs from params.name', { 'mcp-name': 'subtract' }],
    ['Mcp-Name missing', { 'mcp-name': undefined }],
  ])('%s: 400 with -32020 and the request id', async (_label, headers) => {
    const response = await modernPost('tools/call', { name: 'add', arguments: { a: 1, b: 1 } }, headers, 7);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ id: 7, error: { code: -32020 } });
  });

  it('accepts a Base64-encoded Mcp-Name', async () => {
    const encoded = `=?base64?${Buffer.from('docs://readme').toString('base64')}?=`;
    const response = await modernPost('resources/read', { uri: 'docs://readme' }, { 'mcp-name': encoded });
    expect(response.status).toBe(200);
  });

  it('maps the era table to HTTP: 400 for the envelope, 404 for an unknown or removed method', async () => {
    const noEnvelope = await post(http.url, { jsonrpc: '2.0', id: 3, method: 'tools/list', params: {} }, { 'mcp-protocol-version': MODERN, 'mcp-method': 'tools/list' });
    expect(noEnvelope.status).toBe(400);
    expect(await noEnvelope.json()).toMatchObject({ id: 3, error: { code: -32602 } });
    const removed = await modernPost('ping');
    expect(removed.status).toBe(404);
    expect(await removed.json()).toMatchObject({ error: { code: -32601 } });
    const unsupported = await modernPost('tools/list', {}, { 'mcp-protocol-version': '2099-01-01' });
    expect(unsupported.status).toBe(400);
  });

  it('keeps serving 2025 sessions on the same endpoint', async () => {
    const response = await post(http.url, { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'old', version: '1' } } });
    expect(response.status).toBe(200);
    expect(response.headers.get('mcp-session-id')).toBeTruthy();
  });
});

describe('subscriptions/listen over HTTP', () => {
  it('acknowledges first, tags each event with the subscription id, honours the filter and ends with a result on shutdown', async () => {
    const response = await modernPost('subscriptions/listen', { notifications: { toolsListChanged: true, resourceSubscriptions: ['docs://readme'] } }, {}, 'listen-1' as never);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = sseReader(response);
    const tag = { 'io.modelcontextprotocol/subscriptionId': 'listen-1' };
    expect(JSON.parse((await events.next())!.data)).toEqual({
      jsonrpc: '2.0',
      method: 'notifications/subscriptions/acknowledged',
      params: { _meta: tag, notifications: { toolsListChanged: true, resourceSubscriptions: ['docs://readme'] } },
    });
    http.server.prompts.disable('review'); // not asked for: must not arrive
    http.server.tools.disable('add');
    await http.server.resourceUpdated('docs://other'); // not subscribed
    await http.server.resourceUpdated('docs://readme');
    expect(JSON.parse((await events.next())!.data)).toEqual({ jsonrpc: '2.0', method: 'notifications/tools/list_changed', params: { _meta: tag } });
    expect(JSON.parse((await events.next())!.data)).toEqual({ jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri: 'docs://readme', _meta: tag } });
    void http.server.close();
    expect(JSON.parse((await events.next())!.data)).toEqual({ jsonrpc: '2.0', id: 'listen-1', result: { resultType: 'complete', _meta: tag } });
  });
});
