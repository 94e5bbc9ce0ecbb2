/**
 * The 2026-07-28 wire's shortcuts against the slow paths they skip:
 * - a plain header value (visible ASCII, not starting with "=") is its own
 *   decoding; any other value takes the full rules (decodeAnyHeaderValue);
 * - a feature whose tool list text never names x-mcp-header declares no
 *   Mcp-Param header, which is known without parsing that list: a 2026
 *   tools/call of a generated feature reads no descriptor, as a 2025 one.
 */
import type { Feature, FeatureManifest, Validator } from '@mcp-codegen/manifest';
import { buildRegistry } from '../src/composition/registry';
import { decodeAnyHeaderValue, decodeHeaderValue } from '../src/transports/http/param-headers/header-value';
import { anyToolDeclaresHeaders, headersOf } from '../src/transports/http/param-headers/check-param-headers';
import { headerProblem, headersAgree } from '../src/transports/http/exchange/modern-post';
import type { HttpRequestView } from '../src/transports/http/http-request';
import { paramHeaders } from '../src/transports/http/param-headers/param-header-list';
import { calcFeature } from './fixtures';
import { modernHttpCall } from './http-helpers';

describe('decodeHeaderValue decodes as decodeAnyHeaderValue does', () => {
  const chars = Array.from({ length: 256 }, (_, code) => String.fromCharCode(code));
  const corpus = [
    ...chars,
    ...chars.flatMap((c) => [`a${c}`, `${c}a`, `a${c}b`, `${c}${c}`]),
    '',
    'add',
    'search_customer_records',
    'tools/call',
    ' add',
    'add ',
    '\tadd',
    'a b',
    'a\u00e9',
    '=',
    '=x',
    '=?base64?SGk=?=',
    '=?base64?SGVsbG8sIOS4lueVjA==?=',
    '=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?=',
    '=?BASE64?SGk=?=',
    '=?base64?SGVsbG8?=',
    ' =?base64?SGk=?= ',
    'x=?base64?SGk=?=',
    '?=',
  ];

  it.each(corpus.map((raw) => [raw]))('%j', (raw) => {
    expect(decodeHeaderValue(raw)).toBe(decodeAnyHeaderValue(raw));
  });
});

const schema = (properties: Record<string, unknown>) => ({ type: 'object' as const, properties });

/** A feature shaped as generated code gives it: list text, names apart, the list parsed on first read (counted). */
function generated(tools: FeatureManifest['tools']): { feature: Feature; parses: () => number } {
  const text = JSON.stringify(tools);
  let parses = 0;
  let list: FeatureManifest['tools'] | undefined;
  const { tools: _eager, ...rest } = calcFeature.manifest;
  const manifest: FeatureManifest = {
    ...rest,
    get tools() {
      if (!list) parses++;
      return (list ??= JSON.parse(text));
    },
  };
  const anything: Validator = () => true;
  const bindings = Object.fromEntries(tools.map((d) => [d.name, { validate: anything, result: 'text' as const, invoke: () => 'ok' }]));
  const feature: Feature = { ...calcFeature, manifest, tools: bindings, toolNames: tools.map((d) => d.name), listsJson: { ...calcFeature.listsJson, tools: text } };
  return { feature, parses: () => parses };
}

const withHeaders: FeatureManifest['tools'] = [
  { name: 'plain', inputSchema: schema({ q: { type: 'string' } }) },
  { name: 'region', inputSchema: schema({ region: { type: 'string', 'x-mcp-header': 'Region' }, q: { type: 'string' } }) },
  { name: 'nested', inputSchema: schema({ target: { type: 'object', properties: { db: { type: 'string', 'x-mcp-header': 'Db' } } } }) },
];
const withoutHeaders: FeatureManifest['tools'] = [
  { name: 'plain', inputSchema: schema({ q: { type: 'string' } }) },
  // Named in a description only: no header, but the text names it (the list is read to find out).
  { name: 'mentions', description: 'Has no "x-mcp-header" of its own.', inputSchema: schema({ q: { type: 'string', description: 'see "x-mcp-header"' } }) },
];
const noneNamed: FeatureManifest['tools'] = [{ name: 'plain', inputSchema: schema({ q: { type: 'string' } }) }];

describe('headersOf finds the headers paramHeaders finds in the descriptor', () => {
  it.each([
    ['a list that declares headers', withHeaders],
    ['a list that names x-mcp-header only in text', withoutHeaders],
    ['a list that never names it', noneNamed],
  ] as const)('%s', (_label, tools) => {
    const { feature } = generated(tools);
    const plainFeature: Feature = { ...feature, manifest: { ...calcFeature.manifest, tools }, toolNames: undefined, listsJson: undefined };
    for (const f of [feature, plainFeature]) {
      for (const entry of buildRegistry([f]).tools.values()) expect(headersOf(entry)).toEqual(paramHeaders(entry.descriptor));
    }
  });

  it('reads no descriptor when the list text never names x-mcp-header, and reads them when it does', () => {
    const none = generated(noneNamed);
    for (const entry of buildRegistry([none.feature]).tools.values()) expect(headersOf(entry)).toEqual([]);
    expect(none.parses()).toBe(0);
    const some = generated(withHeaders);
    const headers = [...buildRegistry([some.feature]).tools.values()].map((entry) => headersOf(entry).map((h) => h.header));
    expect(headers).toEqual([[], ['mcp-param-region'], ['mcp-param-db']]);
    expect(some.parses()).toBe(1);
  });
});

describe('a 2026 tools/call over HTTP', () => {
  it('parses no tool list when no tool declares a header, as on the 2025 wire', async () => {
    const none = generated(noneNamed);
    expect(await modernHttpCall(none.feature, 'plain', { q: 'x' })).toMatchObject({ status: 200, body: expect.stringContaining('"text":"ok"') });
    expect(none.parses()).toBe(0);
  });

  it('still checks the headers a generated feature declares', async () => {
    const some = generated(withHeaders);
    expect(await modernHttpCall(some.feature, 'region', { region: 'eu' })).toMatchObject({ status: 400, body: expect.stringContaining('Mcp-Param-Region') });
    expect(await modernHttpCall(some.feature, 'region', { region: 'eu' }, { 'mcp-param-region': 'eu' })).toMatchObject({ status: 200, body: expect.stringContaining('"text":"ok"') });
    expect(await modernHttpCall(some.feature, 'plain', { q: 'x' })).toMatchObject({ status: 200 });
  });
});

describe('headersAgree says what headerProblem says, for a request whose envelope is good', () => {
  const b64 = (text: string) => `=?base64?${Buffer.from(text).toString('base64')}?=`;
  const versions = [undefined, '2026-07-28', ' 2026-07-28 ', '2026-07-28\t', '2025-11-25', '', '2026-07-28x'];
  const methods = ['tools/call', 'prompts/get', 'resources/read', 'tasks/get', 'tools/list', ' tools/call', 'tools/call '];
  const bodies = [
    { name: 'add' },
    { name: 'a b' },
    { name: 'Gr\u00fc\u00dfe' },
    { name: '=x' },
    { name: 42 },
    {},
    { uri: 'file:///a b' },
    { uri: 'file:///a' },
    { taskId: 't-1' },
  ];
  const names = (body: Record<string, unknown>) => {
    const value = Object.values(body).find((v) => typeof v === 'string') as string | undefined;
    const found = [undefined, '', 'add', ' add ', 'other', '=?base64?@@@@?=', b64('add'), b64('a b'), b64('Gr\u00fc\u00dfe'), '=x'];
    return value === undefined ? found : [...found, value, ` ${value}`, b64(value), `${b64(value)} `, value.toUpperCase()];
  };
  const view = (headers: Record<string, string | undefined>) =>
    ({ method: 'POST', header: (name: string) => headers[name], readBody: () => Promise.resolve(''), signal: new AbortController().signal }) as HttpRequestView;

  it('on every combination of the three headers, methods and body names', () => {
    let cases = 0;
    let agreeing = 0;
    const differ: unknown[] = [];
    for (const method of methods) {
      for (const body of bodies) {
        const params = { ...body, _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} } };
        const message = { kind: 'request' as const, id: 1, method, params };
        for (const version of versions) {
          for (const methodHeader of [undefined, method, method.trim(), ` ${method.trim()} `, 'tools/list']) {
            for (const name of names(body)) {
              const request = view({ 'mcp-protocol-version': version, 'mcp-method': methodHeader, 'mcp-name': name });
              const agree = headersAgree(request, message, '2026-07-28');
              if (agree !== (headerProblem(request, message, 1) === undefined)) differ.push({ method, body, version, methodHeader, name, agree });
              cases++;
              if (agree) agreeing++;
            }
          }
        }
      }
    }
    expect(differ).toEqual([]);
    // Both answers occur often: the comparison is no vacuous one.
    expect(cases).toBeGreaterThan(10000);
    expect(agreeing).toBeGreaterThan(200);
  });
});

describe('anyToolDeclaresHeaders says whether headersOf finds any, once per tool map', () => {
  it('for generated and plain features, and again when the tools change', () => {
    const registries = [noneNamed, withoutHeaders, withHeaders, noneNamed].map((tools) => buildRegistry([generated(tools).feature]));
    const plainOf = (tools: FeatureManifest['tools']): Feature => ({ ...generated(tools).feature, manifest: { ...calcFeature.manifest, tools }, toolNames: undefined, listsJson: undefined });
    const plain = [noneNamed, withHeaders].map((tools) => buildRegistry([plainOf(tools)]));
    // Alternating maps: each is decided again, never answered with the last one's fact.
    for (const registry of [...registries, ...plain, ...registries.reverse()]) {
      const some = [...registry.tools.values()].some((entry) => headersOf(entry).length > 0);
      expect(anyToolDeclaresHeaders(registry.tools)).toBe(some);
    }
  });
});
