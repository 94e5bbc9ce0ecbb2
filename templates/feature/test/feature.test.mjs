// Talks to the built feature with the official MCP SDK client, in memory.
// Run `npm run build` first (it generates and compiles src/).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { createInMemoryTransportPair, createServer } from '@mcp-codegen/runtime';
import { feature } from '../dist/index.js';

test('the greet tool answers a real client', async () => {
  const server = createServer([feature], { name: 'test', version: '0.0.0' });
  const { client: clientEnd, server: serverEnd } = createInMemoryTransportPair();
  await server.connect(serverEnd);
  const client = new Client({ name: 'test-client', version: '0.0.0' });
  await client.connect(clientEnd);
  try {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name), ['greet']);
    const result = await client.callTool({ name: 'greet', arguments: { name: 'Ada', excited: true } });
    assert.deepEqual(result.content, [{ type: 'text', text: 'Hello, Ada!' }]);
  } finally {
    await client.close();
    await server.close();
  }
});
