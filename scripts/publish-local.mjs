#!/usr/bin/env node
// Publishes every package of this repository, built, to a registry of your
// choice (a local Verdaccio in test/newcomer.test.ts):
//   node scripts/publish-local.mjs --registry http://127.0.0.1:4873/ --userconfig /path/to/npmrc
// Run `npm run build:packages` first.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { publishablePackages } from './workspace-packages.mjs';

const { values } = parseArgs({ options: { registry: { type: 'string' }, userconfig: { type: 'string' } } });
if (!values.registry || !values.userconfig) {
  process.stderr.write('usage: publish-local.mjs --registry URL --userconfig NPMRC\n');
  process.exit(2);
}
for (const { dir, pkg } of publishablePackages()) {
  const run = spawnSync('npm', ['publish', '--registry', values.registry, '--userconfig', values.userconfig, '--no-git-checks', '--ignore-scripts=false'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    process.stderr.write(`publish-local: ${pkg.name}@${pkg.version} failed:\n${run.stderr}`);
    process.exit(1);
  }
  process.stderr.write(`publish-local: ${pkg.name}@${pkg.version}\n`);
}
