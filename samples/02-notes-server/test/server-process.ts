// Spawns the built sample server as a real child process and exchanges raw
// JSON lines with it, for tests that need to send what no SDK client would.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export const serverEntry = join(__dirname, '..', 'dist', 'main.js');

export function assertServerBuilt(): void {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first.`);
}

export interface RawServer {
  child: ChildProcessWithoutNullStreams;
  /** Every line the server wrote to stdout, in order. */
  stdoutLines: string[];
  send(line: string): void;
  /** Resolves with the next message whose id equals `id` (null for parse errors). */
  responseTo(id: string | number | null): Promise<Record<string, any>>;
  stop(): Promise<void>;
}

export function startRawServer(): RawServer {
  assertServerBuilt();
  const child = spawn(process.execPath, [serverEntry], { stdio: ['pipe', 'pipe', 'pipe'] });
  const stdoutLines: string[] = [];
  const waiters: Array<{ id: string | number | null; resolve: (m: Record<string, any>) => void }> = [];
  const seen: Array<Record<string, any>> = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    stdoutLines.push(line);
    const message = JSON.parse(line) as Record<string, any>;
    const index = waiters.findIndex((w) => w.id === message.id);
    if (index >= 0) waiters.splice(index, 1)[0].resolve(message);
    else seen.push(message);
  });
  child.stderr.resume();
  return {
    child,
    stdoutLines,
    send: (line) => child.stdin.write(line.endsWith('\n') ? line : `${line}\n`),
    responseTo: (id) => {
      const index = seen.findIndex((m) => m.id === id);
      if (index >= 0) return Promise.resolve(seen.splice(index, 1)[0]);
      return new Promise((resolve) => waiters.push({ id, resolve }));
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
}
