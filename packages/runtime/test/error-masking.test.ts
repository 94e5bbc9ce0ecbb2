/**
 * Error masking, end to end: every way a tool, resource, template, prompt or
 * completion handler can fail, over stdio and Streamable HTTP, on the 2025
 * and the 2026-07-28 wire. No reply may carry a secret, a path, a stack or
 * a DI message; a ToolError's message does reach the client; the details
 * go to the server's logger.
 */
import { PassThrough } from 'node:stream';
import { createServer, listenHttp, StdioServerTransport, type HttpListener, type McpServer } from '@mcp-codegen/runtime';
import { capturingLogger, type CapturingLogger } from './fixtures';
import { post, openSession } from './http-helpers';
import { failures, LEAKS, SECRET, secFeature } from './security-fixtures';

const MODERN = '2026-07-28';
const LEGACY = '2025-11-25';
const meta = { 'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': {} };

type Reply = { text: string; message: Record<string, any> };
interface Wire {
  call(method: string, params: Record<string, unknown>): Promise<Reply>;
  close(): Promise<void>;
}

/** The first JSON-RPC response in a JSON or SSE body. */
function parseBody(body: string, contentType: string | null): Reply {
  if (contentType?.startsWith('text/event-stream')) {
    for (const line of body.split('\n')) {
      if (!line.startsWith('data:')) continue;
      const text = line.slice(5).trim();
      const message = JSON.parse(text);
      if ('id' in message && ('result' in message || 'error' in message)) return { text, message };
    }
    throw new Error(`no response in ${body}`);
  }
  return { text: body, message: JSON.parse(body) };
}

async function stdioWire(server: McpServer, era: 'legacy' | 'modern'): Promise<Wire> {
  const input = new PassThrough();
  const output = new PassThrough();
  const connection = await server.connect(new StdioServerTransport({ input, output, redirectConsole: false }));
  const waiting = new Map<number, (reply: Reply) => void>();
  let buffer = '';
  output.setEncoding('utf8').on('data', (chunk: string) => {
    buffer += chunk;
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const text = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      const message = JSON.parse(text);
      waiting.get(message.id)?.({ text, message });
    }
  });
  let id = 0;
  const call = (method: string, params: Record<string, unknown>) => {
    const reply = new Promise<Reply>((resolve) => waiting.set(++id, resolve));
    input.write(JSON.stringify({ jsonrpc: '2.0', id, method, params: era === 'modern' ? { ...params, _meta: meta } : params }) + '\n');
    return reply;
  };
  if (era === 'legacy') {
    await call('initialize', { protocolVersion: LEGACY, capabilities: {}, clientInfo: { name: 'mask', version: '1' } });
    input.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) + '\n');
  }
  return { call, close: () => connection.close() };
}

async function httpWire(server: McpServer, logger: CapturingLogger, era: 'legacy' | 'modern'): Promise<Wire> {
  const listener: HttpListener = await listenHttp(server, { port: 0, logger });
  const session = era === 'legacy' ? await openSession(listener.url) : undefined;
  let id = 0;
  return {
    async call(method, params) {
      const headers: Record<string, string> =
        era === 'legacy'
          ? { 'mcp-session-id': session!, 'mcp-protocol-version': LEGACY }
          : { 'mcp-protocol-version': MODERN, 'mcp-method': method, ...(typeof params.name === 'string' ? { 'mcp-name': params.name } : typeof params.uri === 'string' ? { 'mcp-name': params.uri } : {}) };
      const response = await post(listener.url, { jsonrpc: '2.0', id: ++id, method, params: era === 'modern' ? { ...params, _meta: meta } : params }, headers);
      return parseBody(await response.text(), response.headers.get('content-type'));
    },
    close: () => listener.close(),
  };
}

const kinds = Object.keys(failures).filter((kind) => kind !== 'toolError');

/** Every failing call, by what it exercises. */
const cases: Array<[string, string, Record<string, unknown>]> = [
  ...kinds.map((kind): [string, string, Record<string, unknown>] => [`tool ${kind}`, 'tools/call', { name: `fail_${kind}`, arguments: {} }]),
  ['tool output-validation failure', 'tools/call', { name: 'bad_output', arguments: {} }],
  ...kinds.map((kind): [string, string, Record<string, unknown>] => [`resource ${kind}`, 'resources/read', { uri: `sec://fail/${kind}` }]),
  ...kinds.map((kind): [string, string, Record<string, unknown>] => [`template ${kind}`, 'resources/read', { uri: `sec://boom/${kind}` }]),
  ...kinds.map((kind): [string, string, Record<string, unknown>] => [`prompt ${kind}`, 'prompts/get', { name: 'fail', arguments: { kind } }]),
  ...kinds.map((kind): [string, string, Record<string, unknown>] => [`completion ${kind}`, 'completion/complete', { ref: { type: 'ref/prompt', name: 'fail' }, argument: { name: 'kind', value: kind } }]),
];

const transports = [
  ['stdio', 'legacy'],
  ['stdio', 'modern'],
  ['http', 'legacy'],
  ['http', 'modern'],
] as const;

describe.each(transports)('over %s on the %s wire', (transport, era) => {
  let server: McpServer;
  let logger: CapturingLogger;
  let wire: Wire;

  beforeAll(async () => {
    logger = capturingLogger();
    server = createServer([secFeature], { logger });
    wire = transport === 'stdio' ? await stdioWire(server, era) : await httpWire(server, logger, era);
  });
  afterAll(async () => {
    await wire.close();
    await server.close();
  });

  it.each(cases)('masks a %s', async (_label, method, params) => {
    const before = logger.errors.length;
    const { text, message } = await wire.call(method, params);
    for (const leak of LEAKS) expect(text).not.toContain(leak);
    if (method === 'tools/call') {
      expect(message.result).toMatchObject({ isError: true, content: [{ type: 'text' }] });
      expect(message.result.content[0].text).toMatch(/failed|does not match its output schema/);
    } else {
      expect(message.error).toEqual({ code: -32603, message: 'Internal error' });
    }
    // The details are not lost: the server's logger has them.
    expect(logger.errors.length).toBeGreaterThan(before);
    expect(JSON.stringify(logger.errors.slice(before).map((e) => [e.message, String((e.error as Error)?.message ?? e.error)]))).toMatch(new RegExp(`${SECRET}|Unregistered|integer`));
  });

  it('passes a ToolError message on, for every kind of handler', async () => {
    const tool = await wire.call('tools/call', { name: 'fail_toolError', arguments: {} });
    expect(tool.message.result).toEqual({ ...(era === 'modern' ? { resultType: 'complete' } : {}), content: [{ type: 'text', text: 'Visible: the note is locked.' }], isError: true });
    const resource = await wire.call('resources/read', { uri: 'sec://fail/toolError' });
    expect(resource.message.error).toMatchObject({ code: era === 'modern' ? -32602 : -32002, message: 'Visible: the note is locked.' });
    const prompt = await wire.call('prompts/get', { name: 'fail', arguments: { kind: 'toolError' } });
    expect(prompt.message.error).toMatchObject({ code: -32602, message: 'Visible: the note is locked.' });
    const completion = await wire.call('completion/complete', { ref: { type: 'ref/prompt', name: 'fail' }, argument: { name: 'kind', value: 'toolError' } });
    expect(completion.message.error).toMatchObject({ code: -32602, message: 'Visible: the note is locked.' });
  });
});
