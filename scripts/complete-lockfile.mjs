#!/usr/bin/env node
// The registry this project installs from lacks some platform builds that
// packages list as optional dependencies (@swc/core-darwin-arm64, say). npm
// install then leaves them out of package-lock.json, and npm ci refuses that
// lock as out of sync. This adds the missing entries as optional, with no
// download address, so npm ci accepts the lock and skips them as it skips
// any optional package it cannot install. Run it after changing dependencies.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (lock.packages[`node_modules/${name}`] || lock.packages[`${path}/node_modules/${name}`]) continue;
    lock.packages[`node_modules/${name}`] = { version: range.replace(/^[\^~=]/, ''), optional: true };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)));
writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
console.log(`complete-lockfile: added ${added} optional platform entries`);
