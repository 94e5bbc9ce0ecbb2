// `mcp-codegen pack` of the notes server: the .mcpb that @anthropic-ai/mcpb
// (the MCPB reference tool) unpacks and validates, and whose server, started
// as its manifest says, answers the official SDK client.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { main } from '../../src/cli/main';
import { captureIo } from '../helpers/capture-io';

jest.setTimeout(120_000);

const REPO = join(__dirname, '..', '..', '..');
const APP = join(REPO, 'samples', '02-notes-server');
const NOTES_MANIFEST = join(REPO, 'samples', '01-notes', 'src', 'generated', 'manifest.generated.json');
const MCPB = join(REPO, 'node_modules', '@anthropic-ai', 'mcpb', 'dist', 'cli', 'cli.js');

const mcpb = (...args: string[]) => spawnSync(process.execPath, [MCPB, ...args], { encoding: 'utf8' });

let bundle: string;
beforeAll(() => {
  if (!existsSync(join(APP, 'dist', 'main.js'))) throw new Error('samples/02-notes-server/dist/main.js is missing: run `npm run build:samples` first.');
  // The sample's recipe for one file that runs without node_modules.
  execFileSync(process.execPath, [require.resolve('rollup/dist/bin/rollup'), '-c', 'rollup.config.mjs', '--silent'], { cwd: APP });
  bundle = join(APP, 'dist', 'bundle', 'server.mjs');
});

async function pack(out: string): Promise<void> {
  const io = captureIo(REPO);
  expect(await main(['pack', APP, '--entry', bundle, '--feature', NOTES_MANIFEST, '--out', out], io)).toBe(0);
  expect(io.out()).toMatch(/wrote .*\.mcpb \(\d+ bytes, 3 tools\)/);
}

test('the bundle unpacks and validates with @anthropic-ai/mcpb, and its server answers the SDK client', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcpg-pack-'));
  const file = join(dir, 'notes.mcpb');
  await pack(file);

  const unpacked = join(dir, 'unpacked');
  const unpack = mcpb('unpack', file, unpacked);
  expect(unpack.status).toBe(0);
  const validated = mcpb('validate', join(unpacked, 'manifest.json'));
  expect(validated.stdout).toMatch(/Manifest schema validation passes!/);
  expect(validated.status).toBe(0);

  const manifest = JSON.parse(readFileSync(join(unpacked, 'manifest.json'), 'utf8'));
  expect(manifest).toMatchObject({ manifest_version: '0.3', name: 'mcp-codegen-samples-notes-server', version: '0.1.0', server: { type: 'node', entry_point: 'server/server.mjs' } });

  // Start it as a host would: mcp_config with ${__dirname} the unpacked folder.
  const { command, args } = manifest.server.mcp_config as { command: string; args: string[] };
  const client = new Client({ name: 'mcpb-host', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: command === 'node' ? process.execPath : command, args: args.map((a) => a.replace('${__dirname}', unpacked)), cwd: tmpdir(), stderr: 'pipe' }));
  try {
    const { tools } = await client.listTools();
    expect(tools.map((t) => ({ name: t.name, description: t.description }))).toEqual(manifest.tools);
    const added = await client.callTool({ name: 'addNote', arguments: { title: 'Packed', body: 'From a .mcpb.' } });
    expect(added.structuredContent).toMatchObject({ title: 'Packed' });
  } finally {
    await client.close();
  }
});

test('the same input packs to the same bytes', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcpg-pack-'));
  await pack(join(dir, 'a.mcpb'));
  await pack(join(dir, 'b.mcpb'));
  expect(readFileSync(join(dir, 'a.mcpb')).equals(readFileSync(join(dir, 'b.mcpb')))).toBe(true);
});

test('the validator refuses a manifest MCPB hosts would refuse (so the check above can fail)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcpg-pack-'));
  const file = join(dir, 'manifest.json');
  writeFileSync(file, JSON.stringify({ manifest_version: '0.3', name: 'x', version: '1.0.0', description: 'd', server: { type: 'node', entry_point: 'server/x.mjs', mcp_config: { command: 'node' } } }));
  const result = mcpb('validate', file);
  expect(result.status).not.toBe(0);
  expect(result.stdout).toMatch(/author/);
});

test('a missing entry is an MCPG1301 error with the bundling recipe as the fix', async () => {
  const io = captureIo(REPO);
  expect(await main(['pack', APP, '--entry', 'no/such/file.mjs', '--feature', NOTES_MANIFEST], io)).toBe(1);
  expect(io.err()).toMatch(/MCPG1301: The server entry no\/such\/file\.mjs does not exist/);
  expect(io.err()).toMatch(/rollup\.config\.mjs/);
});
