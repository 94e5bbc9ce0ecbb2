/** Bundles fault-server.ts from the runtime's source (no build step needed) and spawns it as a real process. */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buildSync } from 'esbuild';

let bundle: string | undefined;

function bundled(): string {
  if (bundle) return bundle;
  const outfile = join(mkdtempSync(join(tmpdir(), 'mcp-faults-')), 'fault-server.cjs');
  buildSync({ entryPoints: [join(__dirname, 'fault-server.ts')], bundle: true, platform: 'node', format: 'cjs', target: 'node20', outfile, logLevel: 'error' });
  return (bundle = outfile);
}

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  stderr(): string;
  /** Resolves when stderr has a line containing `text`. */
  stderrLine(text: string): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function spawnServer(mode: 'stdio' | 'http', env: Record<string, string> = {}): ServerProcess {
  const child = spawn(process.execPath, ['--expose-gc', bundled(), mode], { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let stderr = '';
  const waiters: Array<{ text: string; resolve: () => void }> = [];
  createInterface({ input: child.stderr }).on('line', (line) => {
    stderr += `${line}\n`;
    for (const waiter of [...waiters]) {
      if (line.includes(waiter.text)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return {
    child,
    stderr: () => stderr,
    stderrLine: (text) => (stderr.includes(text) ? Promise.resolve() : new Promise((resolve) => waiters.push({ text, resolve }))),
    exited,
  };
}

/** Starts the HTTP mode and resolves with its URL. */
export async function spawnHttpServer(env: Record<string, string> = {}): Promise<ServerProcess & { url: string }> {
  const server = spawnServer('http', env);
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: server.child.stdout }).once('line', (line) => resolve(line.replace('LISTENING ', '')));
    server.exited.then(() => reject(new Error(`the server exited: ${server.stderr()}`)));
  });
  return { ...server, url };
}

/** Newline-delimited JSON-RPC over the child's stdio: replies by id, and every line seen. */
export function stdioPeer(child: ChildProcessWithoutNullStreams) {
  const lines: string[] = [];
  const waiters = new Map<unknown, (message: Record<string, any>) => void>();
  const seen = new Map<unknown, Record<string, any>>();
  const onReply: Array<(message: Record<string, any>) => void> = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(line);
    const message = JSON.parse(line) as Record<string, any>;
    for (const listener of onReply) listener(message);
    const waiter = waiters.get(message.id);
    if (waiter) {
      waiters.delete(message.id);
      waiter(message);
    } else seen.set(message.id, message);
  });
  return {
    lines,
    onReply,
    send: (message: Record<string, unknown>) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`),
    reply: (id: unknown): Promise<Record<string, any>> => {
      const early = seen.get(id);
      if (early) {
        seen.delete(id);
        return Promise.resolve(early);
      }
      return new Promise((resolve) => waiters.set(id, resolve));
    },
  };
}

export const INITIALIZE = { id: 'init', method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'faults', version: '1' } } };
