import type { BuildResult } from '../../pipeline/build-package.js';
import { changedSince } from '../../watch/changed-since.js';
import { IncrementalBuild } from '../../watch/incremental-build.js';
import { watchPackage } from '../../watch/watch-package.js';
import type { CliIo } from '../cli-io.js';
import { EXIT_OK } from '../exit-codes.js';
import { reportBuild, type BuildCommandOptions } from './build-command.js';

/** When the second scan for changes the watcher may have missed while it attached runs. */
const LATE_SCAN_MS = 1_000;

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
  // Taken from the start: a signal during the first build or the watcher's setup would otherwise end the
  // process at once, and dev's server child would live on without it (holding its port).
  let stopping = false;
  const stopped = new Promise<void>((resolve) => {
    const stop = () => {
      stopping = true;
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  const builder = new IncrementalBuild(packageDir);
  /** Changed paths waiting for the next build. */
  let queued: string[] | undefined;
  let running = false;
  /** The rebuild in progress, which a stop waits for: its onBuilt may be starting a server. */
  let building: Promise<void> | undefined;
  /** One build (of everything when `changed` is undefined), reported, then onBuilt. */
  const buildOnce = async (changed?: string[]) => {
    const result = await builder.build(changed);
    reportBuild(io, result, options);
    if (result.ok) await options.onBuilt?.(result);
  };
  const rebuild = async () => {
    running = true;
    while (queued && !stopping) {
      const changed = queued;
      queued = undefined;
      await buildOnce(changed);
    }
    running = false;
    if (!stopping && !options.quiet && !options.json) io.stderr.write('mcp-codegen: watching for changes (Ctrl+C to stop)\n');
  };
  const run = () => (building = rebuild());

  // The first build runs before the watcher starts: a long synchronous build
  // would delay chokidar's setup and let it take a changed file as its baseline.
  const started = Date.now();
  running = true;
  await buildOnce();
  running = false;
  if (stopping) return EXIT_OK;
  const reported = new Set<string>();
  const queue = (paths: string[]) => {
    queued = [...(queued ?? []), ...paths];
    if (!running) void run();
  };
  const watcher = watchPackage(
    builder.packageDir,
    (paths) => {
      for (const path of paths) reported.add(path);
      queue(paths);
    },
    (error) => io.stderr.write(`mcp-codegen: cannot watch files: ${error.message}\n`),
  );
  await watcher.ready;
  const scanned = Date.now();
  const missed = changedSince(builder.packageDir, started);
  if (missed.length > 0) queued = [...(queued ?? []), ...missed];
  // Also says it is watching, after the first build, when nothing was missed.
  if (!running) await run();
  // On a busy machine chokidar can attach its handles later than 'ready' allows for, and a change written
  // between the scan above and then is in no event: a second scan catches it (what the watcher reported is left out).
  const lateScan = setTimeout(() => {
    const unseen = changedSince(builder.packageDir, scanned).filter((path) => !reported.has(path));
    if (unseen.length > 0 && !stopping) queue(unseen);
  }, LATE_SCAN_MS);

  await stopped;
  clearTimeout(lateScan);
  await watcher.close();
  await building;
  return EXIT_OK;
}
