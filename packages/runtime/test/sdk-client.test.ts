/** Happy paths, driven by the official SDK client over the in-memory pair. */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { createInMemoryTransportPair, createServer, ToolError, type McpServer } from '@mcp-codegen/runtime';
import { calcFeature, capturingLogger, docsFeature, Greeter, Probe, type CapturingLogger } from './fixtures';

let server: McpServer;
let client: Client;
let logger: CapturingLogger;

beforeEach(async () => {
  logger = capturingLogger();
  server = createServer([calcFeature, docsFeature], { name: 'test-server', version: '1.2.3', instructions: 'Use add for sums.', logger });
  const pair = createInMemoryTransportPair();
  await server.connect(pair.server);
  client = new Client({ name: 'test-client', version: '0.0.1' });
  await client.connect(pair.client);
});

afterEach(async () => {
  await client.close();
  await server.close();
});

describe('initialize', () => {
  it('negotiates, reports serverInfo, instructions and capabilities derived from the features', () => {
    expect(client.getServerVersion()).toEqual({ name: 'test-server', version: '1.2.3' });
    expect(client.getInstructions()).toBe('Use add for sums.');
    expect(client.getServerCapabilities()).toEqual({
      tools: { listChanged: true },
      resources: { subscribe: true, listChanged: true },
      prompts: { listChanged: true },
      logging: {},
    });
  });

  it('answers ping', async () => {
    await expect(client.ping()).resolves.toEqual({});
  });
});

describe('tools', () => {
  it('lists every tool in feature order, exactly as the manifest describes it', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(calcFeature.manifest.tools.map((t) => t.name));
    expect(tools[0]).toEqual(calcFeature.manifest.tools[0]);
  });

  it('calls a text tool', async () => {
    await expect(client.callTool({ name: 'add', arguments: { a: 2, b: 3 } })).resolves.toEqual({ content: [{ type: 'text', text: '5' }] });
  });

  it('returns structuredContent plus its JSON text for a structured tool', async () => {
    await client.listTools(); // lets the SDK check structuredContent against outputSchema
    const result = await client.callTool({ name: 'stats', arguments: { values: [1, 2, 3] } });
    expect(result).toEqual({ content: [{ type: 'text', text: '{"sum":6,"count":3}' }], structuredContent: { sum: 6, count: 3 } });
  });

  it('passes an explicit MCP result through', async () => {
    const result = await client.callTool({ name: 'image' });
    expect(result.content).toEqual([{ type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' }]);
  });

  it.each([
    ['string', { content: [{ type: 'text', text: 'plain text' }] }],
    ['object', { content: [{ type: 'text', text: '{"answer":42}' }], structuredContent: { answer: 42 } }],
    ['null', { content: [] }],
    ['array', { content: [{ type: 'text', text: '[1,2,3]' }] }],
    ['number', { content: [{ type: 'text', text: '7' }] }],
    ['content', { content: [{ type: 'text', text: 'explicit' }] }],
  ])('decides an auto result from a %s value', async (kind, expected) => {
    await expect(client.callTool({ name: 'auto', arguments: { kind } })).resolves.toEqual(expected);
  });

  it('answers a ToolError with isError and its message', async () => {
    const result = await client.callTool({ name: 'divide', arguments: { a: 1, b: 0 } });
    expect(result).toEqual({ content: [{ type: 'text', text: 'Cannot divide by zero. Pass a non-zero "b".' }], isError: true });
    expect(logger.errors).toEqual([]);
  });

  it('masks any other exception and logs it with its stack', async () => {
    const result = await client.callTool({ name: 'crash' });
    expect(result).toEqual({ content: [{ type: 'text', text: 'Tool "crash" failed. The server logged the details.' }], isError: true });
    expect(JSON.stringify(result)).not.toContain('hunter2');
    expect(logger.errors).toHaveLength(1);
    expect((logger.errors[0].error as Error).stack).toContain('hunter2');
  });

  it('masks a handler that throws synchronously', async () => {
    const result = await client.callTool({ name: 'syncCrash' });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result)).not.toContain('secret');
  });

  it('reports every invalid argument by name as a tool error', async () => {
    const result = await client.callTool({ name: 'stats', arguments: { values: 'nope', extra: 1 } });
    expect(result).toEqual({
      content: [{ type: 'text', text: 'Invalid arguments for tool "stats": "values" must be array; unknown argument "extra"' }],
      isError: true,
    });
    const missing = await client.callTool({ name: 'add', arguments: { a: 1 } });
    expect(missing.content).toEqual([{ type: 'text', text: 'Invalid arguments for tool "add": missing required argument "b"' }]);
  });

  it('treats missing arguments as {}', async () => {
    await expect(client.callTool({ name: 'add' })).resolves.toMatchObject({
      isError: true,
      content: [{ type: 'text', text: 'Invalid arguments for tool "add": missing required argument "a"; missing required argument "b"' }],
    });
  });

  it('rejects an unknown tool with -32602', async () => {
    await expect(client.callTool({ name: 'nope' })).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('Unknown tool: nope') });
  });

  it('resolves injected services from the server container', async () => {
    await expect(client.callTool({ name: 'greet', arguments: { name: 'Ada' } })).resolves.toEqual({ content: [{ type: 'text', text: 'Hello, Ada!' }] });
  });

  it('aborts the handler signal when the client cancels', async () => {
    await server.container.load();
    const probe = server.container.resolve(Probe);
    const controller = new AbortController();
    const call = client.callTool({ name: 'wait' }, undefined, { signal: controller.signal });
    const context = await probe.started.promise;
    controller.abort('user pressed stop');
    await expect(call).rejects.toThrow();
    await probe.aborted.promise;
    expect(context.signal.aborted).toBe(true);
    expect(typeof context.requestId).toBe('number');
  });
});

describe('resources', () => {
  it('lists fixed resources and templates', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(['docs://readme', 'docs://logo', 'docs://config', 'docs://broken']);
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(['docs://pages/{slug}', 'docs://users/{id}/profile']);
  });

  it('reads a text resource with the mimeType of its descriptor', async () => {
    await expect(client.readResource({ uri: 'docs://readme' })).resolves.toEqual({
      contents: [{ uri: 'docs://readme', mimeType: 'text/markdown', text: '# Readme' }],
    });
  });

  it('reads bytes as a base64 blob', async () => {
    await expect(client.readResource({ uri: 'docs://logo' })).resolves.toEqual({
      contents: [{ uri: 'docs://logo', mimeType: 'image/png', blob: Buffer.from([0x89, 0x50, 0x4e, 0x47]).toString('base64') }],
    });
  });

  it('reads a structured resource as pretty JSON, application/json by default', async () => {
    await expect(client.readResource({ uri: 'docs://config' })).resolves.toEqual({
      contents: [{ uri: 'docs://config', mimeType: 'application/json', text: '{\n  "debug": true\n}' }],
    });
  });

  it('matches templates and percent-decodes the variables', async () => {
    await expect(client.readResource({ uri: 'docs://pages/hello%20world' })).resolves.toEqual({
      contents: [{ uri: 'docs://pages/hello%20world', mimeType: 'text/plain', text: 'Page hello world' }],
    });
    // The second template's pattern carries the g flag: reading twice must still match.
    for (let i = 0; i < 2; i++) {
      const result = await client.readResource({ uri: 'docs://users/u%207/profile' });
      expect(JSON.parse((result.contents[0] as { text: string }).text)).toEqual({ id: 'u 7', uri: 'docs://users/u%207/profile' });
    }
  });

  it('answers an unknown URI with -32002 and data.uri', async () => {
    await expect(client.readResource({ uri: 'docs://nothing' })).rejects.toMatchObject({ code: -32002, data: { uri: 'docs://nothing' } });
  });

  it('treats malformed percent-encoding as no match', async () => {
    await expect(client.readResource({ uri: 'docs://pages/%E0%A4%A' })).rejects.toMatchObject({ code: -32002 });
  });

  it('turns a ToolError from a resource into -32002 with its message', async () => {
    await expect(client.readResource({ uri: 'docs://pages/missing' })).rejects.toMatchObject({
      code: -32002,
      message: expect.stringContaining('No page "missing"'),
      data: { uri: 'docs://pages/missing' },
    });
  });

  it('masks any other resource failure as -32603 and logs it', async () => {
    const error = await client.readResource({ uri: 'docs://broken' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: -32603 });
    expect(String((error as Error).message)).not.toContain('secret');
    expect(logger.errors[0].message).toContain('docs://broken');
  });
});

describe('prompts', () => {
  it('lists prompts', async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(['review', 'conversation', 'broken']);
  });

  it('gets a text prompt as one user message with the description', async () => {
    await expect(client.getPrompt({ name: 'review', arguments: { topic: 'the PR', tone: 'formal' } })).resolves.toEqual({
      description: 'Ask for a review.',
      messages: [{ role: 'user', content: { type: 'text', text: 'Please review the PR in a formal tone.' } }],
    });
  });

  it('gets a prompt that returns messages', async () => {
    const result = await client.getPrompt({ name: 'conversation' });
    expect(result.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it.each([
    [{}, 'missing required argument "topic"'],
    [{ topic: 'x', tone: 'angry' }, '"tone" must be one of "formal", "casual"'],
    [{ topic: 'x', mood: 'good' }, 'unknown argument "mood"'],
  ])('rejects bad arguments %j with -32602 naming the argument', async (args, text) => {
    await expect(client.getPrompt({ name: 'review', arguments: args as Record<string, string> })).rejects.toMatchObject({
      code: -32602,
      message: expect.stringContaining(text),
    });
  });

  it('rejects an unknown prompt with -32602', async () => {
    await expect(client.getPrompt({ name: 'nope' })).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('Unknown prompt: nope') });
  });

  it('masks a failing prompt as -32603', async () => {
    const error = await client.getPrompt({ name: 'broken' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: -32603 });
    expect(String((error as Error).message)).not.toContain('10.0.0.2');
  });
});

describe('providers', () => {
  it('lets the app override an injected service', async () => {
    const custom = createServer([calcFeature], { providers: [[Greeter, new Greeter('Howdy')]], logger });
    const pair = createInMemoryTransportPair();
    await custom.connect(pair.server);
    const other = new Client({ name: 'c', version: '1' });
    await other.connect(pair.client);
    await expect(other.callTool({ name: 'greet', arguments: { name: 'Ada' } })).resolves.toEqual({ content: [{ type: 'text', text: 'Howdy, Ada!' }] });
    expect(other.getServerCapabilities()).toEqual({ tools: { listChanged: true }, logging: {} });
    await other.close();
  });

  it('re-exports ToolError', () => {
    expect(ToolError.is(new ToolError('x'))).toBe(true);
  });
});
