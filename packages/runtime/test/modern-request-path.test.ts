/**
 * The 2026-07-28 request path's shortcuts (bench/PROFILES.md, wave 9) against what they replace:
 * - eraOf tells a modern version with one comparison, and no `_meta` without a call: the same era as the rule it replaces;
 * - checkEnvelope reads the two required keys' values before looking for the keys: the same answer, to the byte;
 * - the era router takes a request whose envelope stateless HTTP checked as modern without reading `_meta`
 *   again: the era eraOf gives, whatever the session carries;
 * - the HTTP front end reads the envelope once and hands it to the method table, which takes it
 *   only for the `_meta` it was read from (envelopeOf);
 * - no request-state binding when the call carries no input and the client declared nothing a
 *   handler could ask (mayAnswerInput): true whenever any capability check would let a request through;
 * - a TextResult is stamped with resultType in place: it is made for one reply, so no 2025 reply
 *   served after a 2026 one carries the stamp.
 */
import { ToolError } from '@mcp-codegen/decorators';
import type { Feature, FeatureManifest, HandlerContext, ToolBinding } from '@mcp-codegen/manifest';
import { createServer, StreamableHttpHandler, type McpServer } from '@mcp-codegen/runtime';
import { ERA_ERRORS, eraOf, isKnownVersion, isModernVersion, META } from '../src/protocol/wire/eras';
import { McpError } from '../src/protocol/wire/error-codes';
import { checkEnvelope, envelopeOf, readEnvelope, unsupportedVersion } from '../src/protocol/modern/modern-envelope';
import { eraRouter } from '../src/protocol/modern/era-router';
import { isLoggingLevel } from '../src/protocol/session/logging';
import { mayAnswerInput, requireElicitation, requireRoots, requireSampling } from '../src/protocol/session/client-capabilities';
import type { RequestContext, SessionState } from '../src/protocol/session/method-table';
import { capturingLogger, validator } from './fixtures';
import { rawPeer, type RawPeer } from './raw-peer';

const MODERN = '2026-07-28';
const envelope = (capabilities: unknown = {}, extra: Record<string, unknown> = {}) => ({ [META.protocolVersion]: MODERN, [META.clientCapabilities]: capabilities, ...extra });

describe('eraOf', () => {
  // The rule before wave 9: legacy only for a known version that is not modern.
  const before = (params: Record<string, any>) => {
    const meta = params._meta;
    if (meta === null || typeof meta !== 'object' || Array.isArray(meta) || !(META.protocolVersion in meta)) return 'legacy';
    const version = meta[META.protocolVersion];
    return typeof version === 'string' && isKnownVersion(version) && !isModernVersion(version) ? 'legacy' : 'modern';
  };
  const versions = [MODERN, '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05', '2099-01-01', '', '2026-07-28 ', 1, null, {}, [], undefined, true];
  const params = [
    {},
    { _meta: undefined },
    { _meta: null },
    { _meta: [] },
    { _meta: 'x' },
    { _meta: {} },
    { _meta: { other: 1 } },
    ...versions.map((version) => ({ _meta: { [META.protocolVersion]: version } })),
    ...versions.map((version) => ({ _meta: { [META.protocolVersion]: version, [META.clientCapabilities]: {} } })),
  ];

  it.each(params.map((p) => [JSON.stringify(p) ?? String(p), p]))('%s: the same era as before', (_name, p) => {
    expect(eraOf(p as never)).toBe(before(p));
  });
});

/** Envelopes of every shape the checks tell apart, keys present with an undefined value among them. */
const metas: unknown[] = [undefined, null, [], 'x', {}, { other: 1 }];
{
  const versions = [MODERN, '2025-06-18', '2099-01-01', 1, null, undefined];
  const capabilities = [{}, { sampling: {} }, null, [], 'x', undefined];
  const rest = [{}, { [META.logLevel]: 'debug' }, { [META.logLevel]: 'loud' }, { [META.logLevel]: undefined }, { [META.clientInfo]: { name: 'c' } }, { [META.clientInfo]: 'c' }, { [META.clientInfo]: undefined }];
  for (const version of versions) {
    metas.push({ [META.protocolVersion]: version }, { [META.clientCapabilities]: {}, other: version });
    for (const capability of capabilities) for (const more of rest) metas.push({ [META.protocolVersion]: version, [META.clientCapabilities]: capability, ...more });
  }
}

describe('checkEnvelope', () => {
  // The rule before wave 11: the keys looked for first, then their values read.
  const invalid = (message: string, missing?: string[]) => new McpError(ERA_ERRORS.invalidEnvelope.modern, `Invalid params: ${message}`, missing ? { envelope: { missing } } : undefined);
  const before = (params: Record<string, any>) => {
    const meta = params._meta;
    if (meta === null || typeof meta !== 'object' || Array.isArray(meta)) return invalid('a 2026-07-28 request must carry _meta with the protocol version and client capabilities', ['_meta']);
    if (!(META.protocolVersion in meta) || !(META.clientCapabilities in meta)) {
      const missing = [META.protocolVersion, META.clientCapabilities].filter((key) => !(key in meta));
      return invalid(`_meta is missing ${missing.join(', ')}`, missing);
    }
    const protocolVersion = meta[META.protocolVersion];
    if (typeof protocolVersion !== 'string') return invalid(`_meta["${META.protocolVersion}"] must be a string`);
    if (!isModernVersion(protocolVersion)) return unsupportedVersion(protocolVersion);
    const clientCapabilities = meta[META.clientCapabilities];
    if (clientCapabilities === null || typeof clientCapabilities !== 'object' || Array.isArray(clientCapabilities)) return invalid(`_meta["${META.clientCapabilities}"] must be an object`);
    const logLevel = meta[META.logLevel];
    if (logLevel !== undefined && !isLoggingLevel(logLevel)) return invalid(`_meta["${META.logLevel}"] must be a logging level`);
    const clientInfo = meta[META.clientInfo];
    const info = clientInfo !== null && typeof clientInfo === 'object' && !Array.isArray(clientInfo) ? clientInfo : undefined;
    return { initialized: true, protocolVersion, clientCapabilities, clientInfo: info, logLevel, meta };
  };
  const answer = (value: unknown) => (value instanceof McpError ? { code: value.code, message: value.message, data: value.data } : value);

  it.each(metas.map((meta) => [JSON.stringify(meta) ?? String(meta), meta]))('%s: the same answer as before', (_name, meta) => {
    const params = { _meta: meta };
    expect(answer(checkEnvelope(params as never))).toStrictEqual(answer(before(params)));
  });
});

describe('the era router', () => {
  const routed = eraRouter({ 'x/y': () => ({ era: 'legacy' }) }, { 'x/y': () => ({ era: 'modern' }) })['x/y'];
  const other = readEnvelope({ _meta: envelope() });

  it.each(metas.map((meta) => [JSON.stringify(meta) ?? String(meta), meta]))('%s: the era eraOf gives, whatever envelope the session carries', (_name, meta) => {
    const params = { _meta: meta } as never;
    const checked = checkEnvelope(params);
    const sessions: SessionState[] = [{ initialized: false }, { initialized: false, envelope: other }];
    // The envelope stateless HTTP checked for these very params, when it accepts them.
    if (!(checked instanceof McpError)) sessions.push({ initialized: false, envelope: checked });
    for (const session of sessions) expect(routed(params, { session } as RequestContext)).toEqual({ era: eraOf(params) });
  });
});

describe('envelopeOf', () => {
  const requestWith = (state: SessionState): RequestContext => ({ session: state }) as unknown as RequestContext;

  it('takes the envelope checked before dispatch for the _meta it was read from', () => {
    const params = { _meta: envelope({ sampling: {} }) };
    const checked = readEnvelope(params);
    expect(envelopeOf(params, requestWith({ initialized: false, envelope: checked }))).toBe(checked);
  });

  it("reads the request's own envelope when the one carried was read from another _meta, or none is carried", () => {
    const other = readEnvelope({ _meta: envelope({ roots: {} }) });
    const params = { _meta: envelope({ sampling: {} }, { [META.logLevel]: 'debug' }) };
    for (const state of [{ initialized: false, envelope: other }, { initialized: false }]) {
      const read = envelopeOf(params, requestWith(state));
      expect(read).not.toBe(other);
      expect(read).toEqual(readEnvelope(params));
      expect(read.clientCapabilities).toEqual({ sampling: {} });
    }
  });

  it('still refuses a bad envelope when none was checked (stdio)', () => {
    expect(() => envelopeOf({ _meta: { [META.protocolVersion]: MODERN } }, requestWith({ initialized: false }))).toThrow(/clientCapabilities/);
  });
});

describe('mayAnswerInput', () => {
  const values = [undefined, null, 1, 'x', [], {}, { tools: {} }, { url: {} }, { form: {} }, { url: {}, form: {} }];
  const capabilitySets: Array<Record<string, unknown>> = [{}, { extensions: { 'io.modelcontextprotocol/tasks': {} } }, { experimental: {} }];
  for (const key of ['sampling', 'elicitation', 'roots']) for (const value of values) capabilitySets.push({ [key]: value }, { [key]: value, extensions: {} });
  const asks: Array<(capabilities: Record<string, any>) => void> = [
    (c) => requireSampling(c, {}),
    (c) => requireSampling(c, { tools: [] }),
    (c) => requireElicitation(c, {}),
    (c) => requireElicitation(c, { mode: 'url' }),
    (c) => requireElicitation(c, { mode: 'form' }),
    (c) => requireRoots(c),
  ];
  const passes = (ask: (c: Record<string, any>) => void, capabilities: Record<string, unknown>) => {
    try {
      ask(capabilities);
      return true;
    } catch {
      return false;
    }
  };

  it.each(capabilitySets.map((c) => [JSON.stringify(c), c]))('%s: true whenever some capability check passes', (_name, capabilities) => {
    if (asks.some((ask) => passes(ask, capabilities))) expect(mayAnswerInput(capabilities as never)).toBe(true);
  });

  it('is false for a client that declares none of them (the shortcut applies to the usual request)', () => {
    expect(mayAnswerInput({})).toBe(false);
    expect(mayAnswerInput({ extensions: { 'io.modelcontextprotocol/tasks': {} } })).toBe(false);
  });
});

/** Tools whose replies are TextResults of each kind, and two that ask for input after changing what they were given. */
function pathFeature(): Feature {
  const schema = { type: 'object', properties: { text: { type: 'string' } }, additionalProperties: false };
  const names = ['echo', 'refuse', 'crash', 'changeThenAsk', 'grantThenAsk'];
  const manifest: FeatureManifest = {
    manifestVersion: 1,
    feature: 'path',
    tools: names.map((name) => ({ name, description: `The ${name} tool.`, inputSchema: schema })),
    resources: [],
    resourceTemplates: [],
    prompts: [],
  };
  const tool = (invoke: ToolBinding['invoke']): ToolBinding => ({ validate: validator({ text: { type: 'string' } }), result: 'text', invoke });
  const elicit = (context: HandlerContext) => (context as unknown as { elicit(p: object): Promise<Record<string, unknown>> }).elicit({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } });
  return {
    manifest,
    register() {},
    resources: {},
    resourceTemplates: {},
    prompts: {},
    tools: {
      echo: tool((_c, args) => `echo ${String(args.text)}`),
      refuse: tool(() => {
        throw new ToolError('refused');
      }),
      crash: tool(() => {
        throw new Error('crashed');
      }),
      changeThenAsk: tool(async (_c, args, context) => {
        args.text = 'changed';
        return JSON.stringify(await elicit(context));
      }),
      grantThenAsk: tool(async (_c, _args, context) => {
        (context.clientCapabilities as Record<string, unknown>).elicitation = {};
        return JSON.stringify(await elicit(context));
      }),
    },
  };
}

/** Stateless HTTP through the core, as the HTTP benches drive it: one handler, requests of either era. */
function httpPeer(server: McpServer) {
  const handler = new StreamableHttpHandler(server, { sessions: false }, { loopback: true });
  return async (era: 'legacy' | 'modern', name: string, args: unknown, capabilities: unknown = {}): Promise<{ status: number; body: any }> => {
    const modern = era === 'modern';
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args, ...(modern ? { _meta: envelope(capabilities) } : {}) } });
    const headers: Record<string, string> = { host: '127.0.0.1:3000', accept: 'application/json, text/event-stream', 'content-type': 'application/json' };
    if (modern) Object.assign(headers, { 'mcp-protocol-version': MODERN, 'mcp-method': 'tools/call', 'mcp-name': name });
    const view = { method: 'POST', header: (n: string) => headers[n], readBody: () => Promise.resolve(body), onDisconnect: () => undefined };
    const reply = await handler.handle(view as never);
    return { status: reply.status, body: JSON.parse(String(reply.body)) };
  };
}

describe('a TextResult stamped in place', () => {
  let server: McpServer;
  beforeEach(() => {
    server = createServer([pathFeature()], { logger: capturingLogger() });
  });
  afterEach(async () => {
    await server.close();
  });

  it.each([
    ['a text result', 'echo', { text: 'hi' }],
    ['invalid arguments', 'echo', { text: 5 }],
    ['arguments that are no object', 'echo', 'x'],
    ['a ToolError', 'refuse', {}],
    ['a crash', 'crash', {}],
  ])('%s: the 2026 reply is the 2025 one with resultType, and no 2025 reply after it carries the stamp', async (_what, name, args) => {
    const call = httpPeer(server);
    const legacy = (await call('legacy', name, args)).body;
    expect(legacy.result.resultType).toBeUndefined();
    for (let round = 0; round < 3; round++) {
      const modern = await call('modern', name, args);
      expect(modern.status).toBe(200);
      expect(modern.body).toEqual({ ...legacy, result: { ...legacy.result, resultType: 'complete' } });
      expect((await call('legacy', name, args)).body).toEqual(legacy);
    }
  });
});

describe('the request-state binding, taken only when input can be asked', () => {
  let peer: RawPeer;
  let id = 1;
  const call = async (params: Record<string, unknown>, capabilities: unknown) => {
    const requestId = id++;
    peer.request({ id: requestId, method: 'tools/call', params: { _meta: envelope(capabilities), ...params } });
    return peer.responseTo(requestId);
  };
  beforeEach(async () => {
    peer = await rawPeer([pathFeature()], { requestState: { secret: 'test-secret', ttlMs: 60_000 } });
  });
  afterEach(async () => {
    await peer.server.close();
    await peer.close();
  });

  it('binds the call as it arrived when the client can answer, though the handler changed its arguments', async () => {
    const first = await call({ name: 'changeThenAsk', arguments: { text: 'as sent' } }, { elicitation: {} });
    expect(first.result.resultType).toBe('input_required');
    const retry = await call({ name: 'changeThenAsk', arguments: { text: 'as sent' }, requestState: first.result.requestState, inputResponses: { 'elicitation-1': { action: 'decline' } } }, { elicitation: {} });
    expect(retry.result).toMatchObject({ resultType: 'complete', content: [{ type: 'text', text: '{"action":"decline"}' }] });
  });

  it('answers -32021 when the client declared nothing, even if the handler grants itself the capability', async () => {
    const response = await call({ name: 'grantThenAsk', arguments: {} }, {});
    expect(response.error).toMatchObject({ code: -32021, data: { requiredCapabilities: { elicitation: {} } } });
  });

  it('over HTTP too: the envelope checked before dispatch is the one the handler sees', async () => {
    const server = createServer([pathFeature()], { logger: capturingLogger(), requestState: { secret: 'test-secret' } });
    try {
      const http = httpPeer(server);
      expect((await http('modern', 'grantThenAsk', {}, {})).body.error).toMatchObject({ code: -32021 });
      expect((await http('modern', 'changeThenAsk', { text: 'x' }, { elicitation: {} })).body.result.resultType).toBe('input_required');
    } finally {
      await server.close();
    }
  });
});
