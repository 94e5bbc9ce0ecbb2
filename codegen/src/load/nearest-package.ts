import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The package a file belongs to: the `name` and directory of its nearest package.json. */
export interface PackageInfo {
  name: string | undefined;
  dir: string;
}

const cache = new Map<string, PackageInfo | undefined>();

/** Cached per directory: discovery asks this for every decorator and type it resolves. */
export function nearestPackage(filePath: string): PackageInfo | undefined {
  return lookup(dirname(filePath));
}

function lookup(dir: string): PackageInfo | undefined {
  if (cache.has(dir)) return cache.get(dir);
  let found: PackageInfo | undefined;
  const manifest = join(dir, 'package.json');
  if (existsSync(manifest)) {
    found = { name: readName(manifest), dir };
  } else {
    const parent = dirname(dir);
    found = parent === dir ? undefined : lookup(parent);
  }
  cache.set(dir, found);
  return found;
}

function readName(manifest: string): string | undefined {
  try {
    const json = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown };
    return typeof json.name === 'string' ? json.name : undefined;
  } catch {
    return undefined;
  }
}

/** The package that owns the markers, the context type and the result types. */
export const DECORATORS_PACKAGE = '@mcp-codegen/decorators';

export function isInDecoratorsPackage(filePath: string): boolean {
  return nearestPackage(filePath)?.name === DECORATORS_PACKAGE;
}

/** Called at the start of each run, so a long-lived process sees edited package.json files. */
export function clearPackageCache(): void {
  cache.clear();
}
