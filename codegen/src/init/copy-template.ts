import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

export interface CopyReport {
  /** Relative to the target, with `/`, sorted. */
  created: string[];
  /** Files that existed already and were left as they were. */
  kept: string[];
}

/**
 * Copies a scaffold into `target`, never overwriting: the files are the
 * user's from then on. package.json gets its name from the target folder.
 */
export function copyTemplate(templateDir: string, target: string): CopyReport {
  const report: CopyReport = { created: [], kept: [] };
  for (const file of listFiles(templateDir)) {
    const rel = relative(templateDir, file).split('\\').join('/');
    const to = join(target, rel);
    if (existsSync(to)) {
      report.kept.push(rel);
      continue;
    }
    mkdirSync(join(to, '..'), { recursive: true });
    if (rel === 'package.json') writeFileSync(to, renamed(readFileSync(file, 'utf8'), packageName(target)));
    else copyFileSync(file, to);
    report.created.push(rel);
  }
  report.created.sort();
  report.kept.sort();
  return report;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'generated') return [];
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

/** An npm package name from a folder name: lower case, other characters as `-`. */
export function packageName(target: string): string {
  const name = basename(target).toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[._-]+/, '');
  return name === '' ? 'my-feature' : name;
}

function renamed(json: string, name: string): string {
  const pkg = JSON.parse(json) as Record<string, unknown>;
  const bin = pkg.bin as Record<string, string> | undefined;
  if (bin) pkg.bin = Object.fromEntries(Object.values(bin).map((path) => [name, path]));
  return JSON.stringify({ ...pkg, name }, null, 2) + '\n';
}
