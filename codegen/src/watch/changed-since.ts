import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_FILE } from '../config/load-config.js';

/**
 * Sources and configuration files modified after `since` (ms): the changes
 * made while the first build ran, before the watcher was listening.
 */
export function changedSince(packageDir: string, since: number): string[] {
  const files = [join(packageDir, 'package.json'), join(packageDir, 'tsconfig.json'), join(packageDir, CONFIG_FILE), ...walk(join(packageDir, 'src'))];
  return files.filter((file) => existsSync(file) && statSync(file).mtimeMs > since);
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.name === 'generated' || entry.name === 'node_modules') return [];
    return entry.isDirectory() ? walk(path) : [path];
  });
}
