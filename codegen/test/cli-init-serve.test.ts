// The built command as a user runs it: init a scaffold, build, compile, run its
// own tests, serve it to the official SDK client over stdio and HTTP, and watch.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { assertCliBuilt, BIN, REPO, runCli, startCli } from './helpers/run-cli.js';

const TSC = join(REPO, 'node_modules', 'typescript', 'bin', 'tsc');

/** A Node 22 binary (the compile cache needs 22.1), from the registry through npx as the conformance runner gets it. */
function node22(): string {
  const found = spawnSync('npx', ['-y', '-p', 'node@22', 'node', '-p', 'process.execPath'], { encoding: 'utf8', timeout: 120_000 });
  expect(found.status).toBe(0);
  return found.stdout.trim();
}

/** The steps of the scaffold's `npm run build` and `npm test`, run directly (npm itself adds nothing here). */
function buildAndTest(dir: string, tests: number): void {
  const build = runCli(['build', dir]);
  expect(build.stderr).toBe('');
  expect(build.status).toBe(0);
  const tsc = spawnSync(process.execPath, [TSC, '-p', dir], { encoding: 'utf8' });
  expect(tsc.stdout + tsc.stderr).toBe('');
  const test = spawnSync(process.execPath, ['--test', 'test/'], { cwd: dir, encoding: 'utf8' });
  expect(test.stdout).toMatch(new RegExp(`# pass ${tests}\n# fail 0`));
  expect(test.status).toBe(0);
}

/**
 * Bare imports of the scaffold's sources, tests and generated files that its
 * package.json does not list. Inside this workspace hoisting would resolve
 * them anyway; outside it, each one is a TS2307 or a crash.
 */
function undeclaredImports(dir: string): string[] {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
  const files = (sub: string): string[] =>
    readdirSync(join(dir, sub), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(sub, e.name)) : /\.[mc]?[tj]s$/.test(e.name) ? [join(sub, e.name)] : []));
  const specifiers = ['src', 'test'].flatMap(files).flatMap((file) => [...readFileSync(join(dir, file), 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^'.][^']*)'/g)].map((m) => m[1]!));
  const packageOf = (spec: string) => spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');
  return [...new Set(specifiers.map(packageOf))].filter((name) => !name.startsWith('node:') && !builtinModules.includes(name) && !declared.has(name)).sort();
}

describe('mcp-codegen init, build, serve and watch (built command)', () => {
  let tmp: string;
  beforeAll(() => {
    assertCliBuilt();
    // Inside the workspace, so the scaffold's dependencies resolve from its node_modules.
    mkdirSync(join(REPO, '.tmp'), { recursive: true });
    tmp = mkdtempSync(join(REPO, '.tmp', 'init-'));
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('init --template feature: a package that builds, passes its tests, and keeps existing files', () => {
    const dir = join(tmp, 'Hello Feature');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'README.md'), 'mine\n');
    const init = runCli(['init', dir, '--template', 'feature'], tmp);
    expect(init.status).toBe(0);
    expect(init.stdout).toContain('  created src/greeter.ts\n');
    expect(init.stdout).toContain('npm install && npm run build && npm test && npm run serve');
    expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name).toBe('hello-feature');
    // A second init changes nothing.
    writeFileSync(join(dir, 'src', 'greeter.ts'), readFileSync(join(dir, 'src', 'greeter.ts'), 'utf8') + '\n// edited\n');
    const again = runCli(['init', dir], tmp);
    expect(again.stdout).toContain('  kept    src/greeter.ts (exists)\n');
    expect(readFileSync(join(dir, 'src', 'greeter.ts'), 'utf8')).toMatch(/\/\/ edited\n$/);
    buildAndTest(dir, 2); // the feature's test, in both protocol eras
    expect(undeclaredImports(dir)).toEqual([]);
  }, 180_000);

  it('init --template server: an app that builds and answers a real client over stdio in its own test', () => {
    const dir = join(tmp, 'my-server');
    expect(runCli(['init', dir, '-t', 'server', '--quiet']).status).toBe(0);
    buildAndTest(dir, 2); // over stdio, and in memory through the typed client
    expect(undeclaredImports(dir)).toEqual([]);
    // Its main.js turns on Node's compile cache before the runtime loads: on Node 22 one start leaves the
    // compiled runtime, its packages and the feature in the cache (a static import would leave none of them).
    const cacheRoot = mkdtempSync(join(tmp, 'compile-cache-'));
    const start = spawnSync(node22(), [join(dir, 'dist', 'main.js')], {
      input: `${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '0' } } })}\n`,
      env: { ...process.env, TMPDIR: cacheRoot, NODE_COMPILE_CACHE: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(start.stdout).toContain('"serverInfo"');
    const cached = readdirSync(join(cacheRoot, 'node-compile-cache'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(cached.length).toBeGreaterThanOrEqual(5);
  }, 240_000);

  it('init . in a project with its own package.json says what to add to it', () => {
    const dir = join(tmp, 'existing');
    mkdirSync(dir);
    writeFileSync(join(dir, 'package.json'), '{ "name": "mine" }\n');
    const run = runCli(['init', '.'], dir);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('mcp-codegen: feature scaffold in this folder.\n');
    expect(run.stdout).toContain('Your package.json was kept. Add to it:');
    expect(run.stdout).toContain('"build":"mcp-codegen build && tsc"');
    expect(run.stdout).not.toContain('Next:');
    expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe('{ "name": "mine" }\n');
  });

  it('an unknown template is a usage error', () => {
    const run = runCli(['init', join(tmp, 'x'), '--template', 'nope']);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Allowed choices are feature, server/);
  });

  it('serve: the SDK client talks to a feature package over stdio, with nothing but protocol on stdout', async () => {
    const client = new Client({ name: 'cli-serve', version: '1.0.0' });
    const transport = new StdioClientTransport({ command: process.execPath, args: [BIN, 'serve', join(tmp, 'Hello Feature')], stderr: 'pipe' });
    await client.connect(transport);
    try {
      // serverInfo carries the package's own name and version, not a placeholder.
      expect(client.getServerVersion()).toMatchObject({ name: 'hello-feature', version: '0.1.0' });
      expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['greet']);
      const result = await client.callTool({ name: 'greet', arguments: { name: 'Grace' } });
      expect(result.content).toEqual([{ type: 'text', text: 'Hello, Grace.' }]);
      const bad = await client.callTool({ name: 'greet', arguments: {} });
      expect(bad.isError).toBe(true);
    } finally {
      await client.close();
    }
  }, 60_000);

  it('serve --port 0: Streamable HTTP on 127.0.0.1, the URL printed on stdout', async () => {
    const server = startCli(['serve', 'samples/01-notes', '--port', '0']);
    try {
      const line = await server.waitFor('stdout', /serving notes at http:/);
      const url = line.slice(line.indexOf('http://'));
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
      const client = new Client({ name: 'cli-serve-http', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(url)));
      expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['addNote', 'deleteNote', 'searchNotes']);
      await client.close();
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('dev restarts the server after a change with one plain line, not a shutdown warning', async () => {
    const dir = join(tmp, 'Hello Feature');
    const source = join(dir, 'src', 'greeter.ts');
    const original = readFileSync(source, 'utf8');
    const dev = startCli(['dev', dir, '--http', '--port', '0']);
    let stderr = '';
    dev.child.stderr.on('data', (chunk) => (stderr += chunk));
    try {
      // Written once the server answers and the watcher is armed (as build --watch's test waits for it).
      const serving = dev.waitFor('stdout', /serving hello-feature at http:/);
      const watching = dev.waitFor('stderr', /watching for changes/);
      await Promise.all([serving, watching]);
      const restarted = dev.waitFor('stdout', /serving hello-feature at http:/);
      writeFileSync(source, original.replace('Hello, ', 'Hi, '));
      await restarted;
      expect(stderr).toContain('mcp-codegen: rebuilt; restarting the server');
      expect(stderr).not.toMatch(/SIGTERM|no longer accepting/);
    } finally {
      await dev.stop();
      writeFileSync(source, original);
    }
  }, 300_000);

  it('dev stopped while it restarts the server leaves no server running', async () => {
    const dir = join(tmp, 'Hello Feature');
    const source = join(dir, 'src', 'greeter.ts');
    const original = readFileSync(source, 'utf8');
    const dev = startCli(['dev', dir, '--http', '--port', '0']);
    const urls: string[] = [];
    dev.child.stdout.on('data', (chunk: Buffer) => urls.push(...[...String(chunk).matchAll(/serving hello-feature at (http:\S+)/g)].map((m) => m[1]!)));
    try {
      await dev.waitFor('stdout', /serving hello-feature at http:/);
      const restarted = dev.waitFor('stdout', /serving hello-feature at http:/);
      // Written at once, while the watcher is still being set up: the change is seen twice (the mtime scan and
      // the watcher), so dev is still rebuilding when the restarted server answers and the stop comes.
      writeFileSync(source, original.replace('Hello, ', 'Hi, '));
      await restarted;
      await dev.stop();
    } finally {
      writeFileSync(source, original);
    }
    // A server that outlived dev would have said where it serves by now, and would answer there.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(urls.length).toBeGreaterThanOrEqual(2);
    for (const url of urls) await expect(fetch(url, { method: 'POST' })).rejects.toThrow();
  }, 60_000);

  it('build --watch rebuilds after a change and reports errors without exiting', async () => {
    const dir = join(tmp, 'Hello Feature');
    const source = join(dir, 'src', 'greeter.ts');
    const original = readFileSync(source, 'utf8');
    const watch = startCli(['build', '--watch', dir]);
    try {
      const first = watch.waitFor('stdout', /^mcp-codegen: hello-feature — 1 tool, 1 resource, 0 templates, 1 prompt; wrote 0 files, \d+ unchanged/);
      await watch.waitFor('stderr', /watching for changes/);
      await first;
      const rebuilt = watch.waitFor('stdout', /; wrote [1-6] files?, /);
      writeFileSync(source, original.replace('greet(name: string', 'greet(name: string, times: number = 1'));
      await rebuilt;
      expect(JSON.parse(readFileSync(join(dir, 'src/generated/manifest.generated.json'), 'utf8')).tools[0].inputSchema.properties.times).toEqual({ type: 'number', default: 1 });

      const failed = watch.waitFor('stderr', /Found 1 error/);
      writeFileSync(source, original.replace('greet(name: string', 'greet(name: bigint'));
      await failed;
      const fixed = watch.waitFor('stdout', /; wrote [1-6] files?, /);
      writeFileSync(source, original);
      await fixed;
      expect(watch.child.exitCode).toBeNull();
    } finally {
      await watch.stop();
      writeFileSync(source, original);
    }
  }, 300_000);
});
