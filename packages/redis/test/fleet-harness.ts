/**
 * What the cross-instance tests start, and stop by PID: a real redis-server
 * on a free port, and server instances as separate Node processes (the
 * instance script bundled once with esbuild, so it runs the current sources).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
export const hasRedisServer = existsSync(REDIS_SERVER);
// CI installs redis-server (.ci/run): there a missing one is a failure, never a quiet skip.
if (!hasRedisServer && process.env.CI) throw new Error(`CI needs ${REDIS_SERVER}: apt-get install redis-server`);
const root = resolve(__dirname, '../../..');
const bundle = join(__dirname, '.build', 'serve-instance.mjs');

/** redis-server refuses --port 0: take a free port from the kernel, then release it. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** Resolves with the first line of `stream` that matches, rejects when the process exits first. */
function lineMatching(child: ChildProcess, stream: NodeJS.ReadableStream, pattern: RegExp, lines: string[], from = 0): Promise<string> {
  return new Promise((done, fail) => {
    const seen = lines.slice(from).find((line) => pattern.test(line));
    if (seen) return done(seen);
    const onLine = (line: string) => {
      if (!pattern.test(line)) return;
      cleanup();
      done(line);
    };
    const onExit = () => {
      cleanup();
      fail(new Error(`The process exited before printing ${pattern}; it printed:\n${lines.join('\n')}`));
    };
    const cleanup = () => {
      stream.off('line', onLine);
      child.off('exit', onExit);
    };
    stream.on('line', onLine);
    child.once('exit', onExit);
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) => (child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', () => done())));
}

export interface RedisProcess {
  port: number;
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startRedis(port?: number): Promise<RedisProcess> {
  port ??= await freePort();
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const out = createInterface({ input: child.stdout! });
  out.on('line', (line) => lines.push(line));
  child.stderr!.resume();
  await lineMatching(child, out as unknown as NodeJS.ReadableStream, /Ready to accept connections/, lines);
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    pid: child.pid!,
    async stop() {
      const done = exited(child);
      process.kill(child.pid!, 'SIGTERM');
      await done;
    },
  };
}

export async function buildInstanceScript(): Promise<string> {
  const { build } = await import('esbuild');
  mkdirSync(join(__dirname, '.build'), { recursive: true });
  await build({
    entryPoints: [join(__dirname, 'instance', 'serve-instance.ts')],
    // Written aside, then renamed: test files in parallel workers build it too, and must never spawn half a file.
    outfile: `${bundle}.${process.pid}.tmp`,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
    plugins: [
      {
        name: 'workspace-sources',
        setup(b) {
          // The workspace packages from their sources; everything else from node_modules.
          b.onResolve({ filter: /^@mcp-codegen\/(decorators|manifest|runtime|redis)$/ }, (args) => ({ path: join(root, 'packages', args.path.split('/')[1], 'src', 'index.ts') }));
        },
      },
    ],
  });
  renameSync(`${bundle}.${process.pid}.tmp`, bundle);
  return bundle;
}

export interface Instance {
  name: string;
  url: string;
  pid: number;
  stderr: string[];
  /** Has this instance publish an update (server.resourceUpdated) and waits until it did. */
  publish(uri: string): Promise<void>;
  /** Waits for a stderr line matching `pattern`, printed after line `from`. */
  logged(pattern: RegExp, from?: number): Promise<string>;
  /** Ends it the hard way (SIGKILL), as a crashed instance. */
  kill(): Promise<void>;
  /** Ends it cleanly (stdin closes: the server and its Redis connections close). */
  stop(): Promise<void>;
}

export async function startInstance(name: string, redisUrl: string, env: Record<string, string> = {}): Promise<Instance> {
  const child = spawn(process.execPath, [bundle], { cwd: root, env: { ...process.env, INSTANCE: name, REDIS_URL: redisUrl, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
  const stdout: string[] = [];
  const stderr: string[] = [];
  const out = createInterface({ input: child.stdout! });
  const err = createInterface({ input: child.stderr! });
  out.on('line', (line) => stdout.push(line));
  err.on('line', (line) => stderr.push(line));
  const first = await lineMatching(child, out as unknown as NodeJS.ReadableStream, /"url"/, stdout);
  const { url } = JSON.parse(first) as { url: string };
  return {
    name,
    url,
    pid: child.pid!,
    stderr,
    async publish(uri) {
      const from = stdout.length;
      child.stdin!.write(`publish ${uri}\n`);
      await lineMatching(child, out as unknown as NodeJS.ReadableStream, new RegExp(`"published":"${uri}"`), stdout, from);
    },
    logged: (pattern, from = 0) => lineMatching(child, err as unknown as NodeJS.ReadableStream, pattern, stderr, from),
    async kill() {
      const done = exited(child);
      process.kill(child.pid!, 'SIGKILL');
      await done;
    },
    async stop() {
      const done = exited(child);
      child.stdin!.end();
      // A clean exit is expected; one that hangs is killed, by its PID.
      const timer = setTimeout(() => child.exitCode === null && process.kill(child.pid!, 'SIGKILL'), 5_000);
      await done;
      clearTimeout(timer);
    },
  };
}
