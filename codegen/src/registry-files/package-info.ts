import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the registry files take from a package's package.json. */
export interface PackageInfo {
  dir: string;
  /** The npm package name. */
  name: string;
  version: string;
  description?: string;
  /** The registry name (reverse DNS, "io.github.acme/weather"): package.json `mcpName`, as the registry's npm check reads it. */
  mcpName?: string;
  /** The `repository` URL without `git+` and `.git`, and its `directory`. */
  repository?: { url: string; directory?: string };
  homepage?: string;
  license?: string;
  author?: { name: string; email?: string; url?: string };
  /** The first `bin` entry (or `main`), relative to the package. */
  entry?: string;
}

/** Reads package.json of `dir`; a message when there is none or it is not JSON. */
export function readPackageInfo(dir: string): PackageInfo | string {
  let pkg: Record<string, unknown>;
  try {
    pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  } catch (error) {
    return `${join(dir, 'package.json')} cannot be read: ${(error as Error).message}`;
  }
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const repo = typeof pkg.repository === 'string' ? { url: pkg.repository } : (pkg.repository as { url?: unknown; directory?: unknown } | undefined);
  const repoUrl = text(repo?.url)?.replace(/^git\+/, '').replace(/\.git$/, '');
  const bin = typeof pkg.bin === 'string' ? pkg.bin : typeof pkg.bin === 'object' && pkg.bin !== null ? Object.values(pkg.bin)[0] : undefined;
  return {
    dir,
    name: text(pkg.name) ?? '',
    version: text(pkg.version) ?? '0.0.0',
    description: text(pkg.description),
    mcpName: text(pkg.mcpName),
    repository: repoUrl ? { url: repoUrl, directory: text(repo?.directory) } : undefined,
    homepage: text(pkg.homepage),
    license: text(pkg.license),
    author: authorOf(pkg.author),
    entry: text(bin)?.replace(/^\.\//, '') ?? text(pkg.main)?.replace(/^\.\//, ''),
  };
}

/** "Ada Lovelace <ada@example.com> (https://ada.dev)" or `{ name, email, url }`. */
function authorOf(author: unknown): PackageInfo['author'] {
  if (typeof author === 'object' && author !== null && typeof (author as { name?: unknown }).name === 'string') {
    const { name, email, url } = author as { name: string; email?: string; url?: string };
    return { name, ...(email ? { email } : {}), ...(url ? { url } : {}) };
  }
  if (typeof author !== 'string' || author.trim() === '') return undefined;
  const match = /^([^<(]+?)\s*(?:<([^>]+)>)?\s*(?:\(([^)]+)\))?$/.exec(author.trim());
  if (!match) return { name: author.trim() };
  return { name: match[1]!, ...(match[2] ? { email: match[2] } : {}), ...(match[3] ? { url: match[3] } : {}) };
}
