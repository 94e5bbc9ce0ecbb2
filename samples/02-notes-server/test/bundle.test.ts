// The bundling recipe (rollup.config.mjs): one file, copied where there is no
// node_modules, serves a real client.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { assertServerBuilt } from './server-process';

jest.setTimeout(60_000);

const app = join(__dirname, '..');

test('the bundled server runs with no node_modules and answers the SDK client', async () => {
  assertServerBuilt();
  execFileSync(process.execPath, [require.resolve('rollup/dist/bin/rollup'), '-c', 'rollup.config.mjs', '--silent'], { cwd: app });
  const bundle = join(app, 'dist/bundle/server.mjs');
  expect(readFileSync(bundle, 'utf8')).not.toMatch(/from ['"](tsyringe|ajv|@mcp-codegen\/)/);

  const alone = mkdtempSync(join(tmpdir(), 'notes-bundle-'));
  copyFileSync(bundle, join(alone, 'server.mjs'));
  const client = new Client({ name: 'bundle-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: ['server.mjs'], cwd: alone, stderr: 'pipe' }));
  try {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['addNote', 'deleteNote', 'searchNotes']);
    const added = await client.callTool({ name: 'addNote', arguments: { title: 'Bundled', body: 'One file.' } });
    expect(added.structuredContent).toMatchObject({ title: 'Bundled' });
    const invalid = await client.callTool({ name: 'addNote', arguments: { title: 1 } });
    expect(invalid.isError).toBe(true);
  } finally {
    await client.close();
  }
});
