/**
 * ctx.sample / ctx.elicit / ctx.listRoots on the 2026-07-28 wire: an
 * InputRequiredResult, resumed by deterministic replay when the client
 * retries with inputResponses. The same handlers serve a 2025 client with
 * real server-to-client requests.
 */
import { Client as ClientV2 } from '@modelcontextprotocol/client';
import { createInMemoryTransportPair, createServer, type McpServer } from '@mcp-codegen/runtime';
import { contextFeature } from './context-fixtures';
import { rawPeer, type RawPeer } from './raw-peer';

const MODERN = '2026-07-28';
const meta = (capabilities: Record<string, unknown> = { elicitation: {}, sampling: {}, roots: {} }) => ({
  'io.modelcontextprotocol/protocolVersion': MODERN,
  'io.modelcontextprotocol/clientCapabilities': capabilities,
});
const text = (result: any) => result.content[0].text;

async function v2Client(server: McpServer, mode: 'legacy' | { pin: string }): Promise<ClientV2> {
  const pair = createInMemoryTransportPair();
  await server.connect(pair.server);
  const client = new ClientV2({ name: 'v2', version: '1.0.0' }, { capabilities: { sampling: {}, elicitation: { form: {} }, roots: {} }, versionNegotiation: { mode } });
  client.setRequestHandler('sampling/createMessage', async (request) => ({ role: 'assistant', model: 'm', content: { type: 'text', text: `sampled ${JSON.stringify(request.params.messages[0].content)}` } }));
  client.setRequestHandler('elicitation/create', async () => ({ action: 'accept', content: { name: 'Ada' } }));
  client.setRequestHandler('roots/list', async () => ({ roots: [{ uri: 'file:///work', name: 'work' }] }));
  await client.connect(pair.client);
  return client;
}

describe('the same handlers in both eras, with the official v2 client', () => {
  let server: McpServer;
  beforeEach(() => {
    server = createServer([contextFeature()]);
  });
  afterEach(async () => {
    await server.close();
  });

  it.each([
    ['2025 (server-to-client requests)', 'legacy' as const],
    ['2026-07-28 (InputRequiredResult, auto-fulfilled)', { pin: MODERN }],
  ])('%s: sampling, elicitation and roots reach the handler', async (_era, mode) => {
    const client = await v2Client(server, mode);
    try {
      expect(text(await client.callTool({ name: 'ask', arguments: { text: 'hi' } }))).toContain('sampled');
      expect(JSON.parse(text(await client.callTool({ name: 'form', arguments: {} })))).toEqual({ action: 'accept', content: { name: 'Ada' } });
      expect(JSON.parse(text(await client.callTool({ name: 'roots', arguments: {} })))).toEqual({ roots: [{ uri: 'file:///work', name: 'work' }] });
    } finally {
      await client.close();
    }
  });
});

describe('the InputRequiredResult on the wire', () => {
  let peer: RawPeer;
  let id = 1;
  const call = async (params: Record<string, unknown>) => {
    const requestId = id++;
    peer.request({ id: requestId, method: 'tools/call', params: { _meta: meta(), ...params } });
    return peer.responseTo(requestId);
  };

  beforeEach(async () => {
    peer = await rawPeer([contextFeature()], { requestState: { secret: 'test-secret', ttlMs: 60_000 } });
  });
  afterEach(async () => {
    await peer.server.close();
    await peer.close();
  });

  it('asks with keyed inputRequests and a signed requestState, then completes on retry', async () => {
    const first = await call({ name: 'form', arguments: {} });
    expect(first.result).toEqual({
      resultType: 'input_required',
      inputRequests: { 'elicitation-1': { method: 'elicitation/create', params: expect.objectContaining({ message: 'Who are you?' }) } },
      requestState: expect.stringMatching(/^[\w-]+\.[\w-]+$/),
    });
    const second = await call({ name: 'form', arguments: {}, requestState: first.result.requestState, inputResponses: { 'elicitation-1': { action: 'decline' } } });
    expect(second.result.resultType).toBe('complete');
    expect(text(second.result)).toBe('{"action":"decline"}');
  });

  it('asks again (not an error) when the retry lacks the answer or answers the wrong key', async () => {
    const retry = await call({ name: 'form', arguments: {}, inputResponses: { other: { action: 'accept' } } });
    expect(retry.result.resultType).toBe('input_required');
    expect(Object.keys(retry.result.inputRequests)).toEqual(['elicitation-1']);
  });

  it('refuses a tampered requestState with -32602', async () => {
    const first = await call({ name: 'form', arguments: {} });
    const [body, signature] = first.result.requestState.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), r: { 'elicitation-1': { action: 'accept' } } })).toString('base64url');
    const response = await call({ name: 'form', arguments: {}, requestState: `${forged}.${signature}`, inputResponses: {} });
    expect(response.error).toMatchObject({ code: -32602, message: expect.stringContaining('signature does not match') });
  });

  it('refuses a state issued for another call', async () => {
    const first = await call({ name: 'form', arguments: {} });
    const response = await call({ name: 'roots', arguments: {}, requestState: first.result.requestState });
    expect(response.error).toMatchObject({ code: -32602, message: expect.stringContaining('belongs to another request') });
  });

  it('refuses a stale state with -32602 and says how to recover', async () => {
    let now = 1_000_000;
    const stale = await rawPeer([contextFeature()], { requestState: { secret: 's', ttlMs: 10, now: () => now } });
    try {
      stale.request({ id: 1, method: 'tools/call', params: { _meta: meta(), name: 'form', arguments: {} } });
      const first = await stale.responseTo(1);
      now += 11;
      stale.request({ id: 2, method: 'tools/call', params: { _meta: meta(), name: 'form', arguments: {}, requestState: first.result.requestState } });
      expect((await stale.responseTo(2)).error).toMatchObject({ code: -32602, message: expect.stringMatching(/expired.*start over/) });
    } finally {
      await stale.server.close();
      await stale.close();
    }
  });

  it('answers -32021 naming the capability when the envelope does not declare it', async () => {
    const requestId = id++;
    peer.request({ id: requestId, method: 'tools/call', params: { _meta: meta({}), name: 'ask', arguments: { text: 'x' } } });
    expect((await peer.responseTo(requestId)).error).toMatchObject({ code: -32021, data: { requiredCapabilities: { sampling: {} } } });
  });

  it('never sends a server-to-client request on the modern wire', async () => {
    await call({ name: 'ask', arguments: { text: 'x' } });
    expect(peer.received.filter((m) => m.method !== undefined && m.id !== undefined)).toEqual([]);
  });
});
