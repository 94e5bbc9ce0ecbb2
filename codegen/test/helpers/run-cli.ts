import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export const REPO = join(__dirname, '..', '..', '..');
export const BIN = join(REPO, 'codegen', 'bin', 'mcp-codegen.mjs');

/** These tests run the BUILT command, as a user would: `npm run build -w @mcp-codegen/codegen` first. */
export function assertCliBuilt(): void {
  if (!existsSync(join(REPO, 'codegen', 'dist', 'cli.cjs'))) throw new Error('codegen/dist is missing: run `npm run build -w @mcp-codegen/codegen` first.');
}

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node bin/mcp-codegen.mjs ...args` to completion, without colour. */
export function runCli(args: string[], cwd: string = REPO, env: Record<string, string> = {}): CliRun {
  const run = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined, ...env } });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** A long-running command (watch, serve): its output lines as they come, and a way to await one. */
export function startCli(args: string[], cwd: string = REPO): { child: ChildProcessWithoutNullStreams; waitFor(stream: 'stdout' | 'stderr', pattern: RegExp): Promise<string>; stop(): Promise<void> } {
  const child = spawn(process.execPath, [BIN, ...args], { cwd, env: { ...process.env, NO_COLOR: '1' } });
  const lines: Record<'stdout' | 'stderr', string[]> = { stdout: [], stderr: [] };
  const waiters: Array<{ stream: 'stdout' | 'stderr'; pattern: RegExp; from: number; resolve: (line: string) => void }> = [];
  for (const stream of ['stdout', 'stderr'] as const) {
    createInterface({ input: child[stream] }).on('line', (line) => {
      lines[stream].push(line);
      if (process.env.CLI_DEBUG) process.stderr.write(`[${stream}] ${line}\n`);
      for (const w of [...waiters]) {
        if (w.stream === stream && w.pattern.test(line)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(line);
        }
      }
    });
  }
  return {
    child,
    // Only lines that arrive after the call count, so a test can wait for the next rebuild.
    waitFor: (stream, pattern) => new Promise((resolve) => waiters.push({ stream, pattern, from: lines[stream].length, resolve })),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
