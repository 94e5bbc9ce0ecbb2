/**
 * Timeouts, rate limits and the in-flight cap, against the official SDK
 * client over the in-memory pair (and raw JSON where no SDK client would go).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { McpError as SdkMcpError } from '@modelcontextprotocol/sdk/types.js';
import { createInMemoryTransportPair, createServer, LimitErrorCode, type McpServer, type ServerOptions } from '@mcp-codegen/runtime';
import { callWithin } from '../../src/protocol/limits/timeout';
import { capturingLogger } from '../fixtures';
import { rawPeer } from '../raw-peer';
import { LimitProbe, limitsFeature } from './limits-feature';

async function connect(server: McpServer): Promise<Client> {
  const pair = createInMemoryTransportPair();
  await server.connect(pair.server);
  const client = new Client({ name: 'limits-test', version: '1.0.0' });
  await client.connect(pair.client);
  return client;
}

const text = (result: unknown) => ((result as { content: Array<{ text: string }> }).content)[0].text;

describe('limits', () => {
  let probe: LimitProbe;
  let server: McpServer;
  let now: number;

  function start(options: ServerOptions = {}): McpServer {
    probe = new LimitProbe();
    now = 1_000_000;
    server = createServer([limitsFeature(probe)], { logger: capturingLogger(), ...options, limits: { now: () => now, ...options.limits } });
    return server;
  }

  afterEach(async () => {
    probe.release();
    await server.close();
  });

  describe('timeouts', () => {
    it('aborts the handler signal with a TimeoutError and ends a tool call with isError', async () => {
      const client = await connect(start());
      const result = await client.callTool({ name: 'slow', arguments: {} });
      expect(result.isError).toBe(true);
      expect(text(result)).toBe('Tool "slow" timed out after 40 ms.');
      expect(probe.aborts).toHaveLength(1);
      expect((probe.aborts[0] as DOMException).name).toBe('TimeoutError');
      // The session goes on serving.
      expect(text(await client.callTool({ name: 'quick', arguments: {} }))).toBe('fast');
    });

    it('answers at the timeout even when the handler ignores its signal', async () => {
      const client = await connect(start());
      const result = await client.callTool({ name: 'stubborn', arguments: {} });
      expect(result).toMatchObject({ isError: true, content: [{ type: 'text', text: 'Tool "stubborn" timed out after 40 ms.' }] });
    });

    it('applies the server-wide default to tools without their own timeout', async () => {
      const client = await connect(start({ limits: { defaultTimeoutMs: 25 } }));
      expect(text(await client.callTool({ name: 'plain', arguments: {} }))).toBe('Tool "plain" timed out after 25 ms.');
      // A tool's own timeout wins over the default.
      expect(text(await client.callTool({ name: 'slow', arguments: {} }))).toBe('Tool "slow" timed out after 40 ms.');
    });

    it('answers resources/read and prompts/get with a JSON-RPC timeout error (-32001)', async () => {
      const client = await connect(start());
      const read = client.readResource({ uri: 'limits://slow' });
      await expect(read).rejects.toBeInstanceOf(SdkMcpError);
      await expect(read).rejects.toMatchObject({ code: LimitErrorCode.RequestTimeout, message: expect.stringContaining('Reading resource limits://slow timed out after 30 ms.') });
      await expect(client.getPrompt({ name: 'slowPrompt', arguments: {} })).rejects.toMatchObject({ code: -32001, message: expect.stringContaining('Prompt "slowPrompt" timed out after 30 ms.') });
      expect(probe.aborts).toHaveLength(2);
    });

    it('makes no timer, controller or promise when no timeout is set', () => {
      const request = { signal: undefined } as never;
      expect(callWithin(undefined, request, () => 42)).toBe(42);
    });
  });

  describe('rate limits', () => {
    it('limits a tool per client with a token bucket and says when to retry', async () => {
      const client = await connect(start());
      const other = await connect(server);
      expect(text(await client.callTool({ name: 'limited', arguments: {} }))).toBe('ok');
      expect(text(await client.callTool({ name: 'limited', arguments: {} }))).toBe('ok');
      const refused = await client.callTool({ name: 'limited', arguments: {} });
      expect(refused).toMatchObject({ isError: true, content: [{ text: 'Rate limit exceeded for tool "limited". Retry after 500 ms.' }] });
      // Another connection is another client, with its own bucket.
      expect(text(await other.callTool({ name: 'limited', arguments: {} }))).toBe('ok');
      now += 499;
      expect(text(await client.callTool({ name: 'limited', arguments: {} }))).toContain('Retry after 1 ms');
      now += 1;
      expect(text(await client.callTool({ name: 'limited', arguments: {} }))).toBe('ok');
    });

    it('answers a rate-limited prompt with -32029 and data.retryAfterMs', async () => {
      const peer = await rawPeer([limitsFeature(new LimitProbe())], { limits: { now: () => now } });
      server = peer.server;
      probe = new LimitProbe();
      now = 0;
      peer.request({ id: 1, method: 'prompts/get', params: { name: 'limitedPrompt', arguments: {} } });
      expect((await peer.responseTo(1)).result).toBeDefined();
      peer.request({ id: 2, method: 'prompts/get', params: { name: 'limitedPrompt', arguments: {} } });
      expect((await peer.responseTo(2)).error).toEqual({ code: -32029, message: 'Rate limit exceeded for prompt "limitedPrompt". Retry after 1000 ms.', data: { retryAfterMs: 1000 } });
    });

    it('limits every method per client with the server-wide rate limit, except initialize and ping', async () => {
      const client = await connect(start({ limits: { rateLimit: { limit: 2, windowMs: 2000 } } }));
      await client.listTools();
      await client.listPrompts();
      await expect(client.listTools()).rejects.toMatchObject({ code: -32029, data: { retryAfterMs: 1000 } });
      const call = await client.callTool({ name: 'quick', arguments: {} });
      expect(call).toMatchObject({ isError: true, content: [{ text: 'Rate limit exceeded for this client. Retry after 1000 ms.' }] });
      await expect(client.ping()).resolves.toEqual({});
      now += 1000;
      expect(text(await client.callTool({ name: 'quick', arguments: {} }))).toBe('fast');
    });

    it('shares one bucket between sessions of the same authenticated subject', async () => {
      start();
      const alice = { subject: 'alice', scopes: [] };
      const first = server.createSession();
      const second = server.createSession();
      const call = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'limited', arguments: {} } });
      const result = (reply: unknown) => (reply as { result?: unknown }).result;
      expect(result(await first.handle(call(1), alice))).toEqual({ content: [{ type: 'text', text: 'ok' }] });
      expect(result(await second.handle(call(2), alice))).toEqual({ content: [{ type: 'text', text: 'ok' }] });
      expect(result(await second.handle(call(3), alice))).toMatchObject({ isError: true });
      // Bob has his own.
      expect(result(await first.handle(call(4), { subject: 'bob', scopes: [] }))).toEqual({ content: [{ type: 'text', text: 'ok' }] });
    });
  });

  describe('in-flight cap', () => {
    it('answers requests beyond maxInFlight at once with a busy error (-32053), not a queue', async () => {
      const limitsProbe = new LimitProbe();
      const peer = await rawPeer([limitsFeature(limitsProbe)], { limits: { maxInFlight: 2 } });
      server = peer.server;
      probe = limitsProbe;
      await server.container.load(); // So both handlers have started when the busy reply comes.
      for (const id of [1, 2, 3]) peer.request({ id, method: 'tools/call', params: { name: 'hold', arguments: {} } });
      expect((await peer.responseTo(3)).error).toEqual({
        code: LimitErrorCode.ServerBusy,
        message: 'Server busy: 2 requests are already in flight on this session; retry when one has finished',
        data: { maxInFlight: 2 },
      });
      expect(limitsProbe.started).toBe(2);
      limitsProbe.release();
      expect((await peer.responseTo(1)).result).toEqual({ content: [{ type: 'text', text: 'released' }] });
      expect((await peer.responseTo(2)).result).toEqual({ content: [{ type: 'text', text: 'released' }] });
      // Room again.
      peer.request({ id: 4, method: 'ping' });
      expect((await peer.responseTo(4)).result).toEqual({});
    });
  });
});
