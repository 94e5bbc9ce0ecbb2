// A newcomer's path, outside this repository: every package is published to a
// real registry (Verdaccio on 127.0.0.1), and in a temporary folder that cannot
// see the workspace, docs/getting-started.md runs verbatim: its blocks marked
// <!-- newcomer-test: NAME --> are the commands and configs this test uses.
// Then the servers it made answer the official SDK client as a client app
// would start them: absolute paths, another working directory.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
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

test('the server app over HTTP answers the SDK client, and the MCP Inspector CLI finds its schemas portable', async () => {
  const app = join(home, 'work', 'my-server');
  const server = spawn(process.execPath, [join(app, 'dist', 'main.js'), '--http', '0'], { cwd: '/', env, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let seen = '';
      server.stderr!.on('data', (chunk) => {
        seen += chunk;
        const match = /listening on (http:\/\/\S+)/.exec(seen);
        if (match) resolve(match[1]!);
      });
      server.once('exit', (code) => reject(new Error(`the server exited (${code}): ${seen}`)));
    });
    const client = new Client({ name: 'newcomer-http', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['greet']);
    await client.close();
    // The Inspector is the user's client, not the project's: it comes from the usual registry and cache.
    const inspector = spawnSync('npx', ['-y', '-p', 'node@22', '-p', '@modelcontextprotocol/inspector@2.12.0', 'mcp-inspector', '--cli', '-q', '--format', 'json', url, '--transport', 'http', '--method', 'tools/list', '--strict'], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    expect({ status: inspector.status, stderr: inspector.status ? inspector.stderr : '' }).toEqual({ status: 0, stderr: '' });
    expect(JSON.parse(inspector.stdout.trim().split('\n').pop()!).result.tools.map((t: { name: string }) => t.name)).toEqual(['greet']);
  } finally {
    server.kill('SIGKILL');
  }
});

test('a separate consumer package calls the feature and the server app through their generated typed clients', () => {
  const feature = join(home, 'work', 'my-feature');
  const app = join(home, 'work', 'my-server');
  const consumer = join(home, 'work', 'consumer');
  const clientOf = (dir: string) => /export class (\w+Client) /.exec(readFileSync(join(dir, 'src', 'generated', 'client.generated.ts'), 'utf8'))![1]!;
  const clientClass = clientOf(feature);
  const appClient = clientOf(app);
  mkdirSync(join(consumer, 'src'), { recursive: true });
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module', dependencies: { 'my-feature': 'file:../my-feature', 'my-server': 'file:../my-server', '@mcp-codegen/client': '^0.1.0', '@modelcontextprotocol/sdk': '^1.32.0' }, devDependencies: { typescript: '5.9.3', '@types/node': '^20.19.0' } }),
  );
  writeFileSync(join(consumer, 'tsconfig.json'), JSON.stringify({ compilerOptions: { target: 'es2022', module: 'nodenext', moduleResolution: 'nodenext', strict: true, outDir: 'dist', rootDir: 'src', skipLibCheck: true, types: ['node'] }, include: ['src'] }));
  writeFileSync(
    join(consumer, 'src', 'main.ts'),
    [
      "import { Client } from '@modelcontextprotocol/sdk/client/index.js';",
      "import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';",
      `import { ${clientClass}, ToolCallError } from 'my-feature/client';`,
      `import { ${appClient} } from 'my-server/client';`,
      "const sdk = new Client({ name: 'consumer', version: '1.0.0' });",
      `await sdk.connect(new StdioClientTransport({ command: process.execPath, args: [${JSON.stringify(join(feature, 'node_modules', 'mcp-codegen', 'bin', 'mcp-codegen.mjs'))}, 'serve', ${JSON.stringify(feature)}] }));`,
      `const greeter = new ${clientClass}(sdk);`,
      "const greeting: string = await greeter.greet({ name: 'Ada', excited: true });",
      '// @ts-expect-error: the typed client checks arguments at compile time',
      'void (() => greeter.greet({ name: 42 }));',
      'void ToolCallError;',
      'await sdk.close();',
      "const appSdk = new Client({ name: 'consumer', version: '1.0.0' });",
      `await appSdk.connect(new StdioClientTransport({ command: process.execPath, args: [${JSON.stringify(join(app, 'dist', 'main.js'))}] }));`,
      `const fromApp: string = await new ${appClient}(appSdk).greet({ name: 'Bob' });`,
      'await appSdk.close();',
      'console.log(JSON.stringify([greeting, fromApp]));',
    ].join('\n'),
  );
  const run = spawnSync('bash', ['-c', 'set -e\nnpm install\nnpx tsc\nnode dist/main.js'], { cwd: consumer, env, encoding: 'utf8' });
  expect({ status: run.status, stderr: run.status ? run.stderr + run.stdout : '' }).toEqual({ status: 0, stderr: '' });
  expect(run.stdout.trim().split('\n').pop()).toBe(JSON.stringify(['Hello, Ada!', 'Hello, Bob.']));
});
