#!/usr/bin/env node
// npm run version:set -- 0.2.0: the one place a release's version is decided.
// Writes it into the root package.json, every published package, their pins
// on each other (exact: all move in lockstep) and the scaffolds' ranges.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishablePackages } from './workspace-packages.mjs';

const version = process.argv[2];
if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version ?? '')) {
  process.stderr.write('usage: npm run version:set -- <major.minor.patch>\n');
  process.exit(2);
}
const ROOT = join(import.meta.dirname, '..');
const names = new Set(publishablePackages().map(({ pkg }) => pkg.name));
const edit = (file, change) => {
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  change(pkg);
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
};
const pin = (deps, to) => {
  for (const name of Object.keys(deps ?? {})) if (names.has(name)) deps[name] = to;
};
edit(join(ROOT, 'package.json'), (pkg) => (pkg.version = version));
for (const { dir } of publishablePackages()) {
  edit(join(dir, 'package.json'), (pkg) => {
    pkg.version = version;
    pin(pkg.dependencies, version);
  });
}
for (const template of ['feature', 'server']) {
  edit(join(ROOT, 'templates', template, 'package.json'), (pkg) => {
    pin(pkg.dependencies, `^${version}`);
    pin(pkg.devDependencies, `^${version}`);
  });
}
process.stderr.write(`version: ${version}; run npm install to update package-lock.json\n`);
