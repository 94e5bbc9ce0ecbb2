#!/usr/bin/env node
// Prints issue #19's table (per-round paired ratios, see lib/harness-table.mjs) from the
// independent harness's raw JSON. `node bench/run.mjs --harness RUN.json[,MODERN.json]` puts the
// same table into RESULTS.md.
//
//   node bench/harness-ratios.mjs RUN.json [MODERN.json] [--server ours] [--baseline floor]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { harnessTable } from './lib/harness-table.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { server: { type: 'string', default: 'ours' }, baseline: { type: 'string', default: 'floor' } },
});
if (positionals.length === 0) {
  console.error('usage: node bench/harness-ratios.mjs RUN.json [MODERN.json] [--server ours] [--baseline floor]');
  process.exit(2);
}
const [legacyRun, modernRun] = positionals.map((file) => JSON.parse(readFileSync(file, 'utf8')));
console.log(harnessTable(legacyRun, modernRun, values));
