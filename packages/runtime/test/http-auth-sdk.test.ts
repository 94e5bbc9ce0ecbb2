/** The official SDK clients against an authenticated server: a token in requestInit, and the 401 discovery of an authProvider. */
import { createServer as createNodeServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client as ClientV2, StreamableHTTPClientTransport as StreamableHTTPClientTransportV2 } from '@modelcontextprotocol/client';
import { createServer, listenHttp, type HttpListener, type McpServer } from '@mcp-codegen/runtime';
import { authOptions, bearer, vaultFeature } from './auth-fixtures';
import { capturingLogger } from './fixtures';

let server: McpServer;
let listener: HttpListener;

async function start(authorizationServer = 'https://auth.example.com') {
  server = createServer([vaultFeature], { logger: capturingLogger() });
  listener = await listenHttp(server, { port: 0, logger: capturingLogger(), auth: authOptions({ resourceMetadata: { authorization_servers: [authorizationServer], scopes_supported: ['mcp', 'admin'] } }) });
}

afterEach(async () => {
  await listener?.close();
  await server?.close();
});

const connectors = {
  'SDK v1': async (url: string, token: string) => {
    const client = new Client({ name: 'v1', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: bearer(token) } }));
    return client as unknown as ClientV2;
  },
  'SDK v2': async (url: string, token: string) => {
    const client = new ClientV2({ name: 'v2', version: '1' });
    await client.connect(new StreamableHTTPClientTransportV2(new URL(url), { requestInit: { headers: bearer(token) } }));
    return client;
  },
};

describe.each(Object.entries(connectors))('%s with a bearer token', (_name, connect) => {
  it('lists what the token allows, calls as the verified caller, and gets an error for a scope it lacks', async () => {
    await start();
    const client = await connect(listener.url, 'bob');
    try {
      expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['whoami']);
      const whoami = await client.callTool({ name: 'whoami', arguments: {} });
      expect(whoami.structuredContent).toEqual({ subject: 'bob', scopes: ['mcp', 'vault:read'] });
      expect((await client.readResource({ uri: 'vault://secret' })).contents[0]).toMatchObject({ text: 'the secret' });
      await expect(client.callTool({ name: 'rotateKeys', arguments: {} })).rejects.toThrow(/403|insufficient scope/i);
    } finally {
      await client.close();
    }
  });

  it('cannot connect with a bad token', async () => {
    await start();
    await expect(connect(listener.url, 'nope')).rejects.toThrow(/401|Unauthorized/i);
  });
});

describe('SDK v1 authProvider discovery', () => {
  let as: Server;
  afterEach(async () => {
    await new Promise<void>((resolve) => as.close(() => resolve()));
  });

  it('follows resource_metadata from the 401 to the authorization server and starts authorization for this resource', async () => {
    as = createNodeServer((req, res) => {
      const issuer = `http://127.0.0.1:${(as.address() as AddressInfo).port}`;
      if (req.url === '/.well-known/oauth-authorization-server') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token`, response_types_supported: ['code'], code_challenge_methods_supported: ['S256'] }));
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => as.listen(0, '127.0.0.1', resolve));
    await start(`http://127.0.0.1:${(as.address() as AddressInfo).port}`);

    let redirected: URL | undefined;
    const provider: OAuthClientProvider = {
      redirectUrl: 'http://127.0.0.1/callback',
      clientMetadata: { redirect_uris: ['http://127.0.0.1/callback'], client_name: 'test' },
      clientInformation: () => ({ client_id: 'test-client' }),
      tokens: () => undefined,
      saveTokens: () => undefined,
      redirectToAuthorization: (url) => void (redirected = url),
      saveCodeVerifier: () => undefined,
      codeVerifier: () => 'verifier',
    };
    const client = new Client({ name: 'v1', version: '1' });
    await expect(client.connect(new StreamableHTTPClientTransport(new URL(listener.url), { authProvider: provider }))).rejects.toBeInstanceOf(UnauthorizedError);
    expect(redirected).toBeDefined();
    expect(redirected!.pathname).toBe('/authorize');
    expect(redirected!.searchParams.get('resource')).toBe(listener.url);
    expect(redirected!.searchParams.get('client_id')).toBe('test-client');
  });
});
