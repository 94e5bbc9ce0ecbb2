#!/usr/bin/env node
// The demo: a scripted session of the official MCP SDK client against the
// built sample server. It lists and calls everything, prints what comes
// back, and exits non-zero if anything is not as expected.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const server = fileURLToPath(new URL('./02-notes-server/dist/main.js', import.meta.url));
const show = (label, value) => console.log(`\n▸ ${label}\n${JSON.stringify(value, null, 2)}`);

const client = new Client({ name: 'mcp-codegen-demo', version: '0.1.0' });
await client.connect(new StdioClientTransport({ command: process.execPath, args: [server] }));
try {
  show('server', { ...client.getServerVersion(), capabilities: client.getServerCapabilities() });

  const { tools } = await client.listTools();
  show('tools/list', tools);
  assert.deepEqual(tools.map((t) => t.name), ['addNote', 'deleteNote', 'searchNotes']);
  // JSON Schema 2020-12 is MCP's default dialect, so listed schemas carry no `$schema`.
  assert.equal(tools[0].inputSchema.type, 'object');
  assert.equal(tools[0].inputSchema.$schema, undefined);

  const added = await client.callTool({ name: 'addNote', arguments: { title: 'Demo', body: 'Written by the demo.', tags: ['demo'] } });
  show('tools/call addNote', added);
  assert.equal(added.structuredContent.title, 'Demo');

  const found = await client.callTool({ name: 'searchNotes', arguments: { query: 'demo', limit: 5 } });
  show('tools/call searchNotes', found);
  assert.equal(found.structuredContent.total, 1);

  const deleted = await client.callTool({ name: 'deleteNote', arguments: { id: added.structuredContent.id } });
  show('tools/call deleteNote', deleted);
  assert.equal(deleted.isError, undefined);

  const invalid = await client.callTool({ name: 'addNote', arguments: { title: 42 } });
  show('tools/call addNote with bad arguments', invalid);
  assert.equal(invalid.isError, true);

  const { resources } = await client.listResources();
  show('resources/list', resources);
  show('resources/read notes://index', await client.readResource({ uri: resources[0].uri }));

  const { resourceTemplates } = await client.listResourceTemplates();
  show('resources/templates/list', resourceTemplates);
  show('resources/read notes://notes/n1', await client.readResource({ uri: 'notes://notes/n1' }));

  const { prompts } = await client.listPrompts();
  show('prompts/list', prompts);
  show('prompts/get summarize', await client.getPrompt({ name: 'summarize', arguments: { id: 'n1' } }));

  console.log('\nDemo finished: every call answered as expected.');
} finally {
  await client.close();
}
