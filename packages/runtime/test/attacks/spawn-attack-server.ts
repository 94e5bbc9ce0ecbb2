/**
 * Bundles a server script (ours or the official SDK's) with esbuild and
 * spawns it as a real process on loopback; the test stops it by PID.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buildSync } from 'esbuild';

const bundles = new Map<string, string>();

export function bundled(entry: string): string {
  const known = bundles.get(entry);
  if (known) return known;
  const outfile = join(mkdtempSync(join(tmpdir(), 'mcp-attack-')), `${entry.replace(/\W/g, '_')}.cjs`);
  buildSync({ entryPoints: [join(__dirname, entry)], bundle: true, platform: 'node', format: 'cjs', target: 'node20', outfile, logLevel: 'error' });
  bundles.set(entry, outfile);
  return outfile;
}

export interface AttackServer {
  child: ChildProcessWithoutNullStreams;
  url: string;
  stderr(): string;
  /** Stops the process by its PID and waits for it to exit. */
  stop(): Promise<void>;
}

export type Target = 'ours' | 'sdk';

const ENTRY: Record<Target, string> = { ours: 'attack-server.ts', sdk: 'sdk-attack-server.ts' };

export async function spawnAttackServer(target: Target, mode: 'stdio' | 'http', env: Record<string, string> = {}): Promise<AttackServer> {
  const child = spawn(process.execPath, ['--expose-gc', bundled(ENTRY[target]), mode], { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, 'SIGKILL');
    await exited;
  };
  if (mode === 'stdio') return { child, url: '', stderr: () => stderr, stop };
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', (line) => resolve(line.replace('LISTENING ', '')));
    void exited.then(() => reject(new Error(`the server exited: ${stderr}`)));
  });
  return { child, url, stderr: () => stderr, stop };
}
