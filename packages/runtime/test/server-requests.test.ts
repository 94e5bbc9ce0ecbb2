/** ctx.sample, ctx.elicit and ctx.listRoots: server-to-client requests answered by the official SDK clients. */
import { Client as ClientV2 } from '@modelcontextprotocol/client';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { CreateMessageRequestSchema, ElicitRequestSchema, ListRootsRequestSchema, McpError as SdkMcpError } from '@modelcontextprotocol/sdk/types.js';
import { createInMemoryTransportPair, createServer, type McpServer } from '@mcp-codegen/runtime';
import { connectClient, contextFeature, notifications } from './context-fixtures';
import { deferred } from './fixtures';

let server: McpServer;

afterEach(async () => {
  await server.close();
});

const text = (result: unknown) => (result as { content: Array<{ text: string }> }).content[0].text;

async function samplingClient(answer: Parameters<Client['setRequestHandler']>[1] = async () => ({ role: 'assistant', model: 'm-1', content: { type: 'text', text: 'sampled!' } })): Promise<Client> {
  const client = await connectClient(server, { sampling: {} });
  client.setRequestHandler(CreateMessageRequestSchema, answer as never);
  return client;
}

describe('sampling', () => {
  it('round-trips sampling/createMessage and routes the reply to the waiting handler', async () => {
    server = createServer([contextFeature()]);
    const seen: Array<{ params: unknown; id: unknown }> = [];
    const client = await samplingClient(async (request: any, extra: any) => {
      seen.push({ params: request.params, id: extra.requestId });
      return { role: 'assistant', model: 'm-1', content: { type: 'text', text: `echo: ${request.params.messages[0].content.text}` } };
    });
    const result = await client.callTool({ name: 'ask', arguments: { text: 'hello' } });
    expect(text(result)).toBe('{"type":"text","text":"echo: hello"}');
    expect(seen[0].params).toEqual({ messages: [{ role: 'user', content: { type: 'text', text: 'hello' } }], maxTokens: 50 });
    // Server ids live in their own space: never a number the client could also use.
    expect(seen[0].id).toMatch(/^mcp-codegen-\d+$/);
  });

  it('answers concurrent calls each with its own reply', async () => {
    server = createServer([contextFeature()]);
    const client = await samplingClient(async (request: any) => ({ role: 'assistant', model: 'm', content: { type: 'text', text: request.params.messages[0].content.text.toUpperCase() } }));
    const results = await Promise.all(['a', 'b', 'c'].map((t) => client.callTool({ name: 'ask', arguments: { text: t } })));
    expect(results.map(text)).toEqual(['{"type":"text","text":"A"}', '{"type":"text","text":"B"}', '{"type":"text","text":"C"}']);
  });

  it('rejects with an McpError carrying the code and message of a client error', async () => {
    server = createServer([contextFeature()]);
    const client = await samplingClient(async () => {
      throw new SdkMcpError(-32042, 'User rejected sampling');
    });
    const result = await client.callTool({ name: 'askAndReport', arguments: { text: 'x' } });
    // The v1 SDK prefixes its error messages with "MCP error <code>:" on the wire.
    expect(text(result)).toBe('McpError -32042: MCP error -32042: User rejected sampling');
  });

  it('times out with -32001 and cancels the request on the client', async () => {
    server = createServer([contextFeature()], { clientRequestTimeoutMs: 30 });
    const cancelled = deferred<void>();
    const client = await samplingClient(async (_request: any, extra: any) => {
      await new Promise<void>((resolve) => extra.signal.addEventListener('abort', () => resolve()));
      cancelled.resolve();
      return { role: 'assistant', model: 'm', content: { type: 'text', text: 'late' } };
    });
    const result = await client.callTool({ name: 'askAndReport', arguments: { text: 'x' } });
    expect(text(result)).toBe('McpError -32001: The client did not answer sampling/createMessage within 30 ms');
    await cancelled.promise; // the client saw notifications/cancelled for it
  });

  it('refuses clearly when the client lacks the capability', async () => {
    server = createServer([contextFeature()]);
    const client = await connectClient(server);
    const result = await client.callTool({ name: 'ask', arguments: { text: 'x' } });
    expect(result).toEqual({
      isError: true,
      content: [{ type: 'text', text: 'This needs the client to support sampling/createMessage, but it did not declare the "sampling" capability.' }],
    });
  });

  it('works with the v2 client', async () => {
    server = createServer([contextFeature()]);
    const pair = createInMemoryTransportPair();
    await server.connect(pair.server);
    const client = new ClientV2({ name: 'v2', version: '1.0.0' }, { capabilities: { sampling: {} } });
    client.setRequestHandler('sampling/createMessage', async () => ({ role: 'assistant', model: 'v2', content: { type: 'text', text: 'from v2' } }));
    await client.connect(pair.client);
    const result = await client.callTool({ name: 'ask', arguments: { text: 'x' } });
    expect(text(result)).toBe('{"type":"text","text":"from v2"}');
    await client.close();
  });
});

describe('elicitation', () => {
  it('round-trips a form elicitation', async () => {
    server = createServer([contextFeature()]);
    const client = await connectClient(server, { elicitation: { form: {} } });
    const asked: unknown[] = [];
    client.setRequestHandler(ElicitRequestSchema, async (request) => {
      asked.push(request.params);
      return { action: 'accept', content: { name: 'Ada' } };
    });
    const result = await client.callTool({ name: 'form' });
    expect(text(result)).toBe('{"action":"accept","content":{"name":"Ada"}}');
    expect(asked[0]).toMatchObject({ message: 'Who are you?', requestedSchema: { properties: { name: { type: 'string', default: 'John Doe' } } } });
  });

  it('treats an empty elicitation capability as form mode', async () => {
    server = createServer([contextFeature()]);
    const client = await connectClient(server, { elicitation: {} });
    client.setRequestHandler(ElicitRequestSchema, async () => ({ action: 'decline' }));
    expect(text(await client.callTool({ name: 'form' }))).toBe('{"action":"decline"}');
  });

  it('round-trips a URL elicitation when the client supports URL mode', async () => {
    server = createServer([contextFeature()]);
    const client = await connectClient(server, { elicitation: { url: {} } });
    const asked: unknown[] = [];
    client.setRequestHandler(ElicitRequestSchema, async (request) => {
      asked.push(request.params);
      return { action: 'accept' };
    });
    expect(text(await client.callTool({ name: 'link' }))).toBe('{"action":"accept"}');
    expect(asked).toEqual([{ mode: 'url', message: 'Sign in', url: 'https://example.com/login', elicitationId: 'e-1' }]);
  });

  it('refuses URL mode to a client that declared form mode only', async () => {
    server = createServer([contextFeature()]);
    const client = await connectClient(server, { elicitation: { form: {} } });
    const result = await client.callTool({ name: 'link' });
    expect(result).toMatchObject({ isError: true, content: [{ text: expect.stringContaining('"elicitation.url" capability') }] });
  });
});

describe('roots', () => {
  it('lists the client roots', async () => {
    server = createServer([contextFeature()]);
    const client = await connectClient(server, { roots: { listChanged: true } });
    client.setRequestHandler(ListRootsRequestSchema, async () => ({ roots: [{ uri: 'file:///work', name: 'work' }] }));
    expect(text(await client.callTool({ name: 'roots' }))).toBe('{"roots":[{"uri":"file:///work","name":"work"}]}');
  });

  it('refuses without the roots capability', async () => {
    server = createServer([contextFeature()]);
    const client = await connectClient(server);
    expect(await client.callTool({ name: 'roots' })).toMatchObject({ isError: true, content: [{ text: expect.stringContaining('"roots" capability') }] });
  });
});

describe('replies nobody waits for', () => {
  it('drops a response with an unknown id and keeps serving', async () => {
    server = createServer([contextFeature()]);
    const pair = createInMemoryTransportPair();
    await server.connect(pair.server);
    const replies: Array<Record<string, unknown>> = [];
    pair.client.onmessage = (message: Record<string, unknown>) => void replies.push(message);
    await pair.client.start();
    pair.client.sendRaw(JSON.stringify({ jsonrpc: '2.0', id: 'mcp-codegen-999', result: {} }));
    pair.client.sendRaw(JSON.stringify({ jsonrpc: '2.0', id: 77, error: { code: 1, message: 'x' } }));
    const pong = new Promise<void>((resolve) => {
      pair.client.onmessage = (message: Record<string, unknown>) => {
        replies.push(message);
        if (message.id === 1) resolve();
      };
    });
    pair.client.sendRaw(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }));
    await pong;
    expect(replies).toEqual([{ jsonrpc: '2.0', id: 1, result: {} }]);
  });

  it('settles pending client requests when the session closes, so the handler ends', async () => {
    server = createServer([contextFeature()]);
    const sent: Array<Record<string, any>> = [];
    const asked = deferred<void>();
    const session = server.createSession((message) => {
      sent.push(message);
      if ('method' in message && message.method === 'sampling/createMessage') asked.resolve();
    });
    await session.handle({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: { sampling: {} }, clientInfo: { name: 's', version: '1' } } });
    const reply = session.handle({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'ask', arguments: { text: 'x' } } });
    await asked.promise;
    expect(sent).toMatchObject([{ method: 'sampling/createMessage', id: 'mcp-codegen-1' }]);
    session.close();
    await expect(reply).resolves.toBeUndefined();
  });

  it('routes a reply that arrives through Session.handle (as HTTP delivers it)', async () => {
    server = createServer([contextFeature()]);
    const sent: Array<Record<string, any>> = [];
    const asked = deferred<void>();
    const session = server.createSession((message) => {
      sent.push(message);
      if ('method' in message && message.method === 'sampling/createMessage') asked.resolve();
    });
    await session.handle({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: { sampling: {} }, clientInfo: { name: 's', version: '1' } } });
    const reply = session.handle({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'ask', arguments: { text: 'x' } } });
    await asked.promise;
    await expect(session.handle({ jsonrpc: '2.0', id: sent[0].id, result: { role: 'assistant', model: 'm', content: { type: 'text', text: 'ok' } } })).resolves.toBeUndefined();
    expect(await reply).toMatchObject({ id: 2, result: { content: [{ type: 'text', text: '{"type":"text","text":"ok"}' }] } });
    session.close();
  });
});
