// Starts the built server as a child process and talks to it over stdio with
// the official MCP SDK client, as Claude Desktop or an IDE would.
// Run `npm run build` first.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));

test('the server answers a real client over stdio', async () => {
  const client = new Client({ name: 'test-client', version: '0.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [main], stderr: 'inherit' }));
  try {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name), ['greet']);
    const result = await client.callTool({ name: 'greet', arguments: { name: 'Ada' } });
    assert.deepEqual(result.content, [{ type: 'text', text: 'Hello, Ada.' }]);
    const motto = await client.readResource({ uri: 'greeter://motto' });
    assert.equal(motto.contents[0].text, 'Be kind.');
  } finally {
    await client.close();
  }
});
