// The packages this repository publishes, in an order where each comes after
// the workspace packages it depends on (publish, pack and release checks use it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

export function publishablePackages() {
  const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  // Globs (samples/*) hold only private packages.
  const all = root.workspaces.filter((dir) => !dir.includes('*')).map((dir) => ({ dir: join(ROOT, dir), pkg: JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) }));
  const published = all.filter(({ pkg }) => !pkg.private);
  const byName = new Map(published.map((entry) => [entry.pkg.name, entry]));
  const ordered = [];
  const visit = (entry) => {
    if (ordered.includes(entry)) return;
    for (const name of Object.keys(entry.pkg.dependencies ?? {})) if (byName.has(name)) visit(byName.get(name));
    ordered.push(entry);
  };
  published.forEach(visit);
  return ordered;
}
