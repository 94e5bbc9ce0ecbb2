#!/usr/bin/env node
// npm run release:dry: what `npm publish` would send, package by package
// (name, version, size, files), and a failure for any tarball that breaks a
// rule of scripts/release-checks.mjs. Build first: npm run build:packages.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tarballProblems } from './release-checks.mjs';
import { publishablePackages } from './workspace-packages.mjs';

const packages = publishablePackages();
const versions = Object.fromEntries(packages.map(({ pkg }) => [pkg.name, pkg.version]));
let failed = 0;
for (const { dir, pkg } of packages) {
  const pack = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts=false'], { cwd: dir, encoding: 'utf8' });
  if (pack.status !== 0) {
    process.stderr.write(`release:dry: npm pack failed for ${pkg.name}:\n${pack.stderr}`);
    process.exit(1);
  }
  const [report] = JSON.parse(pack.stdout.slice(pack.stdout.indexOf('[')));
  const files = report.files.map((f) => f.path);
  const problems = tarballProblems({ pkg, files, readme: readFileSync(join(dir, 'README.md'), 'utf8'), versions });
  failed += problems.length;
  process.stdout.write(`${pkg.name}@${pkg.version}  ${(report.size / 1024).toFixed(1)} KiB packed, ${(report.unpackedSize / 1024).toFixed(1)} KiB unpacked, ${files.length} files\n`);
  for (const file of files) process.stdout.write(`    ${file}\n`);
  for (const problem of problems) process.stdout.write(`  ✗ ${problem}\n`);
}
process.stdout.write(failed === 0 ? `\nrelease:dry: ${packages.length} packages ready to publish\n` : `\nrelease:dry: ${failed} problems\n`);
process.exitCode = failed === 0 ? 0 : 1;
