/** The official SDK clients (v1 and v2) over Streamable HTTP: with sessions and stateless. */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Client as ClientV2, StreamableHTTPClientTransport as StreamableHTTPClientTransportV2 } from '@modelcontextprotocol/client';
import { calcFeature } from './fixtures';
import { startHttpServer, type TestHttpServer } from './http-helpers';

interface AnyClient {
  listTools(): Promise<{ tools: Array<{ name: string }> }>;
  callTool(params: { name: string; arguments?: Record<string, unknown> }): Promise<Record<string, any>>;
  listResources(): Promise<{ resources: Array<{ uri: string }> }>;
  readResource(params: { uri: string }): Promise<{ contents: Array<Record<string, any>> }>;
  listPrompts(): Promise<{ prompts: Array<{ name: string }> }>;
  getPrompt(params: { name: string; arguments?: Record<string, string> }): Promise<{ messages: Array<Record<string, any>> }>;
  ping(): Promise<unknown>;
  close(): Promise<void>;
}

const clients: Record<string, (url: string) => Promise<{ client: AnyClient; sessionId: () => string | undefined }>> = {
  'SDK v1': async (url) => {
    const transport = new StreamableHTTPClientTransport(new URL(url));
    const client = new Client({ name: 'v1', version: '1' });
    await client.connect(transport);
    return { client: client as unknown as AnyClient, sessionId: () => transport.sessionId };
  },
  'SDK v2': async (url) => {
    const transport = new StreamableHTTPClientTransportV2(new URL(url));
    const client = new ClientV2({ name: 'v2', version: '1' });
    await client.connect(transport);
    return { client: client as unknown as AnyClient, sessionId: () => transport.sessionId };
  },
};

describe.each(Object.keys(clients))('%s over Streamable HTTP', (clientName) => {
  describe.each([
    ['with sessions', true],
    ['stateless', false],
  ])('%s', (_label, sessions) => {
    let http: TestHttpServer;
    let client: AnyClient;
    let sessionId: () => string | undefined;

    beforeEach(async () => {
      http = await startHttpServer({ sessions });
      ({ client, sessionId } = await clients[clientName](http.url));
    });

    afterEach(async () => {
      await client.close();
      await http.close();
    });

    it('gets a session id only when sessions are on', () => {
      if (sessions) expect(sessionId()).toMatch(/^[\x21-\x7e]+$/);
      else expect(sessionId()).toBeUndefined();
      expect(http.listener.handler.sessionCount).toBe(sessions ? 1 : 0);
    });

    it('lists and calls tools', async () => {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(calcFeature.manifest.tools.map((t) => t.name));
      await expect(client.callTool({ name: 'add', arguments: { a: 2, b: 3 } })).resolves.toEqual({ content: [{ type: 'text', text: '5' }] });
      const failed = await client.callTool({ name: 'divide', arguments: { a: 1, b: 0 } });
      expect(failed.isError).toBe(true);
    });

    it('lists and reads resources', async () => {
      const { resources } = await client.listResources();
      expect(resources.map((r) => r.uri)).toContain('docs://readme');
      const { contents } = await client.readResource({ uri: 'docs://pages/intro' });
      expect(contents).toEqual([{ uri: 'docs://pages/intro', mimeType: 'text/plain', text: 'Page intro' }]);
    });

    it('lists and gets prompts', async () => {
      const { prompts } = await client.listPrompts();
      expect(prompts.map((p) => p.name)).toEqual(['review', 'conversation', 'broken']);
      const { messages } = await client.getPrompt({ name: 'review', arguments: { topic: 'the plan' } });
      expect(messages[0].content.text).toBe('Please review the plan in a casual tone.');
    });

    it('serves concurrent requests', async () => {
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => client.callTool({ name: 'add', arguments: { a: i, b: 1 } })));
      expect(results.map((r) => r.content[0].text)).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)));
    });
  });
});

describe('closing', () => {
  it('ends the session on client close (DELETE) with SDK v1', async () => {
    const http = await startHttpServer();
    const transport = new StreamableHTTPClientTransport(new URL(http.url));
    const client = new Client({ name: 'v1', version: '1' });
    await client.connect(transport);
    expect(http.listener.handler.sessionCount).toBe(1);
    await transport.terminateSession();
    expect(http.listener.handler.sessionCount).toBe(0);
    await client.close();
    await http.close();
  });
});
