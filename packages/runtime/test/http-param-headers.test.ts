/** x-mcp-header (SEP-2243): Mcp-Param-{Name} headers checked against tools/call arguments on the 2026-07-28 wire. */
import type { Feature, Validator } from '@mcp-codegen/manifest';
import { createServer, listenHttp, type HttpListener, type McpServer } from '@mcp-codegen/runtime';
import { decodeHeaderValue } from '../src/transports/http/param-headers/header-value';
import { capturingLogger } from './fixtures';
import { post } from './http-helpers';

const MODERN = '2026-07-28';
const meta = { 'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': {} };

/** The header check runs before validation; this tool accepts any arguments. */
const anything: Validator = () => true;

const queryFeature: Feature = {
  manifest: {
    manifestVersion: 1,
    feature: 'sql',
    tools: [
      {
        name: 'query',
        description: 'Runs a query.',
        inputSchema: {
          type: 'object',
          properties: {
            region: { type: 'string', 'x-mcp-header': 'Region' },
            priority: { type: 'integer', 'x-mcp-header': 'Priority' },
            verbose: { type: 'boolean', 'x-mcp-header': 'Verbose' },
            target: { type: 'object', properties: { db: { type: 'string', 'x-mcp-header': 'Db' } } },
            q: { type: 'string' },
          },
          required: ['region', 'q'],
        },
      },
    ],
    resources: [],
    resourceTemplates: [],
    prompts: [],
  },
  register() {},
  tools: { query: { validate: anything, result: 'text', invoke: (_c, args) => `ran ${args.q as string} in ${args.region as string}` } },
  resources: {},
  resourceTemplates: {},
  prompts: {},
};

let server: McpServer;
let listener: HttpListener;

beforeAll(async () => {
  const logger = capturingLogger();
  server = createServer([queryFeature], { logger });
  listener = await listenHttp(server, { port: 0, logger });
});
afterAll(async () => {
  await listener.close();
  await server.close();
});

function call(args: Record<string, unknown>, headers: Record<string, string>, protocolVersion = MODERN) {
  const modern = protocolVersion === MODERN;
  const standard: Record<string, string> = modern ? { 'mcp-protocol-version': MODERN, 'mcp-method': 'tools/call', 'mcp-name': 'query' } : {};
  return post(listener.url, { jsonrpc: '2.0', id: 9, method: 'tools/call', params: { name: 'query', arguments: args, ...(modern ? { _meta: meta } : {}) } }, { ...standard, ...headers });
}

const b64 = (text: string) => `=?base64?${Buffer.from(text).toString('base64')}?=`;

describe('Mcp-Param headers that agree with the arguments', () => {
  it.each([
    ['plain values', { region: 'us-west1', q: 'x', priority: 3, verbose: true }, { 'mcp-param-region': 'us-west1', 'mcp-param-priority': '3', 'mcp-param-verbose': 'true' }],
    ['Base64 for non-ASCII and edge whitespace', { region: ' Zürich ', q: 'x' }, { 'mcp-param-region': b64(' Zürich ') }],
    ['integers compared as numbers', { region: 'eu', q: 'x', priority: 42 }, { 'mcp-param-region': 'eu', 'mcp-param-priority': '42.0' }],
    ['case-insensitive header names and OWS', { region: 'eu', q: 'x' }, { 'MCP-PARAM-REGION': '  eu ' }],
    ['a value without the full sentinel is literal', { region: '=?base64?SGk=', q: 'x' }, { 'mcp-param-region': '=?base64?SGk=' }],
    ['a nested property', { region: 'eu', q: 'x', target: { db: 'main' } }, { 'mcp-param-region': 'eu', 'mcp-param-db': 'main' }],
    ['null arguments expect no header', { region: 'eu', q: 'x', verbose: null }, { 'mcp-param-region': 'eu' }],
  ])('%s: served', async (_label, args, headers) => {
    const response = await call(args, headers);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: 9, result: { content: [{ text: 'ran x in ' + (args.region as string) }] } });
  });
});

describe('Mcp-Param headers that disagree: 400 with -32020 (HeaderMismatch)', () => {
  it.each([
    ['missing while the argument is present', { region: 'eu', q: 'x' }, {}],
    ['a different value', { region: 'eu', q: 'x' }, { 'mcp-param-region': 'us' }],
    ['Base64 with bad padding', { region: 'Hello', q: 'x' }, { 'mcp-param-region': '=?base64?SGVsbG8?=' }],
    ['Base64 with characters outside the alphabet', { region: 'Hello', q: 'x' }, { 'mcp-param-region': '=?base64?SGVs!!!bG8=?=' }],
    ['an integer that differs', { region: 'eu', q: 'x', priority: 1 }, { 'mcp-param-region': 'eu', 'mcp-param-priority': '2' }],
    ['a boolean in another spelling', { region: 'eu', q: 'x', verbose: true }, { 'mcp-param-region': 'eu', 'mcp-param-verbose': 'True' }],
    ['present while the argument is absent', { region: 'eu', q: 'x' }, { 'mcp-param-region': 'eu', 'mcp-param-db': 'main' }],
  ])('%s', async (_label, args, headers) => {
    const response = await call(args, headers);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string } };
    expect(body).toMatchObject({ id: 9, error: { code: -32020 } });
    expect(body.error.message).toMatch(/Mcp-Param-/);
  });
});

it('the 2025 wire does not check Mcp-Param headers', async () => {
  const init = await post(listener.url, { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } } });
  const session = init.headers.get('mcp-session-id')!;
  await post(listener.url, { jsonrpc: '2.0', method: 'notifications/initialized' }, { 'mcp-session-id': session, 'mcp-protocol-version': '2025-11-25' });
  const response = await call({ region: 'eu', q: 'x' }, { 'mcp-session-id': session, 'mcp-protocol-version': '2025-11-25' }, '2025-11-25');
  expect(response.status).toBe(200);
});

describe('decodeHeaderValue', () => {
  it.each([
    ['us-west1', 'us-west1'],
    ['=?base64?SGVsbG8sIOS4lueVjA==?=', 'Hello, 世界'],
    ['=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?=', '=?base64?literal?='],
    ['=?BASE64?SGk=?=', '=?BASE64?SGk=?='],
    ['=?base64?SGVsbG8?=', undefined],
    ['=?base64?//79?=', undefined],
    ['a\u0001b', undefined],
  ])('%j is %j', (raw, decoded) => {
    expect(decodeHeaderValue(raw)).toBe(decoded);
  });
});
