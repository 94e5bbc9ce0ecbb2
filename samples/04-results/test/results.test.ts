/**
 * Every kind of return value, served in-process and read back with the
 * official SDK v1 client, which also checks structuredContent against each
 * tool's outputSchema on its own.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { createInMemoryTransportPair, createServer, type Logger, type McpServer } from '@mcp-codegen/runtime';
import { feature } from '../src/index.js';
import { PIXEL_PNG } from '../src/shapes.js';

const PIXEL = Buffer.from(PIXEL_PNG).toString('base64');

let server: McpServer;
let client: Client;
const logged: Array<{ message: string; error?: unknown }> = [];
const logger: Logger = { error: (message, error) => void logged.push({ message, error }), warn: (message) => void logged.push({ message }) };

beforeAll(async () => {
  server = createServer([feature], { name: 'results', version: '1.0.0', logger });
  const pair = createInMemoryTransportPair();
  await server.connect(pair.server);
  client = new Client({ name: 'results-test', version: '1.0.0' });
  await client.connect(pair.client);
  // The SDK caches the output schemas from tools/list and validates every call against them.
  await client.listTools();
});

afterAll(async () => {
  await client.close();
  await server.close();
});

beforeEach(() => {
  logged.length = 0;
});

const call = (name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args });

describe('tools/list', () => {
  it('lists output schemas for structured and wrapped results only', async () => {
    const { tools } = await client.listTools();
    const withSchema = tools.filter((t) => t.outputSchema).map((t) => t.name);
    expect(withSchema).toEqual(['broken', 'find', 'freezing', 'isEven', 'now', 'order', 'parse', 'point', 'pointLater', 'shape', 'sum', 'timeline', 'words']);
    expect(tools.find((t) => t.name === 'sum')!.outputSchema).toEqual({
      type: 'object',
      properties: { result: { type: 'number' } },
      required: ['result'],
      additionalProperties: false,
    });
  });
});

describe('tools/call', () => {
  it('an object: structuredContent plus the same JSON as text', async () => {
    await expect(call('point', { x: 1, y: 2 })).resolves.toEqual({
      content: [{ type: 'text', text: '{"x":1,"y":2}' }],
      structuredContent: { x: 1, y: 2 },
    });
    await expect(call('pointLater', { x: 3, y: 4, label: 'p' })).resolves.toEqual({
      content: [{ type: 'text', text: '{"x":3,"y":4,"label":"p"}' }],
      structuredContent: { x: 3, y: 4, label: 'p' },
    });
    await expect(call('shape', { kind: 'circle', size: 2 })).resolves.toEqual({
      content: [{ type: 'text', text: '{"kind":"circle","radius":2}' }],
      structuredContent: { kind: 'circle', radius: 2 },
    });
  });

  it.each([
    ['sum', { values: [1, 2, 3] }, 6],
    ['isEven', { value: 3 }, false],
    ['words', { sentence: ' to be  or not ' }, ['to', 'be', 'or', 'not']],
    ['parse', { input: '42' }, 42],
    ['parse', { input: 'abc' }, 'abc'],
    ['find', { name: 'origin' }, { x: 0, y: 0, label: 'origin' }],
  ])('%s: a non-object value wrapped as { result }', async (name, args, value) => {
    await expect(call(name, args)).resolves.toEqual({
      content: [{ type: 'text', text: JSON.stringify(value) }],
      structuredContent: { result: value },
    });
  });

  it('an optional wrapped value that is absent: { } and no text', async () => {
    await expect(call('find', { name: 'nowhere' })).resolves.toEqual({ content: [], structuredContent: {} });
  });

  it('Dates anywhere in the result are ISO strings, which the output schema and the SDK client accept', async () => {
    const iso = '2025-01-02T03:04:05.000Z';
    const order = await call('order', { id: 'o1' });
    expect(order).toMatchObject({ structuredContent: { id: 'o1', placedAt: iso, shippedAt: null } });
    expect(order.isError).toBeUndefined();
    expect(JSON.parse((order.content as Array<{ text: string }>)[0]!.text)).toEqual({ id: 'o1', placedAt: iso, shippedAt: null });
    expect(await call('now')).toMatchObject({ structuredContent: { result: iso } });
    expect(await call('timeline')).toMatchObject({ structuredContent: { result: [{ at: iso }, { at: null }] } });
    expect(logged).toEqual([]);
  });

  it('a string: one text item, no structuredContent', async () => {
    await expect(call('greet', { name: 'Ada' })).resolves.toEqual({ content: [{ type: 'text', text: 'Hello, Ada!' }] });
  });

  it('void: an empty content list', async () => {
    await expect(call('touch')).resolves.toEqual({ content: [] });
  });

  it('content helpers pass through as the content list', async () => {
    await expect(call('pixel')).resolves.toEqual({ content: [{ type: 'image', data: PIXEL, mimeType: 'image/png' }] });
    await expect(call('gallery')).resolves.toEqual({
      content: [
        { type: 'text', text: 'One of each:' },
        { type: 'image', data: PIXEL, mimeType: 'image/png' },
        { type: 'audio', data: Buffer.from('RIFF$\0\0\0WAVEfmt ', 'latin1').toString('base64'), mimeType: 'audio/wav' },
        { type: 'resource_link', uri: 'results://text', name: 'text', mimeType: 'text/plain' },
        { type: 'resource', resource: { uri: 'results://inline', mimeType: 'text/plain', text: 'inline text' } },
      ],
    });
  });

  it('a CallToolResult passes through as it is', async () => {
    await expect(call('custom')).resolves.toEqual({ content: [{ type: 'text', text: 'custom' }], structuredContent: { free: 'form' } });
  });

  it('an explicit outputSchema is what the result is checked against', async () => {
    await expect(call('freezing')).resolves.toEqual({ content: [{ type: 'text', text: '{"celsius":0}' }], structuredContent: { celsius: 0 } });
  });

  it('a result that breaks its own output schema is a masked server fault, logged', async () => {
    const result = await call('broken');
    expect(result).toEqual({
      content: [{ type: 'text', text: 'Tool "broken" returned a result that does not match its output schema. The server logged the details.' }],
      isError: true,
    });
    expect(logged).toEqual([{ message: 'Tool "broken" returned a result that does not match its output schema: x must be number' }]);
  });
});

describe('resources/read', () => {
  const read = (uri: string) => client.readResource({ uri });

  it('a string is text, text/plain unless the decorator names a mimeType', async () => {
    await expect(read('results://text')).resolves.toEqual({ contents: [{ uri: 'results://text', mimeType: 'text/plain', text: 'plain text' }] });
    await expect(read('results://markdown')).resolves.toEqual({ contents: [{ uri: 'results://markdown', mimeType: 'text/markdown', text: '# Title' }] });
  });

  it('bytes are a base64 blob, application/octet-stream unless the decorator names a mimeType', async () => {
    await expect(read('results://pixel')).resolves.toEqual({ contents: [{ uri: 'results://pixel', mimeType: 'image/png', blob: PIXEL }] });
    await expect(read('results://octets')).resolves.toEqual({ contents: [{ uri: 'results://octets', mimeType: 'application/octet-stream', blob: 'AAEC/w==' }] });
  });

  it('an object is its JSON, application/json', async () => {
    await expect(read('results://point')).resolves.toEqual({ contents: [{ uri: 'results://point', mimeType: 'application/json', text: '{\n  "x": 1,\n  "y": 2\n}' }] });
  });

  it('a contents object gets the uri filled in; a list of contents is the list', async () => {
    await expect(read('results://csv')).resolves.toEqual({ contents: [{ uri: 'results://csv', mimeType: 'text/csv', text: 'x,y\n1,2\n' }] });
    await expect(read('results://bundle')).resolves.toEqual({
      contents: [
        { uri: 'results://bundle', mimeType: 'text/plain', text: 'first' },
        { uri: 'results://bundle/pixel', mimeType: 'image/png', blob: PIXEL },
      ],
    });
  });
});

describe('prompts/get', () => {
  const get = (name: string, args: Record<string, string> = {}) => client.getPrompt({ name, arguments: args });

  it('a string is one user message', async () => {
    await expect(get('plain', { topic: 'tides' })).resolves.toEqual({
      description: 'A string: one user message.',
      messages: [{ role: 'user', content: { type: 'text', text: 'Tell me about tides.' } }],
    });
  });

  it('a list of messages', async () => {
    const result = await get('conversation');
    expect(result.messages).toEqual([
      { role: 'user', content: { type: 'text', text: 'Hi' } },
      { role: 'assistant', content: { type: 'text', text: 'Hello! How can I help?' } },
    ]);
  });

  it('{ description, messages } keeps its own description', async () => {
    await expect(get('described', { topic: 'tides' })).resolves.toEqual({
      description: 'About tides',
      messages: [{ role: 'user', content: { type: 'text', text: 'Explain tides.' } }],
    });
  });

  it('content blocks become user messages', async () => {
    const image = await get('withImage');
    expect(image.messages).toEqual([
      { role: 'user', content: { type: 'text', text: 'What is in this picture?' } },
      { role: 'user', content: { type: 'image', data: PIXEL, mimeType: 'image/png' } },
    ]);
    const resource = await get('withResource', { uri: 'results://text' });
    expect(resource.messages).toEqual([
      { role: 'user', content: { type: 'resource', resource: { uri: 'results://text', mimeType: 'text/plain', text: 'The contents of results://text' } } },
    ]);
  });
});
