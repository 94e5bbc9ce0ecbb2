/**
 * fast-check generators of hostile input, each case a line (bytes, without
 * the newline) and what the server must answer. Ids are drawn from a small
 * pool on purpose, so duplicates and clashes with the harness are common.
 */
import fc from 'fast-check';
import { expectLine, expectValue, type Expectation, type Outcome } from './expectation';

export interface HostileCase {
  line: Buffer;
  expect: Expectation;
  /** Which generator made it, for the failure report. */
  kind: string;
}

const MODERN = '2026-07-28';
const PV = 'io.modelcontextprotocol/protocolVersion';
const CAPS = 'io.modelcontextprotocol/clientCapabilities';

export const TOOLS = ['addNote', 'searchNotes', 'deleteNote'];
const PROMPTS = ['summarize'];
const REMOVED_IN_MODERN = new Set(['initialize', 'ping', 'logging/setLevel', 'resources/subscribe', 'resources/unsubscribe']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const json = fc.jsonValue({ maxDepth: 2 });
const notString = json.filter((v) => typeof v !== 'string');
/** Not an object, and not null either (null reads as "absent" for optional objects). */
const notObject = json.filter((v) => !isObject(v) && v !== null);
const oddString = fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom('', ' ', '\u0000', '\u202e', '../../etc/passwd', 'notes://notes/%2e%2e', 'x'.repeat(5000)));

/** Ids of every kind, valid or not; undefined leaves the member out. */
export const oddId = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -3, max: 20 }) },
  { weight: 2, arbitrary: fc.constantFrom('a', '1', '', 'sentinel-0') },
  fc.constantFrom(null, undefined, 1.5, -0, 1e308, 2 ** 53 + 1, true, {}, [], [1], { id: 1 }),
  fc.double(),
  oddString,
);

const frame = (message: Record<string, unknown>) => JSON.stringify({ jsonrpc: '2.0', ...message });

function withId(id: unknown, message: Record<string, unknown>): Record<string, unknown> {
  return id === undefined ? message : { id, ...message };
}

/** One method with params of a wrong or odd type, and the outcomes its era allows. */
interface MethodCase {
  method: string;
  params: Record<string, unknown>;
  outcomes: Outcome[];
}

const legacyCases: fc.Arbitrary<MethodCase> = fc.oneof(
  notString.map((v) => ({ method: 'initialize', params: { protocolVersion: v, capabilities: {}, clientInfo: { name: 'f', version: '1' } }, outcomes: [-32602] })),
  fc.tuple(fc.constantFrom('capabilities', 'clientInfo'), notObject, fc.constantFrom('2025-11-25', '2024-11-05', 'bogus')).map(([field, v, version]) => ({ method: 'initialize', params: { protocolVersion: version, capabilities: {}, clientInfo: {}, [field]: v }, outcomes: [-32602] })),
  fc.dictionary(fc.string(), json).map((params) => ({ method: 'ping', params, outcomes: ['result' as const] })),
  fc.tuple(fc.constantFrom('tools/list', 'resources/list', 'resources/templates/list', 'prompts/list'), fc.oneof(notString.filter((v) => v !== null), oddString)).map(([method, cursor]) => ({ method, params: { cursor }, outcomes: [-32602, 'result' as const] })),
  notString.map((name) => ({ method: 'tools/call', params: { name, arguments: {} }, outcomes: [-32602] })),
  oddString.filter((s) => !TOOLS.includes(s)).map((name) => ({ method: 'tools/call', params: { name }, outcomes: [-32602] })),
  // SEP-1303: argument problems of a known tool are tool errors (a result with isError).
  fc.tuple(fc.constantFrom(...TOOLS), fc.oneof(notObject, fc.dictionary(fc.constantFrom('title', 'body', 'tags', 'priority', 'query', 'limit', 'order', 'id', '__proto__', 'constructor'), json))).map(([name, args]) => ({ method: 'tools/call', params: { name, arguments: args }, outcomes: ['result' as const] })),
  notString.map((uri) => ({ method: 'resources/read', params: { uri }, outcomes: [-32602] })),
  oddString.map((uri) => ({ method: 'resources/read', params: { uri }, outcomes: [-32002, -32602, 'result' as const] })),
  fc.tuple(fc.constantFrom('resources/subscribe', 'resources/unsubscribe'), notString).map(([method, uri]) => ({ method, params: { uri }, outcomes: [-32602] })),
  notString.map((name) => ({ method: 'prompts/get', params: { name }, outcomes: [-32602] })),
  oddString.filter((s) => !PROMPTS.includes(s)).map((name) => ({ method: 'prompts/get', params: { name }, outcomes: [-32602] })),
  notObject.map((args) => ({ method: 'prompts/get', params: { name: 'summarize', arguments: args }, outcomes: [-32602] })),
  fc.dictionary(fc.constantFrom('id', 'style', 'extra'), json).map((args) => ({ method: 'prompts/get', params: { name: 'summarize', arguments: args }, outcomes: [-32602, 'result' as const] })),
  notObject.map((ref) => ({ method: 'completion/complete', params: { ref, argument: { name: 'id', value: '' } }, outcomes: [-32602] })),
  fc.tuple(json, json).map(([type, name]) => ({ method: 'completion/complete', params: { ref: { type, name, uri: name }, argument: { name: 'id', value: '' } }, outcomes: [-32602, 'result' as const] })),
  notObject.map((argument) => ({ method: 'completion/complete', params: { ref: { type: 'ref/prompt', name: 'summarize' }, argument }, outcomes: [-32602] })),
  fc.oneof(notString, oddString).map((level) => ({ method: 'logging/setLevel', params: { level }, outcomes: [-32602, 'result' as const] })),
  // Modern-only methods without their envelope: -32602 naming what is missing.
  fc.constantFrom('server/discover', 'subscriptions/listen').map((method) => ({ method, params: {}, outcomes: [-32602] })),
);

/** A 2025-era _meta: anything but the protocol-version claim, which would make the request modern. */
const legacyMeta = fc.option(fc.dictionary(fc.constantFrom('progressToken', 'trace', 'x'), json), { nil: undefined });

const legacyCase = fc.tuple(legacyCases, legacyMeta).map(([c, meta]) => (meta === undefined ? c : { ...c, params: { ...c.params, _meta: meta } }));

const envelope = (overrides: Record<string, unknown> = {}) => ({ [PV]: MODERN, [CAPS]: {}, ...overrides });

/** The same cases on the 2026-07-28 wire, plus broken envelopes. */
const modernCase: fc.Arbitrary<MethodCase> = fc.oneof(
  legacyCases.map((c) => {
    if (REMOVED_IN_MODERN.has(c.method)) return { method: c.method, params: { ...c.params, _meta: envelope() }, outcomes: [-32601] };
    // SEP-2164: resource not found is -32602 on this wire; server/discover is served with a valid envelope.
    if (c.method === 'server/discover') return { method: c.method, params: { _meta: envelope() }, outcomes: ['result' as const] };
    if (c.method === 'subscriptions/listen') return { method: c.method, params: { _meta: envelope(), notifications: 'all' }, outcomes: [-32602] };
    const outcomes = c.outcomes.map((o) => (o === -32002 ? -32602 : o));
    return { method: c.method, params: { ...c.params, _meta: envelope() }, outcomes };
  }),
  fc.tuple(fc.constantFrom('tools/list', 'tools/call', 'resources/read', 'prompts/get', 'server/discover'), fc.constantFrom('1999-01-01', '2026-13-01', 'latest', '')).map(([method, version]) => ({
    method,
    params: { name: 'addNote', uri: 'notes://index', _meta: envelope({ [PV]: version }) },
    outcomes: [-32022],
  })),
  fc.tuple(fc.constantFrom('tools/list', 'server/discover', 'prompts/list'), fc.constantFrom<Record<string, unknown>>({ [PV]: MODERN }, { [PV]: 7, [CAPS]: {} }, { [PV]: MODERN, [CAPS]: 'all' }, { [PV]: MODERN, [CAPS]: {}, 'io.modelcontextprotocol/logLevel': 'loud' })).map(([method, meta]) => ({
    method,
    params: { _meta: meta },
    outcomes: [-32602],
  })),
);

/** A request for a real method with wrong-typed params, in either era, with a fresh valid id. */
export const methodCase: fc.Arbitrary<HostileCase> = fc.tuple(fc.oneof(legacyCase, modernCase), fc.integer({ min: 0, max: 1e6 })).map(([c, n]) => {
  const message = { jsonrpc: '2.0', id: `m${n}`, method: c.method, params: c.params };
  return { line: Buffer.from(JSON.stringify(message)), expect: expectValue(message, c.outcomes), kind: `method ${c.method}` };
});

function fromText(text: string, kind: string): HostileCase {
  return { line: Buffer.from(text), expect: expectLine(text), kind };
}

function fromBytes(bytes: Uint8Array, kind: string): HostileCase {
  const line = Buffer.from(bytes.filter((b) => b !== 0x0a));
  return { line, expect: expectLine(line.toString('utf8')), kind };
}

const validRequest = fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.constantFrom('ping', 'tools/list', 'prompts/list')).map(([id, method]) => ({ jsonrpc: '2.0', id, method }));

function nested(levels: number, leaf: unknown, useArrays: boolean): unknown {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = useArrays ? [value] : { a: value };
  return value;
}

/** Framing and envelope-level hostility: bytes, UTF-8, truncation, depth, sizes, ids, batches, stray responses. */
export const framingCase: fc.Arbitrary<HostileCase> = fc.oneof(
  fc.uint8Array({ maxLength: 200 }).map((b) => fromBytes(b, 'random bytes')),
  // Invalid UTF-8 inside an otherwise valid request: decoded with U+FFFD, so it stays a request.
  fc.tuple(fc.uint8Array({ minLength: 1, maxLength: 8 }).map((b) => b.map((x) => 0x80 | (x & 0x7f))), fc.integer({ min: 0, max: 99 })).map(([bad, id]) => {
    const [head, tail] = [`{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"`, '"}}'];
    return fromBytes(Buffer.concat([Buffer.from(head), Buffer.from(bad), Buffer.from(tail)]), 'invalid UTF-8');
  }),
  fc.tuple(validRequest, fc.nat()).map(([m, cut]) => {
    const text = JSON.stringify(m);
    return fromText(text.slice(0, cut % text.length), 'truncated');
  }),
  fc.tuple(fc.integer({ min: 1, max: 300 }), fc.boolean(), fc.boolean(), fc.integer({ min: 0, max: 99 })).map(([levels, arrays, asRequest, id]) => {
    const value = nested(levels, 1, arrays);
    const message = asRequest ? { jsonrpc: '2.0', id: `d${id}`, method: 'tools/call', params: { name: 'searchNotes', arguments: { query: value } } } : { jsonrpc: '2.0', method: 'notifications/message', params: { data: value } };
    return fromText(JSON.stringify(message), `nested ${levels}`);
  }),
  fc.constantFrom('1e400', '-1e400', '123456789012345678901234567890', '1.7976931348623157e309', '-0', '0.0000000001e-400').chain((n) =>
    fc.constantFrom(`{"jsonrpc":"2.0","id":${n},"method":"ping"}`, `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"searchNotes","arguments":{"query":"x","limit":${n}}}}`).map((t) => fromText(t, 'huge number')),
  ),
  fc.tuple(fc.integer({ min: 1000, max: 200_000 }), fc.integer({ min: 0, max: 99 })).map(([size, id]) => fromText(frame({ id: `s${id}`, method: 'tools/call', params: { name: 'searchNotes', arguments: { query: 'q'.repeat(size) } } }), 'huge string')),
  fc.tuple(oddId, fc.constantFrom('ping', 'tools/list', 'nope/nothing')).map(([id, method]) => fromText(frame(withId(id, { method })), 'odd id')),
  fc.array(validRequest, { maxLength: 4 }).map((batch) => fromText(JSON.stringify(batch), 'batch')),
  fc.tuple(oddId, fc.constantFrom('notifications/initialized', 'notifications/cancelled', 'notifications/progress', 'notifications/roots/list_changed')).map(([id, method]) => fromText(frame(withId(id, { method, params: { requestId: 'no-such-request' } })), 'notification with id')),
  fc.tuple(oddId, fc.oneof(fc.constant({ result: {} }), fc.constant({ error: { code: 1, message: 'x' } }), json.map((v) => ({ result: v })))).map(([id, body]) => fromText(frame(withId(id, body)), 'response to unknown id')),
  fc.tuple(fc.oneof(json, fc.constant(undefined)), oddId, fc.oneof(json, fc.constant(undefined))).map(([jsonrpc, id, method]) => fromText(JSON.stringify({ jsonrpc, id, method }), 'envelope')),
  fc.tuple(oddId, notObject).map(([id, params]) => fromText(frame(withId(id, { method: 'tools/list', params })), 'params not an object')),
  fc.jsonValue({ maxDepth: 4 }).map((v) => fromText(JSON.stringify(v), 'any JSON')),
  fc.string({ unit: 'grapheme', maxLength: 60 }).map((s) => fromText(s.replace(/\n/g, ' '), 'any text')),
);

export const hostileCase: fc.Arbitrary<HostileCase> = fc.oneof({ weight: 3, arbitrary: framingCase }, { weight: 2, arbitrary: methodCase });

/** A batch of cases sent together: pipelining is part of the hostility. */
export const hostileBatch = fc.array(hostileCase, { minLength: 20, maxLength: 60 });
