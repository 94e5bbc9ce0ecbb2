// A newcomer's path, outside this repository: every package is published to a
// real registry (Verdaccio on 127.0.0.1), and in a temporary folder that cannot
// see the workspace, docs/getting-started.md runs verbatim: its blocks marked
// <!-- newcomer-test: NAME --> are the commands and configs this test uses.
// Then the servers it made answer the official SDK client as a client app
// would start them: absolute paths, another working directory.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { docBlock, shellCommands } from './newcomer/doc-blocks';
import { startLocalRegistry, type LocalRegistry } from './newcomer/local-registry';

jest.setTimeout(600_000);

const REPO = join(__dirname, '..');
const GETTING_STARTED = join(REPO, 'docs', 'getting-started.md');
const DEPLOYMENT = join(REPO, 'docs', 'deployment.md');

let registry: LocalRegistry;
let home: string;
let env: NodeJS.ProcessEnv;
const started = Date.now();

/** The environment of a shell on a newcomer's machine: npm sees only the local registry and its own cache. */
function newcomerEnv(): NodeJS.ProcessEnv {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_|^NODE_OPTIONS$|^INIT_CWD$/i.test(key)));
  return {
    ...clean,
    HOME: home,
    npm_config_userconfig: registry.npmrc,
    npm_config_registry: registry.url,
    npm_config_cache: join(home, '.npm'),
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
  };
}

/** Runs a doc block's commands in one shell (so `cd` carries over), failing on the first that fails. */
function runBlock(name: string, doc = GETTING_STARTED, cwd = join(home, 'work')): void {
  const script = ['set -e', ...shellCommands(docBlock(doc, name))].join('\n');
  const run = spawnSync('bash', ['-c', script], { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`getting-started block "${name}" failed (${run.status}):\n${script}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`);
}

/** The `mcpServers` entry of a doc config block, with its placeholder path made real. */
function documentedServer(name: string, serverName: string): { command: string; args: string[] } {
  const config = JSON.parse(docBlock(GETTING_STARTED, name).replaceAll('/absolute/path/to', join(home, 'work')));
  return config.mcpServers[serverName];
}

/** Starts a server as a client app would (from `/`, with the documented command), and lists and calls its tools. */
async function talkTo(server: { command: string; args: string[] }, cwd = '/'): Promise<{ tools: string[]; greeting: unknown; version?: string }> {
  const client = new Client({ name: 'newcomer', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: server.command === 'node' ? process.execPath : server.command, args: server.args, cwd, env: env as Record<string, string>, stderr: 'pipe' }));
  try {
    const { tools } = await client.listTools();
    const greeting = await client.callTool({ name: 'greet', arguments: { name: 'Ada' } });
    return { tools: tools.map((t) => t.name), greeting: greeting.content, version: client.getServerVersion()?.version };
  } finally {
    await client.close();
  }
}

beforeAll(async () => {
  registry = await startLocalRegistry();
  home = mkdtempSync(join(tmpdir(), 'mcpg-newcomer-'));
  mkdirSync(join(home, 'work'));
  // A folder outside the repository: no parent node_modules, no workspace.
  writeFileSync(join(home, 'work', '.npmrc'), `registry=${registry.url}\n`);
  env = newcomerEnv();
  const publish = spawnSync(process.execPath, [join(REPO, 'scripts', 'publish-local.mjs'), '--registry', registry.url, '--userconfig', registry.npmrc], {
    cwd: REPO,
    env: { ...process.env, npm_config_cache: join(home, '.npm') },
    encoding: 'utf8',
  });
  if (publish.status !== 0) throw new Error(`publishing to the local registry failed:\n${publish.stderr}`);
});

afterAll(() => {
  registry?.stop();
  if (home) rmSync(home, { recursive: true, force: true });
});

test('a feature package: init from the registry, install, build, test, and serve to a client started elsewhere', async () => {
  runBlock('feature');
  const served = await talkTo(documentedServer('config-feature', 'my-feature'));
  process.stderr.write(`newcomer: first command to first served tools/list in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  expect(served).toEqual({ tools: ['greet'], greeting: [{ type: 'text', text: 'Hello, Ada.' }], version: '0.1.0' });
});

test('a server app: init --template server, install, build, test, and run as a Claude Desktop entry says', async () => {
  runBlock('server');
  const served = await talkTo(documentedServer('config-server', 'my-server'));
  expect(served.tools).toEqual(['greet']);
  expect(served.greeting).toEqual([{ type: 'text', text: 'Hello, Ada.' }]);
});

test('the server app bundled with esbuild as docs/deployment.md says runs from an empty folder', async () => {
  const app = join(home, 'work', 'my-server');
  runBlock('esbuild', DEPLOYMENT, app);
  const empty = mkdtempSync(join(tmpdir(), 'mcpg-bundle-'));
  try {
    copyFileSync(join(app, 'bundle', 'server.mjs'), join(empty, 'server.mjs'));
    const served = await talkTo({ command: 'node', args: [join(empty, 'server.mjs')] }, empty);
    expect(served.tools).toEqual(['greet']);
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});

test('the server app runs from its sources under tsx, as docs/deployment.md says', async () => {
  const app = join(home, 'work', 'my-server');
  const [install, run] = shellCommands(docBlock(DEPLOYMENT, 'tsx'));
  const installed = spawnSync('bash', ['-c', install!], { cwd: app, env, encoding: 'utf8' });
  expect(installed.status).toBe(0);
  const [command, ...args] = run!.split(' ');
  const served = await talkTo({ command: command!, args }, app);
  expect(served.tools).toEqual(['greet']);
});
