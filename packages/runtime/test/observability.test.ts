/**
 * Spans and metrics per request, read back from a real OpenTelemetry SDK
 * (in-memory exporter, collecting reader), with the official SDK client
 * over the in-memory pair, a raw 2026-07-28 request and one HTTP exchange.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { EmptyResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { createInMemoryTransportPair, createServer, listenHttp, type McpServer } from '@mcp-codegen/runtime';
import { RequestTelemetry } from '../src/observability/request-telemetry';
import type { Feature } from '@mcp-codegen/manifest';
import { calcFeature, capturingLogger, docsFeature, validator } from './fixtures';
import { post } from './http-helpers';
import { installGlobals, testTelemetry, type TestTelemetry } from './telemetry-fixtures';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_SPAN_ID = '00f067aa0ba902b7';
const TRACEPARENT = `00-${TRACE_ID}-${PARENT_SPAN_ID}-01`;

let uninstall: () => void;
let telemetry: TestTelemetry;
let server: McpServer;
let client: Client;

beforeAll(() => {
  uninstall = installGlobals();
});
afterAll(() => uninstall());

beforeEach(async () => {
  telemetry = testTelemetry();
  server = createServer([calcFeature, docsFeature], { logger: capturingLogger(), telemetry });
  const pair = createInMemoryTransportPair();
  await server.connect(pair.server);
  client = new Client({ name: 'otel-test', version: '1.0.0' });
  await client.connect(pair.client);
});

afterEach(async () => {
  await client.close();
  await server.close();
  await telemetry.shutdown();
});

describe('a SERVER span per request (semantic conventions for MCP)', () => {
  it('names a tool call "tools/call {tool}" and records method, tool, id, era and protocol version', async () => {
    await client.callTool({ name: 'add', arguments: { a: 2, b: 3 } });
    const span = telemetry.span('tools/call add');
    expect(span.kind).toBe(SpanKind.SERVER);
    expect(span.status.code).toBe(SpanStatusCode.UNSET);
    expect(span.attributes).toMatchObject({
      'mcp.method.name': 'tools/call',
      'gen_ai.tool.name': 'add',
      'gen_ai.operation.name': 'execute_tool',
      'mcp_codegen.era': '2025',
      'mcp.protocol.version': '2025-11-25',
    });
    expect(span.attributes['jsonrpc.request.id']).toMatch(/^\d+$/);
    expect(span.attributes['error.type']).toBeUndefined();
  });

  it('marks a tool result with isError as error.type tool_error', async () => {
    const result = await client.callTool({ name: 'divide', arguments: { a: 1, b: 0 } });
    expect(result.isError).toBe(true);
    const span = telemetry.span('tools/call divide');
    expect(span.attributes['error.type']).toBe('tool_error');
    expect(span.attributes['rpc.response.status_code']).toBeUndefined();
    expect(span.status.code).toBe(SpanStatusCode.ERROR);
  });

  it('records a JSON-RPC error (unknown tool) with its code and message', async () => {
    await expect(client.callTool({ name: 'nope', arguments: {} })).rejects.toThrow(/Unknown tool/);
    const span = telemetry.span('tools/call nope');
    expect(span.attributes).toMatchObject({ 'error.type': '-32602', 'rpc.response.status_code': '-32602' });
    expect(span.status).toEqual({ code: SpanStatusCode.ERROR, message: 'Unknown tool: nope' });
  });

  it('keeps a resource URI out of the span name but on the span', async () => {
    await client.readResource({ uri: 'docs://readme' });
    const span = telemetry.span('resources/read');
    expect(span.attributes).toMatchObject({ 'mcp.method.name': 'resources/read', 'mcp.resource.uri': 'docs://readme' });
  });

  it('names a prompt "prompts/get {prompt}"', async () => {
    await client.getPrompt({ name: 'review', arguments: { topic: 'tests' } });
    expect(telemetry.span('prompts/get review').attributes).toMatchObject({ 'mcp.method.name': 'prompts/get', 'gen_ai.prompt.name': 'review' });
  });

  it('continues the trace named by traceparent in params._meta (SEP-414)', async () => {
    await client.callTool({ name: 'add', arguments: { a: 1, b: 1 }, _meta: { traceparent: TRACEPARENT } });
    const span = telemetry.span('tools/call add');
    expect(span.spanContext().traceId).toBe(TRACE_ID);
    expect(span.parentSpanContext?.spanId).toBe(PARENT_SPAN_ID);
    expect(span.parentSpanContext?.isRemote).toBe(true);
  });

  it('tags a 2026-07-28 request with its era and version', async () => {
    const session = server.createSession();
    const meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
    const reply = await session.handle({ jsonrpc: '2.0', id: 'modern-1', method: 'tools/call', params: { name: 'add', arguments: { a: 4, b: 5 }, _meta: meta } });
    expect(reply).toMatchObject({ result: { content: [{ type: 'text', text: '9' }] } });
    session.close();
    expect(telemetry.span('tools/call add').attributes).toMatchObject({ 'mcp_codegen.era': '2026', 'mcp.protocol.version': '2026-07-28', 'jsonrpc.request.id': 'modern-1' });
  });
});

describe('a handler\'s own spans', () => {
  it('nest under the request span, across an await', async () => {
    const feature: Feature = {
      manifest: { manifestVersion: 1, feature: 'traced', tools: [{ name: 'query', description: 'Starts a span of its own.', inputSchema: { type: 'object' } }], resources: [], resourceTemplates: [], prompts: [] },
      register() {},
      tools: {
        query: {
          validate: validator({}),
          result: 'text',
          invoke: async () => {
            await new Promise((resolve) => setImmediate(resolve));
            telemetry.tracerProvider.getTracer('app').startSpan('db.query').end();
            return 'ok';
          },
        },
      },
      resources: {},
      resourceTemplates: {},
      prompts: {},
    };
    server.addFeature(feature);
    await client.callTool({ name: 'query', arguments: {} });
    const request = telemetry.span('tools/call query');
    const child = telemetry.span('db.query');
    expect(child.spanContext().traceId).toBe(request.spanContext().traceId);
    expect(child.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
  });
});

describe('the mcp.server.operation.duration histogram', () => {
  it('measures every request in seconds, by method, name, era and outcome', async () => {
    await client.callTool({ name: 'add', arguments: { a: 2, b: 3 } });
    await client.callTool({ name: 'add', arguments: { a: 2, b: 4 } });
    await client.callTool({ name: 'divide', arguments: { a: 1, b: 0 } });
    await expect(client.callTool({ name: 'nope', arguments: {} })).rejects.toThrow();
    const points = await telemetry.durations();
    const add = points.find((p) => p.attributes['gen_ai.tool.name'] === 'add');
    expect(add).toMatchObject({ count: 2, attributes: { 'mcp.method.name': 'tools/call', 'mcp_codegen.era': '2025', 'mcp.protocol.version': '2025-11-25' } });
    expect(add!.attributes['error.type']).toBeUndefined();
    expect(add!.sum).toBeGreaterThan(0);
    expect(add!.sum).toBeLessThan(5); // seconds, not milliseconds
    expect(points.find((p) => p.attributes['gen_ai.tool.name'] === 'divide')?.attributes['error.type']).toBe('tool_error');
    // An unknown tool's name is the client's choice: it stays off the metric (few series), the error code does not.
    const unknown = points.filter((p) => p.attributes['error.type'] === '-32602');
    expect(unknown).toHaveLength(1);
    expect(unknown[0].attributes['gen_ai.tool.name']).toBeUndefined();
    expect(points.some((p) => p.attributes['mcp.method.name'] === 'initialize')).toBe(true);
  });

  it('folds methods the server does not have into _OTHER', async () => {
    await expect(client.request({ method: 'no/such/method', params: {} }, EmptyResultSchema)).rejects.toThrow(/Method not found/);
    const points = await telemetry.durations();
    expect(points.find((p) => p.attributes['error.type'] === '-32601')?.attributes['mcp.method.name']).toBe('_OTHER');
    expect(telemetry.span('no/such/method').attributes['mcp.method.name']).toBe('no/such/method');
  });
});

describe('without an SDK', () => {
  it('observes nothing: the session serves the request unwrapped', () => {
    uninstall();
    try {
      const idle = new RequestTelemetry();
      expect(idle.start(1, 'tools/call', { name: 'add', _meta: { traceparent: TRACEPARENT } }, { initialized: true })).toBeUndefined();
    } finally {
      uninstall = installGlobals();
    }
  });
});

describe('over Streamable HTTP', () => {
  it('continues the trace of a traceparent header and records the session id', async () => {
    const httpTelemetry = testTelemetry();
    const httpServer = createServer([calcFeature], { logger: capturingLogger(), telemetry: httpTelemetry });
    const listener = await listenHttp(httpServer, { port: 0, host: '127.0.0.1', logger: capturingLogger() });
    try {
      const init = await post(listener.url, { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });
      await init.text();
      const sessionId = init.headers.get('mcp-session-id')!;
      const headers = { 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-11-25', traceparent: TRACEPARENT };
      const call = await post(listener.url, { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'add', arguments: { a: 1, b: 2 } } }, headers);
      expect(call.status).toBe(200);
      await call.text();
      const span = httpTelemetry.span('tools/call add');
      expect(span.spanContext().traceId).toBe(TRACE_ID);
      expect(span.parentSpanContext?.spanId).toBe(PARENT_SPAN_ID);
      expect(span.attributes['mcp.session.id']).toBe(sessionId);
    } finally {
      await listener.close();
      await httpServer.close();
      await httpTelemetry.shutdown();
    }
  });
});
