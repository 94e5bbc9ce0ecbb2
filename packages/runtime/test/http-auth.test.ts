/** Bearer authentication on Streamable HTTP: 401 challenges, RFC 9728 metadata, scope checks (403), filtered lists, session binding. */
import { createServer, createFetchHandler, listenHttp, INSUFFICIENT_SCOPE } from '@mcp-codegen/runtime';
import { authOptions, bearer, vaultFeature } from './auth-fixtures';
import { capturingLogger } from './fixtures';
import { BOTH, INITIALIZE, post } from './http-helpers';

type Started = Awaited<ReturnType<typeof start>>;

async function start(options: Parameters<typeof authOptions>[0] = {}, sessions = true) {
  const logger = capturingLogger();
  const server = createServer([vaultFeature], { logger });
  const listener = await listenHttp(server, { port: 0, logger, sessions, auth: authOptions(options) });
  const origin = listener.url.replace(/\/mcp$/, '');
  return { server, listener, logger, url: listener.url, origin, close: async () => (await listener.close(), await server.close()) };
}

async function initialize(http: Started, token: string): Promise<string> {
  const response = await post(http.url, INITIALIZE, bearer(token));
  expect(response.status).toBe(200);
  await response.text();
  const id = response.headers.get('mcp-session-id')!;
  const initialized = await post(http.url, { jsonrpc: '2.0', method: 'notifications/initialized' }, { ...bearer(token), 'mcp-session-id': id, 'mcp-protocol-version': '2025-11-25' });
  expect(initialized.status).toBe(202);
  return id;
}

async function call(http: Started, token: string, session: string | undefined, method: string, params: object = {}, id = 1) {
  const headers: Record<string, string> = { ...bearer(token), 'mcp-protocol-version': '2025-11-25', ...(session ? { 'mcp-session-id': session } : {}) };
  const response = await post(http.url, { jsonrpc: '2.0', id, method, params }, headers);
  return { response, body: JSON.parse(await response.text()) };
}

let http: Started;
afterEach(async () => {
  await http?.close();
});

describe('authentication (401)', () => {
  beforeEach(async () => {
    http = await start();
  });

  it('challenges a request without a token, names the metadata, and creates no session', async () => {
    const response = await post(http.url, INITIALIZE);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${http.origin}/.well-known/oauth-protected-resource/mcp"`);
    expect(((await response.json()) as any).error.code).toBe(-32000);
    expect(response.headers.get('mcp-session-id')).toBeNull();
    expect(http.listener.handler.sessionCount).toBe(0);
  });

  it.each([
    ['an unknown token', 'Bearer nope', 'the access token is invalid'],
    ['an expired token', 'Bearer expired', 'the access token has expired'],
    ['another scheme', 'Basic YWxpY2U6c2VjcmV0', 'the Authorization header must be "Bearer <token>"'],
    ['a verify function that throws', 'Bearer boom', 'the access token could not be verified'],
  ])('refuses %s with error="invalid_token"', async (_label, authorization, description) => {
    const response = await post(http.url, INITIALIZE, { authorization });
    expect(response.status).toBe(401);
    const challenge = response.headers.get('www-authenticate')!;
    expect(challenge).toContain('Bearer error="invalid_token"');
    expect(challenge).toContain(`error_description="${description.replace(/"/g, '\\"')}"`);
    expect(challenge).toContain(`resource_metadata="${http.origin}/.well-known/oauth-protected-resource/mcp"`);
    expect(http.listener.handler.sessionCount).toBe(0);
  });

  it('logs a throwing verify function as a warning, without a stack or a 500', async () => {
    await (await post(http.url, INITIALIZE, bearer('boom'))).text();
    expect(http.logger.warnings.join('\n')).toContain('introspection endpoint unreachable');
    expect(http.logger.errors).toHaveLength(0);
  });

  it('guards GET and DELETE too', async () => {
    const get = await fetch(http.url, { headers: { accept: 'text/event-stream' } });
    expect(get.status).toBe(401);
    const del = await fetch(http.url, { method: 'DELETE' });
    expect(del.status).toBe(401);
  });
});

describe('protected-resource metadata (RFC 9728)', () => {
  beforeEach(async () => {
    http = await start();
  });

  it.each(['/.well-known/oauth-protected-resource/mcp', '/.well-known/oauth-protected-resource'])('serves %s without a token', async (path) => {
    const response = await fetch(http.origin + path);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect((await response.json()) as unknown).toEqual({
      resource: `${http.origin}/mcp`,
      authorization_servers: ['https://auth.example.com'],
      scopes_supported: ['mcp', 'admin', 'audit', 'vault:read', 'prompts'],
    });
  });

  it('answers a CORS preflight and refuses other methods; other paths stay 404', async () => {
    expect((await fetch(`${http.origin}/.well-known/oauth-protected-resource/mcp`, { method: 'OPTIONS' })).status).toBe(204);
    const postMetadata = await fetch(`${http.origin}/.well-known/oauth-protected-resource/mcp`, { method: 'POST' });
    expect(postMetadata.status).toBe(405);
    expect((await fetch(`${http.origin}/.well-known/oauth-protected-resource/other`)).status).toBe(404);
  });

  it('uses the configured resource for the document and the challenge', async () => {
    await http.close();
    http = await start({ resourceMetadata: { resource: 'https://mcp.example.com/mcp', authorization_servers: ['https://auth.example.com'] } });
    const response = await post(http.url, INITIALIZE);
    expect(response.headers.get('www-authenticate')).toBe('Bearer resource_metadata="https://mcp.example.com/.well-known/oauth-protected-resource/mcp"');
    expect(((await (await fetch(`${http.origin}/.well-known/oauth-protected-resource/mcp`)).json()) as any).resource).toBe('https://mcp.example.com/mcp');
  });
});

describe('scopes', () => {
  it('requiredScopes: a valid token without them gets 403 insufficient_scope, and 401s name them', async () => {
    http = await start({ requiredScopes: ['mcp'] });
    const forbidden = await post(http.url, INITIALIZE, bearer('noMcp'));
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get('www-authenticate')).toMatch(/^Bearer error="insufficient_scope", error_description="[^"]+", scope="mcp", resource_metadata="/);
    const missing = await post(http.url, INITIALIZE);
    expect(missing.headers.get('www-authenticate')).toBe(`Bearer scope="mcp", resource_metadata="${http.origin}/.well-known/oauth-protected-resource/mcp"`);
    expect((await post(http.url, INITIALIZE, bearer('alice'))).status).toBe(200);
  });

  it.each([true, false])('a call to a scoped tool, resource, template or prompt without the scope is 403 before the handler (sessions: %s)', async (sessions) => {
    http = await start({}, sessions);
    const session = sessions ? await initialize(http, 'alice') : undefined;
    const cases: Array<[string, object, string]> = [
      ['tools/call', { name: 'rotateKeys', arguments: {} }, 'admin'],
      ['tools/call', { name: 'audit', arguments: {} }, 'admin audit'],
      ['resources/read', { uri: 'vault://secret' }, 'vault:read'],
      ['resources/read', { uri: 'vault://items/7' }, 'vault:read'],
      ['prompts/get', { name: 'brief', arguments: {} }, 'prompts'],
    ];
    for (const [method, params, scope] of cases) {
      const { response, body } = await call(http, 'alice', session, method, params, 42);
      expect(response.status).toBe(403);
      expect(response.headers.get('www-authenticate')).toContain(`error="insufficient_scope"`);
      expect(response.headers.get('www-authenticate')).toContain(`scope="${scope}"`);
      expect(body).toMatchObject({ id: 42, error: { code: INSUFFICIENT_SCOPE, data: { requiredScopes: scope.split(' ') } } });
    }
    expect((await call(http, 'admin', sessions ? await initialize(http, 'admin') : undefined, 'tools/call', { name: 'rotateKeys', arguments: {} })).body.result.content[0].text).toBe('rotated');
    expect((await call(http, 'alice', session, 'resources/read', { uri: 'vault://public' })).body.result.contents[0].text).toBe('open');
  });

  it('lists show a caller only what its scopes allow', async () => {
    http = await start({}, false);
    const names = async (token: string) => ({
      tools: (await call(http, token, undefined, 'tools/list')).body.result.tools.map((t: { name: string }) => t.name),
      resources: (await call(http, token, undefined, 'resources/list')).body.result.resources.map((r: { uri: string }) => r.uri),
      templates: (await call(http, token, undefined, 'resources/templates/list')).body.result.resourceTemplates.length,
      prompts: (await call(http, token, undefined, 'prompts/list')).body.result.prompts.length,
    });
    expect(await names('alice')).toEqual({ tools: ['whoami'], resources: ['vault://public'], templates: 0, prompts: 0 });
    expect(await names('bob')).toEqual({ tools: ['whoami'], resources: ['vault://public', 'vault://secret'], templates: 1, prompts: 0 });
    expect(await names('admin')).toEqual({ tools: ['whoami', 'rotateKeys'], resources: ['vault://public', 'vault://secret'], templates: 1, prompts: 1 });
    expect((await names('auditor')).tools).toEqual(['whoami', 'rotateKeys', 'audit']);
  });

  it('the handler sees the verified caller in ctx.auth', async () => {
    http = await start();
    const session = await initialize(http, 'bob');
    const { body } = await call(http, 'bob', session, 'tools/call', { name: 'whoami', arguments: {} });
    expect(body.result.structuredContent).toEqual({ subject: 'bob', scopes: ['mcp', 'vault:read'] });
  });
});

describe('sessions are bound to the caller that created them', () => {
  beforeEach(async () => {
    http = await start();
  });

  it("refuses another subject's token on a session with 404, on POST, GET and DELETE", async () => {
    const session = await initialize(http, 'alice');
    const stolen = await call(http, 'bob', session, 'tools/list');
    expect(stolen.response.status).toBe(404);
    const get = await fetch(http.url, { headers: { ...bearer('bob'), accept: 'text/event-stream', 'mcp-session-id': session } });
    expect(get.status).toBe(404);
    const del = await fetch(http.url, { method: 'DELETE', headers: { ...bearer('bob'), 'mcp-session-id': session } });
    expect(del.status).toBe(404);
    // The owner still uses it; a new token for the same subject (refreshed, other scopes) does too.
    expect((await call(http, 'alice', session, 'tools/list')).response.status).toBe(200);
    expect(http.listener.handler.sessionCount).toBe(1);
  });
});

describe('the 2026-07-28 wire (stateless, a token on every request)', () => {
  const meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
  const modern = (token: string | undefined, method: string, params: Record<string, unknown> = {}) =>
    post(http.url, { jsonrpc: '2.0', id: 5, method, params: { ...params, _meta: meta } }, {
      ...(token ? bearer(token) : {}),
      'mcp-protocol-version': '2026-07-28',
      'mcp-method': method,
      ...(typeof params.name === 'string' ? { 'mcp-name': params.name } : {}),
    });

  beforeEach(async () => {
    http = await start();
  });

  it('challenges, refuses scopes with 403, filters lists and marks them private', async () => {
    expect((await modern(undefined, 'tools/list')).status).toBe(401);
    const forbidden = await modern('alice', 'tools/call', { name: 'rotateKeys', arguments: {} });
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get('www-authenticate')).toContain('scope="admin"');
    const list = (await (await modern('alice', 'tools/list')).json()) as any;
    expect(list.result.tools.map((t: { name: string }) => t.name)).toEqual(['whoami']);
    expect(list.result.cacheScope).toBe('private');
    const whoami = (await (await modern('admin', 'tools/call', { name: 'whoami', arguments: {} })).json()) as any;
    expect(whoami.result.structuredContent.subject).toBe('root');
  });
});

describe('the fetch handler', () => {
  it('challenges, serves the metadata and authenticates like the node listener', async () => {
    const server = createServer([vaultFeature], { logger: capturingLogger() });
    const handle = createFetchHandler(server, { sessions: false, auth: authOptions() });
    try {
      const url = 'http://edge.example/mcp';
      const init = (headers: Record<string, string>) => new Request(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: BOTH, 'mcp-protocol-version': '2025-11-25', ...headers }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }) });
      const missing = await handle(init({}));
      expect(missing.status).toBe(401);
      expect(missing.headers.get('www-authenticate')).toBe('Bearer resource_metadata="http://edge.example/.well-known/oauth-protected-resource/mcp"');
      const metadata = await handle(new Request('http://edge.example/.well-known/oauth-protected-resource/mcp'));
      expect(((await metadata.json()) as any).resource).toBe('http://edge.example/mcp');
      const ok = await handle(init(bearer('alice')));
      expect(((await ok.json()) as any).result.tools.map((t: { name: string }) => t.name)).toEqual(['whoami']);
    } finally {
      handle.close();
      await server.close();
    }
  });
});
