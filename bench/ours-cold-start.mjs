// Cold start, first and warm tools/list of mcp-codegen's stdio server only (1 and 1,000 tools), median of N spawns:
// a quick before/after check of one change. Usage: node bench/ours-cold-start.mjs [N] [--reuse]
import { join } from 'node:path';
import { serversDir } from './lib/paths.mjs';
import { prepare } from './lib/prepare.mjs';
import { coldStarts } from './lib/stdio-bench.mjs';
const starts = Number(process.argv[2] ?? 9);
const log = (line) => process.stderr.write(`${line}\n`);
await prepare([1, 1000], { log, reuse: process.argv.includes('--reuse') });
const script = join(serversDir, 'ours.mjs');
for (const count of [1, 1000]) {
  const r = await coldStarts(script, count, starts);
  const pick = ['initMs', 'firstListAtMs', 'firstListMs', 'warmListMs', 'firstCallAtMs', 'listBytes', 'rssBytes'];
  console.log(count, JSON.stringify(Object.fromEntries(Object.entries(r).filter(([k]) => pick.includes(k) || k.startsWith('warm')).map(([k, v]) => [k, Math.round(v * 100) / 100]))));
}
