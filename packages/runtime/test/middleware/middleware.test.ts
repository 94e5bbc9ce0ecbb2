/**
 * Middleware and error filters, driven by the official SDK clients over the
 * in-memory pair: order (server, feature, method), short-circuit, transform,
 * every error path, per-method application, what a middleware sees, and
 * filters mapping exceptions to tool errors, not-found and JSON-RPC errors.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { Client as ClientV2, ResourceNotFoundError } from '@modelcontextprotocol/client';
import { createInMemoryTransportPair, createServer, ErrorCode, mapError, McpError, ToolError, type McpCall, type McpServer, type ServerOptions } from '@mcp-codegen/runtime';
import { capturingLogger, type CapturingLogger } from '../fixtures';
import { Gate, Items, MethodAudit, mwFeature, NotFound, QuotaExceeded, Trace, tracing } from './middleware-feature';

let server: McpServer;
let client: Client;
let logger: CapturingLogger;
let trace: Trace;

async function start(options: ServerOptions = {}, feature: Parameters<typeof createServer>[0][number] = mwFeature): Promise<void> {
  logger = capturingLogger();
  trace = new Trace();
  server = createServer([feature], { logger, ...options, providers: [[Trace, trace], ...((options.providers as []) ?? [])] });
  const pair = createInMemoryTransportPair({ auth: { subject: 'ada', scopes: [] } });
  await server.connect(pair.server);
  client = new Client({ name: 'middleware-test', version: '1.0.0' });
  await client.connect(pair.client);
}

afterEach(async () => {
  await client?.close();
  await server?.close();
});

const text = (result: unknown) => ((result as { content: Array<{ text: string }> }).content[0]).text;
const items = () => server.container.resolve(Items);

describe('order', () => {
  it('runs server, then feature, then method middleware around the handler, and back out in reverse', async () => {
    const serverA = () => tracing('server-a', trace);
    await start(
      { use: [{ handle: (call, next) => serverA().handle(call, next) }, { handle: (call, next) => tracing('server-b', trace).handle(call, next) }] },
      { feature: mwFeature, use: [{ handle: (call: McpCall, next: () => Promise<unknown>) => tracing('feature', trace).handle(call, next) }] },
    );
    const result = await client.callTool({ name: 'audited', arguments: { text: 'hi' } });
    expect(text(result)).toBe('hi');
    expect(trace.events).toEqual(['>server-a', '>server-b', '>feature', '>method', '<method', '<feature', '<server-b', '<server-a']);
  });

  it('applies method middleware only to the methods that declare it', async () => {
    await start();
    await client.callTool({ name: 'plain', arguments: { text: 'x' } });
    expect(trace.events).toEqual([]);
    await client.callTool({ name: 'audited', arguments: { text: 'y' } });
    expect(trace.events).toEqual(['>method', '<method']);
    expect(items().handled).toEqual(['x', 'y']);
  });

  it('builds a class given to `use` through the container, with the dependencies the app provides', async () => {
    await start({ use: [MethodAudit], providers: [{ token: MethodAudit, useClass: MethodAudit, inject: [Trace] }] });
    await client.callTool({ name: 'plain', arguments: { text: 'z' } });
    expect(trace.events).toEqual(['>method', '<method']);
  });

  it('builds a class given to `use` that a feature registers (as @Use does) with the feature\'s factory', async () => {
    await start({ use: [MethodAudit] });
    await client.callTool({ name: 'plain', arguments: { text: 'z' } });
    expect(trace.events).toEqual(['>method', '<method']);
  });

  it('says how to provide a middleware class whose constructor takes parameters', async () => {
    class NeedsStore {
      constructor(readonly store: unknown) {}
      handle(_call: McpCall, next: () => Promise<unknown>) {
        return next();
      }
    }
    await start({ use: [NeedsStore] });
    const result = await client.callTool({ name: 'plain', arguments: { text: 'z' } });
    expect(result.isError).toBe(true);
    expect(text(result)).toBe('Tool "plain" failed. The server logged the details.');
    expect(String(logger.errors[0].error)).toMatch(/Cannot build NeedsStore: the middleware NeedsStore takes constructor parameters.*useClass: NeedsStore/);
  });
});

describe('short-circuit and transform', () => {
  beforeEach(() => start());

  it('answers without running the handler', async () => {
    const result = await client.callTool({ name: 'gated', arguments: { text: 'stop' } });
    expect(text(result)).toBe('blocked by gate');
    expect(trace.events).toEqual(['gate:short-circuit']);
    expect(items().handled).toEqual([]);
  });

  it('transforms the handler value before it becomes the result', async () => {
    expect(text(await client.callTool({ name: 'gated', arguments: { text: 'quiet' } }))).toBe('QUIET');
  });
});

describe('error paths', () => {
  beforeEach(() => start());

  it('a ToolError thrown by middleware is the tool error the client sees', async () => {
    const result = await client.callTool({ name: 'gated', arguments: { text: 'refuse' } });
    expect(result).toMatchObject({ isError: true, content: [{ type: 'text', text: 'The gate refused this call.' }] });
    expect(items().handled).toEqual([]);
  });

  it('any other middleware error is masked and logged', async () => {
    const result = await client.callTool({ name: 'gated', arguments: { text: 'boom' } });
    expect(result).toMatchObject({ isError: true, content: [{ type: 'text', text: 'Tool "gated" failed. The server logged the details.' }] });
    expect(JSON.stringify(result)).not.toContain('secret');
    expect(logger.errors).toEqual([expect.objectContaining({ message: 'Tool "gated" failed', error: expect.objectContaining({ message: 'secret middleware failure' }) })]);
  });

  it('next() called twice runs the handler once and fails the call', async () => {
    const result = await client.callTool({ name: 'gated', arguments: { text: 'twice' } });
    expect(result.isError).toBe(true);
    expect(items().handled).toEqual(['twice']);
    expect(String(logger.errors[0].error)).toContain('Gate called next() more than once');
  });

  it('middleware sees the handler error as the rejection of next(), and can recover', async () => {
    await client.close();
    await server.close();
    await start({ use: [{ handle: (_call, next) => next().catch((error: unknown) => `recovered from ${(error as Error).name}`) }] });
    expect(text(await client.callTool({ name: 'find', arguments: { text: 'n1' } }))).toBe('recovered from NotFound');
  });

  it('argument validation runs before any middleware', async () => {
    const result = await client.callTool({ name: 'gated', arguments: { text: 42 } });
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/Invalid arguments for tool "gated"/);
    expect(trace.events).toEqual([]);
  });
});

describe('what middleware sees', () => {
  it('the kind, name, feature, manifest entry, validated arguments and context of each kind of call', async () => {
    const seen: McpCall[] = [];
    await start({ use: [{ handle: (call, next) => (seen.push(call), next()) }] });
    await client.callTool({ name: 'plain', arguments: { text: 'a' } });
    await client.readResource({ uri: 'mw://items/7' });
    await client.getPrompt({ name: 'ask', arguments: { topic: 'owls' } });
    await client.complete({ ref: { type: 'ref/resource', uri: 'mw://items/{id}' }, argument: { name: 'id', value: 'a' } });
    await client.listTools();
    expect(seen.map(({ kind, name, feature, arguments: args, uri }) => ({ kind, name, feature, args, uri }))).toEqual([
      { kind: 'tool', name: 'plain', feature: 'mw', args: { text: 'a' }, uri: undefined },
      { kind: 'resource', name: 'mw://items/{id}', feature: 'mw', args: { id: '7' }, uri: 'mw://items/7' },
      { kind: 'prompt', name: 'ask', feature: 'mw', args: { topic: 'owls' }, uri: undefined },
      { kind: 'completion', name: 'mw://items/{id}', feature: 'mw', args: { argument: 'id', value: 'a' }, uri: undefined },
      { kind: 'list', name: 'tools/list', feature: undefined, args: {}, uri: undefined },
    ]);
    expect(seen[0].entry).toEqual(mwFeature.manifest.tools.find((t) => t.name === 'plain'));
    expect(seen[0].context.auth).toEqual({ subject: 'ada', scopes: [] });
    expect(seen[0].context.signal).toBeInstanceOf(AbortSignal);
    expect(typeof seen[0].context.log.info).toBe('function');
  });

  it('a list middleware can answer with a changed list', async () => {
    await start({
      use: [
        {
          async handle(call, next) {
            const page = (await next()) as { tools?: Array<{ name: string }> };
            return call.name === 'tools/list' ? { ...page, tools: page.tools!.filter((t) => t.name !== 'find') } : page;
          },
        },
      ],
    });
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['audited', 'gated', 'plain', 'whoami']);
  });

  it('middleware can time a call, and log to the client through the context', async () => {
    const messages: unknown[] = [];
    await start({
      use: [
        {
          async handle(call, next) {
            const started = performance.now();
            try {
              return await next();
            } finally {
              call.context.log.info({ call: call.name, ms: Math.round(performance.now() - started) >= 0 });
            }
          },
        },
      ],
    });
    client.setNotificationHandler((await import('@modelcontextprotocol/sdk/types.js')).LoggingMessageNotificationSchema, (n) => void messages.push(n.params.data));
    await client.callTool({ name: 'plain', arguments: { text: 't' } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(messages).toEqual([{ call: 'plain', ms: true }]);
  });
});

describe('error filters', () => {
  const filters: ServerOptions['errorFilters'] = [
    mapError(NotFound, (error, call) => (call.kind === 'tool' ? new ToolError(`No item "${error.id}".`) : new ToolError(`No item "${error.id}" here.`))),
    mapError(QuotaExceeded, () => new McpError(ErrorCode.InvalidRequest, 'Quota spent; try tomorrow.', { retryAfterDays: 1 })),
  ];

  it('maps an exception to the tool error text a client sees', async () => {
    await start({ errorFilters: filters });
    const result = await client.callTool({ name: 'find', arguments: { text: 'n9' } });
    expect(result).toMatchObject({ isError: true, content: [{ type: 'text', text: 'No item "n9".' }] });
    expect(logger.errors).toEqual([]);
  });

  it('maps an exception to a specific JSON-RPC error', async () => {
    await start({ errorFilters: filters });
    await expect(client.callTool({ name: 'find', arguments: { text: 'quota' } })).rejects.toMatchObject({ code: ErrorCode.InvalidRequest, message: expect.stringContaining('Quota spent; try tomorrow.'), data: { retryAfterDays: 1 } });
  });

  it('maps an exception of a resource to resource-not-found (-32002 on the 2025 wire)', async () => {
    await start({ errorFilters: filters });
    await expect(client.readResource({ uri: 'mw://items/missing' })).rejects.toMatchObject({ code: ErrorCode.ResourceNotFound, message: expect.stringContaining('No item "missing" here.'), data: { uri: 'mw://items/missing' } });
  });

  it('and to what the era table says on the 2026-07-28 wire (-32602, ResourceNotFoundError)', async () => {
    logger = capturingLogger();
    server = createServer([mwFeature], { logger, errorFilters: filters, providers: [[Trace, new Trace()]] });
    const pair = createInMemoryTransportPair();
    await server.connect(pair.server);
    const modern = new ClientV2({ name: 'modern', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    await modern.connect(pair.client);
    try {
      const error = await modern.readResource({ uri: 'mw://items/missing' }).then(() => undefined, (e: unknown) => e);
      expect(error).toBeInstanceOf(ResourceNotFoundError);
    } finally {
      await modern.close();
    }
  });

  it('leaves unmapped exceptions masked, without their message', async () => {
    await start({ errorFilters: [mapError(QuotaExceeded, () => new ToolError('quota'))] });
    const result = await client.callTool({ name: 'find', arguments: { text: 'n1' } });
    expect(text(result)).toBe('Tool "find" failed. The server logged the details.');
    expect(JSON.stringify(result)).not.toContain('/srv/secret');
    expect(logger.errors).toHaveLength(1);
  });

  it('a filter that throws is logged and skipped; the error stays masked', async () => {
    await start({
      errorFilters: [
        {
          catch() {
            throw new Error('filter bug');
          },
        },
      ],
    });
    const result = await client.callTool({ name: 'find', arguments: { text: 'n1' } });
    expect(text(result)).toBe('Tool "find" failed. The server logged the details.');
    expect(logger.errors.map((e) => e.message)).toEqual(['An error filter threw', 'Tool "find" failed']);
  });

  it('filters also see what middleware throws', async () => {
    await start({ errorFilters: filters, use: [{ handle: () => Promise.reject(new NotFound('from-middleware')) }] });
    expect(text(await client.callTool({ name: 'plain', arguments: { text: 'p' } }))).toBe('No item "from-middleware".');
  });
});

describe('a feature added at run time', () => {
  it('brings its own middleware', async () => {
    await start({}, { ...mwFeature, manifest: { ...mwFeature.manifest, feature: 'first', tools: [], resources: [], resourceTemplates: [], prompts: [] }, tools: {}, resources: {}, resourceTemplates: {}, prompts: {}, completions: undefined });
    server.addFeature({ feature: mwFeature, use: [{ handle: (call, next) => tracing('late-feature', trace).handle(call, next) }] });
    expect(text(await client.callTool({ name: 'plain', arguments: { text: 'late' } }))).toBe('late');
    expect(trace.events).toEqual(['>late-feature', '<late-feature']);
  });
});

describe('a prompt with method middleware', () => {
  it('runs it, and gates it like a tool', async () => {
    await start();
    const result = await client.getPrompt({ name: 'ask', arguments: { topic: 'owls' } });
    expect(result.messages[0].content).toEqual({ type: 'text', text: 'Tell me about owls.' });
    expect(trace.events).toEqual(['>method', '<method']);
    await client.readResource({ uri: 'mw://fixed' });
    expect(trace.events).toHaveLength(4);
  });
});

void Gate;
