#!/usr/bin/env node
// Watch-mode rebuild vs cold build of a 200-tool feature package.
// Usage: npm run build -w @mcp-codegen/codegen && node bench/codegen-watch.mjs [runs]
// The package is written to a temporary folder inside the workspace so that
// @mcp-codegen/decorators resolves from the workspace node_modules.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, IncrementalBuild } from '../codegen/dist/index.mjs';
import { classSource, writeToolsPackage } from './generate-tools-package.mjs';

const RUNS = Number(process.argv[2] ?? 5);
const CLASSES = 10;
const PER_CLASS = 20;
const root = join(import.meta.dirname, '..', '.tmp');
mkdirSync(root, { recursive: true });
const dir = mkdtempSync(join(root, 'bench-watch-'));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${Math.round(x)} ms`;

try {
  writeToolsPackage(dir, { classes: CLASSES, perClass: PER_CLASS });
  const expectOk = (result, what) => {
    if (!result.ok) throw new Error(`${what} failed: ${JSON.stringify(result.diagnostics.slice(0, 3))}`);
    return result.durationMs;
  };

  // Cold: a fresh pipeline every time, as `mcp-codegen build` runs (after one warm-up for the JIT and fs cache).
  expectOk(await build(dir), 'warm-up');
  const cold = [];
  for (let i = 0; i < RUNS; i++) cold.push(expectOk(await build(dir), 'cold build'));

  // Watch: one IncrementalBuild, one file of 20 tools edited between rebuilds.
  const watch = new IncrementalBuild(dir);
  expectOk(await watch.build(), 'first watch build');
  const file = join(dir, 'src', 'group-3.ts');
  const body = [];
  const signature = [];
  for (let i = 1; i <= RUNS; i++) {
    // One method's body changes (its schema does not), on top of the last signature change.
    const current = i > 1 ? { 5: i - 1 } : {};
    writeFileSync(file, classSource(3, PER_CLASS, current).replace('query + 0', `query + ${i * 100}`));
    body.push(expectOk(await watch.build([file]), 'body rebuild'));
    // One method's signature changes (a default value, so its input schema and validator change).
    writeFileSync(file, classSource(3, PER_CLASS, { 5: i }));
    signature.push(expectOk(await watch.build([file]), 'signature rebuild'));
  }

  const c = median(cold);
  console.log(`codegen watch, ${CLASSES * PER_CLASS} tools in ${CLASSES} files, median of ${RUNS} (Node ${process.version})`);
  console.log(`  cold build                        ${ms(c)}`);
  console.log(`  rebuild, one method body changed  ${ms(median(body))}  ratio ${(median(body) / c).toFixed(3)}`);
  console.log(`  rebuild, one signature changed    ${ms(median(signature))}  ratio ${(median(signature) / c).toFixed(3)}`);
  console.log(`  target: signature ratio <= 0.100: ${median(signature) / c <= 0.1 ? 'met' : 'MISSED'}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
