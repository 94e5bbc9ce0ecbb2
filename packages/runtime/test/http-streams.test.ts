/** SSE replies, the standalone GET stream, Last-Event-ID resumption and disconnects, over a real socket. */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CreateMessageRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { Client as ClientV2, StreamableHTTPClientTransport as StreamableHTTPClientTransportV2 } from '@modelcontextprotocol/client';
import { gate } from './http-stream-feature';
import { BOTH, openSession, parseSse, post, sseReader, startHttpServer, type TestHttpServer } from './http-helpers';

let http: TestHttpServer;

afterEach(async () => {
  gate.reset();
  await http.close();
});

const call = (id: number, name: string, progressToken?: string) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: {}, ...(progressToken ? { _meta: { progressToken } } : {}) },
});

const headers = (session: string, version = '2025-11-25') => ({ 'mcp-session-id': session, 'mcp-protocol-version': version });

describe('the reply to a POST', () => {
  beforeEach(async () => {
    http = await startHttpServer({}, true);
  });

  it('is plain JSON when nothing related comes before the response', async () => {
    const session = await openSession(http.url);
    const response = await post(http.url, call(1, 'count'), headers(session));
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('mcp-session-id')).toBe(session);
    expect((await response.json()) as any).toEqual({ jsonrpc: '2.0', id: 1, result: { content: [{ type: 'text', text: 'counted' }] } });
  });

  it('becomes an SSE stream with a priming event when progress comes first', async () => {
    const session = await openSession(http.url);
    const response = await post(http.url, call(1, 'count', 'tok'), headers(session));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const events = parseSse(await response.text());
    expect(events[0]).toEqual({ id: expect.any(String), data: '' });
    const messages = events.slice(1).map((e) => JSON.parse(e.data));
    expect(messages.map((m) => m.params?.progress ?? 'response')).toEqual([1, 2, 3, 'response']);
    expect(messages[3]).toEqual({ jsonrpc: '2.0', id: 1, result: { content: [{ type: 'text', text: 'counted' }] } });
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  });

  it('has no priming event for a client older than 2025-11-25', async () => {
    const session = await openSession(http.url, '2025-06-18');
    const response = await post(http.url, call(1, 'count', 'tok'), headers(session, '2025-06-18'));
    const events = parseSse(await response.text());
    expect(events).toHaveLength(4);
    expect(events.every((e) => e.data !== '' && e.event === 'message')).toBe(true);
  });

  it('carries the retry field when configured', async () => {
    await http.close();
    http = await startHttpServer({ retryMs: 2500 }, true);
    const session = await openSession(http.url);
    const events = parseSse(await (await post(http.url, call(1, 'count', 'tok'), headers(session))).text());
    expect(events[0].retry).toBe(2500);
  });

  it('is always a stream in responseMode "sse", never in "json"', async () => {
    await http.close();
    http = await startHttpServer({ responseMode: 'sse' }, true);
    let session = await openSession(http.url);
    let response = await post(http.url, call(1, 'chatty'), headers(session));
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    await response.text();
    response = await post(http.url, { jsonrpc: '2.0', id: 2, method: 'ping' }, headers(session));
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(parseSse(await response.text()).map((e) => e.data).filter(Boolean)).toEqual(['{"jsonrpc":"2.0","id":2,"result":{}}']);

    await http.close();
    http = await startHttpServer({ responseMode: 'json' }, true);
    session = await openSession(http.url);
    response = await post(http.url, call(1, 'count', 'tok'), headers(session));
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(((await response.json()) as any).result.content[0].text).toBe('counted');
  });
});

describe('official clients on SSE replies', () => {
  beforeEach(async () => {
    http = await startHttpServer({}, true);
  });

  it('SDK v1 receives progress and logging on the request stream, then the result', async () => {
    const client = new Client({ name: 'v1', version: '1' });
    const logs: unknown[] = [];
    client.fallbackNotificationHandler = async (n) => void logs.push(n);
    await client.connect(new StreamableHTTPClientTransport(new URL(http.url)));
    const progress: number[] = [];
    const result = await client.callTool({ name: 'count', arguments: {} }, undefined, { onprogress: (p) => void progress.push(p.progress) });
    expect(progress).toEqual([1, 2, 3]);
    expect(result.content).toEqual([{ type: 'text', text: 'counted' }]);
    await client.callTool({ name: 'chatty', arguments: {} });
    expect(logs).toEqual([expect.objectContaining({ method: 'notifications/message', params: { level: 'info', data: 'working' } })]);
    await client.close();
  });

  it('SDK v1 answers a sampling request sent on the request stream', async () => {
    const client = new Client({ name: 'v1', version: '1' }, { capabilities: { sampling: {} } });
    client.setRequestHandler(CreateMessageRequestSchema, async () => ({ role: 'assistant', model: 'test', content: { type: 'text', text: 'hi!' } }));
    await client.connect(new StreamableHTTPClientTransport(new URL(http.url)));
    const result = await client.callTool({ name: 'ask', arguments: {} });
    expect(result.content).toEqual([{ type: 'text', text: 'client said: hi!' }]);
    await client.close();
  });

  it('SDK v2 receives progress on the request stream', async () => {
    const client = new ClientV2({ name: 'v2', version: '1' });
    await client.connect(new StreamableHTTPClientTransportV2(new URL(http.url)));
    const progress: number[] = [];
    const result = await client.callTool({ name: 'count', arguments: {} }, { onprogress: (p: { progress: number }) => void progress.push(p.progress) });
    expect(progress).toEqual([1, 2, 3]);
    expect(result.content).toEqual([{ type: 'text', text: 'counted' }]);
    await client.close();
  });
});

describe('the standalone GET stream', () => {
  beforeEach(async () => {
    http = await startHttpServer({}, true);
  });

  it('carries notifications that belong to no request, after a priming event', async () => {
    const session = await openSession(http.url);
    const response = await fetch(http.url, { headers: { accept: 'text/event-stream', ...headers(session) } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = sseReader(response);
    expect(await reader.next()).toEqual({ id: expect.any(String), data: '' });
    http.server.tools.disable('add');
    const event = await reader.next();
    expect(JSON.parse(event!.data)).toEqual({ jsonrpc: '2.0', method: 'notifications/tools/list_changed' });
    await reader.cancel();
  });

  it('is one per session: a second GET gets 409', async () => {
    const session = await openSession(http.url);
    const first = await fetch(http.url, { headers: { accept: 'text/event-stream', ...headers(session) } });
    const reader = sseReader(first);
    await reader.next();
    const second = await fetch(http.url, { headers: { accept: 'text/event-stream', ...headers(session) } });
    expect(second.status).toBe(409);
    await reader.cancel();
  });

  it('SDK v1 gets list_changed through it', async () => {
    const client = new Client({ name: 'v1', version: '1' });
    const changed = new Promise<unknown>((resolve) => (client.fallbackNotificationHandler = async (n) => resolve(n)));
    await client.connect(new StreamableHTTPClientTransport(new URL(http.url)));
    // The client opens the GET stream after initialize; wait until the server sees it.
    while (![...(http.listener.handler as any).sessions.values()][0]?.standalone?.connected) await new Promise((r) => setImmediate(r));
    http.server.tools.disable('add');
    await expect(changed).resolves.toMatchObject({ method: 'notifications/tools/list_changed' });
    await client.close();
  });
});

describe('resumption with Last-Event-ID', () => {
  beforeEach(async () => {
    http = await startHttpServer({}, true);
  });

  it('replays the events of a finished request stream after the given id, then ends', async () => {
    const session = await openSession(http.url);
    const events = parseSse(await (await post(http.url, call(1, 'count', 'tok'), headers(session))).text());
    const replay = await fetch(http.url, { headers: { accept: 'text/event-stream', 'last-event-id': events[1].id!, ...headers(session) } });
    expect(replay.status).toBe(200);
    expect(parseSse(await replay.text())).toEqual(events.slice(2));
  });

  it('keeps a request running when its resumable stream drops, and delivers the response on resumption', async () => {
    const session = await openSession(http.url);
    const abort = new AbortController();
    const response = await fetch(http.url, { method: 'POST', signal: abort.signal, headers: { 'content-type': 'application/json', accept: BOTH, ...headers(session) }, body: JSON.stringify(call(7, 'gated', 'tok')) });
    const reader = sseReader(response);
    const priming = await reader.next();
    const progress = await reader.next();
    expect(JSON.parse(progress!.data).params.progress).toBe(1);
    await gate.started.promise;
    abort.abort();
    await reader.cancel().catch(() => undefined);

    gate.release.resolve('finished while away');
    const resumed = await fetch(http.url, { headers: { accept: 'text/event-stream', 'last-event-id': progress!.id!, ...headers(session) } });
    const replayed = parseSse(await resumed.text());
    expect(replayed.map((e) => JSON.parse(e.data))).toEqual([{ jsonrpc: '2.0', id: 7, result: { content: [{ type: 'text', text: 'finished while away' }] } }]);
    expect(priming!.data).toBe('');
    expect(http.logger.errors).toEqual([]);
  });

  it('refuses an event id of another session with 400', async () => {
    const mine = await openSession(http.url);
    const theirs = await openSession(http.url);
    const events = parseSse(await (await post(http.url, call(1, 'count', 'tok'), headers(theirs))).text());
    const replay = await fetch(http.url, { headers: { accept: 'text/event-stream', 'last-event-id': events[0].id!, ...headers(mine) } });
    expect(replay.status).toBe(400);
    await replay.text();
  });
});

describe('a client that disconnects', () => {
  it.each([
    ['with sessions', true],
    ['stateless', false],
  ])('%s: aborts the handler whose response can no longer arrive', async (_label, sessions) => {
    http = await startHttpServer({ sessions }, true);
    const session = sessions ? await openSession(http.url) : undefined;
    const abort = new AbortController();
    const pending = fetch(http.url, {
      method: 'POST',
      signal: abort.signal,
      headers: { 'content-type': 'application/json', accept: BOTH, ...(session ? headers(session) : {}) },
      body: JSON.stringify(call(3, 'hold')),
    }).catch((error: unknown) => error);
    await gate.started.promise;
    abort.abort();
    await expect(gate.aborted.promise).resolves.toBeDefined();
    await pending;
    // The server goes on serving.
    const ping = await post(http.url, { jsonrpc: '2.0', id: 4, method: 'ping' }, session ? headers(session) : {});
    expect((await ping.json()) as any).toEqual({ jsonrpc: '2.0', id: 4, result: {} });
  });

  it('closing the server aborts handlers in flight and ends their replies', async () => {
    http = await startHttpServer({}, true);
    const session = await openSession(http.url);
    const pending = post(http.url, call(5, 'hold'), headers(session));
    await gate.started.promise;
    await http.listener.close();
    await expect(gate.aborted.promise).resolves.toBeDefined();
    await pending.then((r) => r.text()).catch(() => undefined);
    expect(http.listener.handler.sessionCount).toBe(0);
  });
});
