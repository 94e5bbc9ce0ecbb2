import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CliIo } from '../cli-io.js';
import type { ServeCommandOptions } from './serve-command.js';
import { watchCommand } from './watch-command.js';

/**
 * `mcp-codegen dev [package-dir]`: build --watch, and after each good build
 * compile with the package's own tsc and restart `mcp-codegen serve` in a
 * child process (a fresh process is the only way to load new ESM code).
 */
export async function devCommand(io: CliIo, packageDir: string, options: ServeCommandOptions & { quiet?: boolean }): Promise<number> {
  const serveArgs = [binPath(), 'serve', packageDir, ...flags(options)];
  let child: ChildProcess | undefined;
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    // SIGINT: serve closes at once. SIGTERM would start the runtime's graceful
    // shutdown, whose warning on every save reads like an error.
    child.kill('SIGINT');
    await exited;
  };
  const code = await watchCommand(io, packageDir, {
    quiet: options.quiet,
    onBuilt: async () => {
      const tsc = spawnSync(process.execPath, [tscPath(packageDir), '-p', packageDir], { encoding: 'utf8' });
      if (tsc.status !== 0) {
        io.stderr.write(tsc.stdout + tsc.stderr + 'mcp-codegen: tsc failed; the server keeps running the last good build.\n');
        return;
      }
      if (child) io.stderr.write('mcp-codegen: rebuilt; restarting the server\n');
      await stop();
      child = spawn(process.execPath, serveArgs, { stdio: 'inherit' });
    },
  });
  await stop();
  return code;
}

function flags(options: ServeCommandOptions): string[] {
  const out: string[] = [];
  if (options.http) out.push('--http');
  if (options.port !== undefined) out.push('--port', options.port);
  if (options.host !== undefined) out.push('--host', options.host);
  if (options.path !== undefined) out.push('--path', options.path);
  if (options.serverCard) out.push('--server-card');
  if (options.schemaProfile !== undefined) out.push('--schema-profile', options.schemaProfile);
  return out;
}

/** The package's own TypeScript compiler, so the build matches `npm run build`. */
function tscPath(packageDir: string): string {
  return createRequire(join(packageDir, 'package.json')).resolve('typescript/bin/tsc');
}

/** bin/mcp-codegen.mjs of this installation, found upwards from this module (dist/ or dist/chunks/). */
function binPath(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++, dir = dirname(dir)) {
    const bin = join(dir, 'bin', 'mcp-codegen.mjs');
    if (existsSync(bin)) return bin;
  }
  return process.argv[1]!;
}
