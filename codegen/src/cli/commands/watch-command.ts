import type { BuildResult } from '../../pipeline/build-package.js';
import { changedSince } from '../../watch/changed-since.js';
import { IncrementalBuild } from '../../watch/incremental-build.js';
import { watchPackage } from '../../watch/watch-package.js';
import type { CliIo } from '../cli-io.js';
import { EXIT_OK } from '../exit-codes.js';
import { reportBuild, type BuildCommandOptions } from './build-command.js';

export interface WatchOptions extends BuildCommandOptions {
  /** Called after each successful build (dev mode restarts the server here). */
  onBuilt?: (result: BuildResult) => void | Promise<void>;
}

/**
 * `mcp-codegen build --watch`: one build, then a rebuild after every change,
 * reusing the loaded Project. Builds never overlap: changes that arrive during
 * a build are gathered for the next one. Runs until SIGINT/SIGTERM.
 */
export async function watchCommand(io: CliIo, packageDir: string, options: WatchOptions): Promise<number> {
  const builder = new IncrementalBuild(packageDir);
  let queued: string[] | undefined = [];
  let running = false;
  const run = async () => {
    running = true;
    while (queued) {
      const changed = queued;
      queued = undefined;
      const result = await builder.build(changed);
      reportBuild(io, result, options);
      if (result.ok) await options.onBuilt?.(result);
    }
    running = false;
    if (!options.quiet && !options.json) io.stderr.write('mcp-codegen: watching for changes (Ctrl+C to stop)\n');
  };

  // The first build runs before the watcher starts: a long synchronous build
  // would delay chokidar's setup and let it take a changed file as its baseline.
  const started = Date.now();
  running = true;
  {
    const result = await builder.build();
    queued = undefined;
    reportBuild(io, result, options);
    if (result.ok) await options.onBuilt?.(result);
  }
  running = false;
  const watcher = watchPackage(
    builder.packageDir,
    (paths) => {
      queued = [...(queued ?? []), ...paths];
      if (!running) void run();
    },
    (error) => io.stderr.write(`mcp-codegen: cannot watch files: ${error.message}\n`),
  );
  await watcher.ready;
  const missed = changedSince(builder.packageDir, started);
  queued = missed.length > 0 ? [...(queued ?? []), ...missed] : queued;
  if (!running) await run();

  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await watcher.close();
  return EXIT_OK;
}
