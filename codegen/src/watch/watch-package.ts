import { join, sep } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { CONFIG_FILE } from '../config/load-config.js';
import { SKILLS_DIR } from '../analyze/skills/read-skill-folders.js';

export interface PackageWatcher {
  /** Resolves once the initial scan is done and changes are being reported. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** Quiet time after the last event before a batch is reported: an editor's save is often several events. */
const SETTLE_MS = 40;
const ATTACH_MS = 100;

/**
 * Watches a package's sources, skills and configuration with chokidar, and reports
 * changed paths in batches. Generated output is ignored, so writing it does
 * not trigger another build.
 */
export function watchPackage(packageDir: string, onBatch: (paths: string[]) => void, onError: (error: Error) => void = () => {}): PackageWatcher {
  const generatedDir = join(packageDir, 'src', 'generated');
  const generated = generatedDir + sep;
  const watcher: FSWatcher = watch(
    // skills/ is read by every build (docs/skills.md); a missing folder is fine to watch.
    [join(packageDir, 'src'), join(packageDir, SKILLS_DIR), join(packageDir, 'package.json'), join(packageDir, 'tsconfig.json'), join(packageDir, CONFIG_FILE)],
    {
      ignoreInitial: true,
      // The generated folder itself too: watched, each build's writes there would make chokidar read it again.
      ignored: (path) => path === generatedDir || path.startsWith(generated) || path.includes(`${sep}node_modules${sep}`),
    },
  );
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    const paths = [...pending];
    pending = new Set();
    onBatch(paths);
  };
  watcher.on('error', (error) => onError(error instanceof Error ? error : new Error(String(error))));
  watcher.on('all', (_event, path) => {
    if (typeof path !== 'string') return; // chokidar's type also admits an error here
    pending.add(path);
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, SETTLE_MS);
  });
  // chokidar 4 attaches the directory fs.watch handles a few milliseconds after emitting 'ready'
  // (measured: a write 5 ms after it is partly missed, 20 ms after it is seen); a change in that
  // gap would be lost, so 'ready' here means a little later. The caller then rescans mtimes
  // (changedSince) to catch anything written before.
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => setTimeout(resolve, ATTACH_MS)));
  return {
    ready,
    close: async () => {
      if (timer) clearTimeout(timer);
      await watcher.close();
    },
  };
}
