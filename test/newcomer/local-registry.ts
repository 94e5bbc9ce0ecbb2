import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LocalRegistry {
  url: string;
  /** An .npmrc that points npm at this registry, logged in. */
  npmrc: string;
  stop(): void;
}

const VERDACCIO = join(__dirname, '..', '..', 'node_modules', 'verdaccio', 'bin', 'verdaccio');

/**
 * Verdaccio on 127.0.0.1 with an ephemeral port and a fresh storage folder.
 * Our packages can only be published here (never proxied); everything else
 * comes through its uplink to the registry npm is configured with.
 */
export async function startLocalRegistry(): Promise<LocalRegistry> {
  const dir = mkdtempSync(join(tmpdir(), 'mcpg-registry-'));
  const port = await freePort();
  const uplink = spawnSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).stdout.trim() || 'https://registry.npmjs.org/';
  writeFileSync(
    join(dir, 'config.yaml'),
    [
      `storage: ${join(dir, 'storage')}`,
      'auth:',
      `  htpasswd: { file: ${join(dir, 'htpasswd')}, max_users: 10 }`,
      `uplinks:`,
      `  upstream: { url: ${JSON.stringify(uplink)}, timeout: 60s }`,
      'packages:',
      ...['"@mcp-codegen/*"', 'mcp-codegen', 'create-mcp-codegen'].map((name) => `  ${name}: { access: $all, publish: $authenticated }`),
      '  "**": { access: $all, publish: $authenticated, proxy: upstream }',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  const server: ChildProcess = spawn(process.execPath, [VERDACCIO, '--config', join(dir, 'config.yaml'), '--listen', `127.0.0.1:${port}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}/`;
  const stop = () => {
    if (server.exitCode === null && server.pid) process.kill(-server.pid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPing(url, server, () => output);
    const token = await addUser(url);
    const npmrc = join(dir, 'npmrc');
    writeFileSync(npmrc, `registry=${url}\n//127.0.0.1:${port}/:_authToken=${token}\n`);
    return { url, npmrc, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForPing(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Verdaccio exited (${server.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}-/ping`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Verdaccio did not answer /-/ping within 30 s:\n${output()}`);
}

async function addUser(url: string): Promise<string> {
  const response = await fetch(`${url}-/user/org.couchdb.user:newcomer`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'newcomer', password: 'newcomer-password' }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) throw new Error(`Verdaccio refused the test user: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}
