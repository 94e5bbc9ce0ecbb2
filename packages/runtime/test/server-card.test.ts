/** The Server Card (SEP-2127 draft) at its well-known path over HTTP: off by default, public, and what tools/list says. */
import { request } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createFetchHandler, createServer, listenHttp, SERVER_CARD_SCHEMA, type HttpListenOptions } from '@mcp-codegen/runtime';
import { vaultFeature } from './auth-fixtures';
import { calcFeature, capturingLogger, docsFeature } from './fixtures';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function start(options: HttpListenOptions, features = [calcFeature, docsFeature]) {
  const logger = capturingLogger();
  const server = createServer(features, { name: 'card-test', version: '2.3.4', logger });
  const listener = await listenHttp(server, { port: 0, logger, ...options });
  closers.push(async () => {
    await listener.close();
    await server.close();
  });
  return { server, listener, origin: new URL(listener.url).origin };
}

describe('the Server Card', () => {
  it('is not served unless the option turns it on', async () => {
    const { origin } = await start({});
    expect((await fetch(`${origin}/.well-known/mcp/server-card`)).status).toBe(404);
    expect((await fetch(`${origin}/.well-known/mcp/server-card.json`)).status).toBe(404);
  });

  it('is served at both well-known paths, public and cacheable, and lists what tools/list lists', async () => {
    const { listener, origin } = await start({ serverCard: { name: 'io.github.acme/calc', title: 'Calculator', description: 'Adds numbers.' } });
    const response = await fetch(`${origin}/.well-known/mcp/server-card`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const card = (await response.json()) as Record<string, any>;
    expect(await (await fetch(`${origin}/.well-known/mcp/server-card.json`)).json()).toEqual(card);
    expect(card).toMatchObject({
      $schema: SERVER_CARD_SCHEMA,
      name: 'io.github.acme/calc',
      version: '2.3.4',
      title: 'Calculator',
      description: 'Adds numbers.',
      remotes: [{ type: 'streamable-http', url: listener.url, supportedProtocolVersions: expect.arrayContaining(['2026-07-28', '2025-11-25']) }],
      capabilities: { tools: { listChanged: true } },
    });

    // The same server, seen by the official SDK client after connecting.
    const client = new Client({ name: 'card-check', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(new URL(listener.url)));
    try {
      expect(card.tools).toEqual((await client.listTools()).tools);
      expect(card.prompts).toEqual((await client.listPrompts()).prompts);
      expect(card.resources).toEqual((await client.listResources()).resources);
      expect(card.capabilities).toEqual(client.getServerCapabilities());
    } finally {
      await client.close();
    }
  });

  it('follows the lists when they change', async () => {
    const { server, origin } = await start({ serverCard: true });
    const names = async () => ((await (await fetch(`${origin}/.well-known/mcp/server-card`)).json()) as Record<string, any>).tools.map((t: { name: string }) => t.name);
    expect(await names()).toContain('add');
    server.tools.disable('add');
    expect(await names()).not.toContain('add');
  });

  it('leaves out tools that need OAuth scopes: the card is public', async () => {
    const { origin } = await start({ serverCard: true }, [vaultFeature]);
    const card = (await (await fetch(`${origin}/.well-known/mcp/server-card`)).json()) as Record<string, any>;
    expect(card.tools.map((t: { name: string }) => t.name)).toEqual(['whoami']);
  });

  it('never echoes the Host header a caller sent', async () => {
    const { listener } = await start({ serverCard: true });
    const url = new URL(listener.url);
    const body = await new Promise<string>((resolve, reject) => {
      const req = request({ host: url.hostname, port: url.port, path: '/.well-known/mcp/server-card', headers: { host: 'evil.example' } }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      req.end();
    });
    expect(body).not.toContain('evil.example');
    expect((JSON.parse(body) as Record<string, any>).remotes[0].url).toBe(listener.url);
  });

  it('answers a CORS preflight and refuses other methods', async () => {
    const { origin } = await start({ serverCard: true });
    const preflight = await fetch(`${origin}/.well-known/mcp/server-card`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const post = await fetch(`${origin}/.well-known/mcp/server-card`, { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});

describe('the Server Card on the fetch handler', () => {
  it('is served with the configured public URL, whatever host the request names', async () => {
    const server = createServer([calcFeature], { name: 'edge', version: '1.0.0', logger: capturingLogger() });
    closers.push(() => server.close());
    const handle = createFetchHandler(server, { sessions: false, serverCard: { url: 'https://mcp.acme.example/mcp' } });
    const response = await handle(new Request('https://evil.example/.well-known/mcp/server-card'));
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const card = (await response.json()) as Record<string, any>;
    expect(card.remotes[0].url).toBe('https://mcp.acme.example/mcp');
    expect(card.tools.map((t: { name: string }) => t.name)).toContain('add');
    expect((await handle(new Request('https://mcp.acme.example/.well-known/mcp/server-card', { method: 'DELETE' }))).status).toBe(405);
  });

  it('is not served without the option', async () => {
    const server = createServer([calcFeature], { logger: capturingLogger() });
    closers.push(() => server.close());
    const response = await createFetchHandler(server, { sessions: false })(new Request('https://mcp.acme.example/.well-known/mcp/server-card'));
    expect(response.status).not.toBe(200);
  });
});
