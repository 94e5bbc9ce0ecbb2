/**
 * Issue 21: every path that names a scope-restricted item applies the scope
 * check of the call itself: completion/complete on a scoped prompt or
 * resource template, resources/subscribe, and the 2026-07-28
 * subscriptions/listen. Over HTTP (403 with the scope challenge, both eras)
 * and in-band (-32003, e.g. through Session.handle). And the Authorization
 * header is parsed strictly (RFC 6750 §2.1).
 */
import type { Feature } from '@mcp-codegen/manifest';
import { createServer, INSUFFICIENT_SCOPE, listenHttp } from '@mcp-codegen/runtime';
import { connect } from 'node:net';
import { HttpAuth } from '../../src/transports/http/auth/http-auth';
import { authOptions, bearer, TOKENS, vaultFeature } from '../auth-fixtures';
import { capturingLogger } from '../fixtures';
import { INITIALIZE, post } from '../http-helpers';

/** The vault, with completions for its scoped prompt and template. */
const vault: Feature = {
  ...vaultFeature,
  manifest: { ...vaultFeature.manifest, prompts: [{ name: 'brief', description: 'Needs prompts.', arguments: [{ name: 'topic' }] }] },
  completions: {
    prompts: { brief: { topic: { values: ['mergers', 'layoffs'] } } },
    resourceTemplates: { 'vault://items/{id}': { id: { values: ['gold', 'keys'] } } },
  },
};

const PROMPT_REF = { ref: { type: 'ref/prompt', name: 'brief' }, argument: { name: 'topic', value: '' } };
const TEMPLATE_REF = { ref: { type: 'ref/resource', uri: 'vault://items/{id}' }, argument: { name: 'id', value: '' } };

async function start() {
  const logger = capturingLogger();
  const server = createServer([vault], { logger });
  const listener = await listenHttp(server, { port: 0, logger, auth: authOptions() });
  return { server, url: listener.url, close: async () => (await listener.close(), await server.close()) };
}

let http: Awaited<ReturnType<typeof start>>;
beforeAll(async () => {
  http = await start();
});
afterAll(() => http.close());

async function session(token: string): Promise<string> {
  const response = await post(http.url, INITIALIZE, bearer(token));
  await response.text();
  return response.headers.get('mcp-session-id')!;
}

async function legacy(token: string, id: string, method: string, params: object) {
  const response = await post(http.url, { jsonrpc: '2.0', id: 7, method, params }, { ...bearer(token), 'mcp-session-id': id, 'mcp-protocol-version': '2025-11-25' });
  return { status: response.status, challenge: response.headers.get('www-authenticate'), body: JSON.parse(await response.text()) };
}

const META = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
async function modern(token: string, method: string, params: Record<string, unknown>) {
  const controller = new AbortController();
  const response = await post(http.url, { jsonrpc: '2.0', id: 9, method, params: { ...params, _meta: META } }, { ...bearer(token), 'mcp-protocol-version': '2026-07-28', 'mcp-method': method });
  const status = response.status;
  // A granted listen is a stream that stays open: read only a refusal's body.
  const body = status === 200 && method === 'subscriptions/listen' ? undefined : JSON.parse(await response.text());
  controller.abort();
  if (body === undefined) await response.body?.cancel();
  return { status, challenge: response.headers.get('www-authenticate'), body };
}

describe('paths that name a scoped item need its scopes (2025-11-25 session)', () => {
  it.each([
    ['completion/complete of a scoped prompt', 'completion/complete', PROMPT_REF, 'prompts'],
    ['completion/complete of a scoped resource template', 'completion/complete', TEMPLATE_REF, 'vault:read'],
    ['resources/subscribe to a scoped resource', 'resources/subscribe', { uri: 'vault://secret' }, 'vault:read'],
    ['resources/subscribe to a URI of a scoped template', 'resources/subscribe', { uri: 'vault://items/gold' }, 'vault:read'],
  ])('%s: 403 for a token without the scope, served with it', async (_label, method, params, scope) => {
    const alice = await legacy('alice', await session('alice'), method, params);
    expect(alice.status).toBe(403);
    expect(alice.challenge).toContain(`scope="${scope}"`);
    expect(alice.body).toMatchObject({ id: 7, error: { code: INSUFFICIENT_SCOPE } });
    expect(JSON.stringify(alice.body)).not.toMatch(/mergers|gold/);
    const admin = await legacy('admin', await session('admin'), method, params);
    expect(admin.status).toBe(200);
    expect(admin.body.result).toBeDefined();
    if (method === 'completion/complete') expect(admin.body.result.completion.values.length).toBe(2);
  });

  it('a fixed resource and an unscoped template complete and subscribe for anyone', async () => {
    const alice = await legacy('alice', await session('alice'), 'resources/subscribe', { uri: 'vault://public' });
    expect(alice.status).toBe(200);
  });
});

describe('paths that name a scoped item need its scopes (2026-07-28, stateless)', () => {
  it.each([
    ['completion/complete of a scoped prompt', 'completion/complete', PROMPT_REF, 'prompts'],
    ['completion/complete of a scoped resource template', 'completion/complete', TEMPLATE_REF, 'vault:read'],
    ['subscriptions/listen to a scoped resource', 'subscriptions/listen', { notifications: { resourceSubscriptions: ['vault://public', 'vault://secret'] } }, 'vault:read'],
  ])('%s: 403 for a token without the scope, served with it', async (_label, method, params, scope) => {
    const alice = await modern('alice', method, params);
    expect(alice.status).toBe(403);
    expect(alice.challenge).toContain(`scope="${scope}"`);
    expect(alice.body).toMatchObject({ id: 9, error: { code: INSUFFICIENT_SCOPE } });
    const admin = await modern('admin', method, params);
    expect(admin.status).toBe(200);
  });
});

describe('the same check in-band (Session.handle with a caller)', () => {
  it.each([
    ['completion/complete', PROMPT_REF],
    ['completion/complete', TEMPLATE_REF],
    ['resources/subscribe', { uri: 'vault://secret' }],
  ])('%s is refused with -32003 for a caller without the scope', async (method, params) => {
    const inBand = createServer([vault], { logger: capturingLogger() });
    const s = inBand.createSession();
    const reply = await s.handle({ jsonrpc: '2.0', id: 1, method, params }, TOKENS.alice);
    expect(reply).toMatchObject({ id: 1, error: { code: INSUFFICIENT_SCOPE } });
    expect(await s.handle({ jsonrpc: '2.0', id: 2, method, params }, TOKENS.admin)).toMatchObject({ id: 2, result: {} });
    await inBand.close();
  });
});

describe('the Authorization header is parsed strictly (RFC 6750 §2.1)', () => {
  const auth = new HttpAuth(authOptions(), capturingLogger(), Date.now);
  const outcome = (header: string) => auth.authenticate({ method: 'POST', header: (name) => (name === 'authorization' ? header : undefined), readBody: async () => '', signal: new AbortController().signal });

  it.each([
    ['a trailing space', 'Bearer alice '],
    ['a trailing tab', 'Bearer alice\t'],
    ['a tab instead of the space', 'Bearer\talice'],
    ['no space', 'Beareralice'],
    ['no token', 'Bearer '],
    ['two tokens', 'Bearer alice admin'],
    ['two headers joined', 'Bearer alice, Bearer admin'],
    ['a leading space', ' Bearer alice'],
    ['"=" inside the token', 'Bearer al=ice'],
    ['a quoted token', 'Bearer "alice"'],
    ['a non-ASCII token', 'Bearer alicé'],
    ['another scheme', 'Basic alice'],
  ])('refuses %s with 401 invalid_token', async (_label, header) => {
    const { reply } = await outcome(header);
    expect(reply?.status).toBe(401);
    expect(reply?.headers['www-authenticate']).toContain('error="invalid_token"');
  });

  it.each([
    ['the plain form', 'Bearer alice'],
    ['the scheme in any case', 'bEARER alice'],
    ['several spaces (1*SP)', 'Bearer   alice'],
  ])('accepts %s', async (_label, header) => {
    expect((await outcome(header)).auth?.subject).toBe('alice');
  });

  it('refuses two Authorization headers on the wire (Node would keep the first)', async () => {
    const url = new URL(http.url);
    const body = JSON.stringify(INITIALIZE);
    const head = [`POST ${url.pathname} HTTP/1.1`, `Host: ${url.host}`, 'Content-Type: application/json', 'Accept: application/json, text/event-stream', 'Authorization: Bearer admin', 'Authorization: Bearer alice', `Content-Length: ${body.length}`, 'Connection: close'];
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = connect(Number(url.port), url.hostname, () => socket.write(`${head.join('\r\n')}\r\n\r\n${body}`));
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const status = Number(answer.split(' ')[1]);
    expect(status).toBe(401);
  });
});

describe('the official SDK v1 requireBearerAuth with the same headers (for docs/security.md)', () => {
  // Its middleware, called as express would: accepted when next() is called.
  const accepts = async (header: string): Promise<boolean> => {
    const { requireBearerAuth } = await import('@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js');
    const verifier = { verifyAccessToken: async (token: string) => { if (token !== 'alice') throw new Error('unknown token'); return { token, clientId: 'app', scopes: [], expiresAt: Date.now() / 1000 + 60 }; } };
    let passed = false;
    const res = { set: () => res, status: () => res, json: () => res };
    await requireBearerAuth({ verifier })({ headers: { authorization: header } } as never, res as never, () => (passed = true));
    return passed;
  };

  it('accepts a trailing space and a second token, which we refuse', async () => {
    expect(await accepts('Bearer alice')).toBe(true);
    expect(await accepts('Bearer alice ')).toBe(true);
    expect(await accepts('Bearer alice admin')).toBe(true);
  });
});
