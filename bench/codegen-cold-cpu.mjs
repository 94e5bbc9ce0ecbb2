#!/usr/bin/env node
// A cold `mcp-codegen build` (src/generated removed) against `tsc --noEmit -p .` on the same
// sources (src/generated moved away), in CPU time (user + sys of the process, from /usr/bin/time),
// which a loaded machine changes far less than wall time. Each round runs every build, then tsc,
// interleaved, the builds' order alternating; prints per-round ratios to tsc and their medians.
//
//   npm run build:packages && node bench/harness-server.mjs --out /tmp/ours
//   node bench/codegen-cold-cpu.mjs --pkg /tmp/ours/feature-1000 --rounds 8 \
//     --bin new=codegen/bin/mcp-codegen.mjs --bin old=/tmp/old-codegen/bin/mcp-codegen.mjs
//
// With two --bin, also prints the second's CPU over the first's per round.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { rootDir } from './lib/paths.mjs';

const { values } = parseArgs({
  options: {
    pkg: { type: 'string' },
    rounds: { type: 'string', default: '6' },
    bin: { type: 'string', multiple: true, default: [`ours=${join(rootDir, 'codegen', 'bin', 'mcp-codegen.mjs')}`] },
  },
});
if (!values.pkg) throw new Error('--pkg DIR: a feature package, e.g. the feature-1000 of bench/harness-server.mjs');
const pkg = resolve(values.pkg);
const generated = join(pkg, 'src', 'generated');
const parked = join(mkdtempSync(join(tmpdir(), 'codegen-cold-')), 'generated');
const tsc = join(rootDir, 'node_modules', 'typescript', 'bin', 'tsc');
const builds = values.bin.map((spec) => ({ name: spec.slice(0, spec.indexOf('=')), bin: resolve(spec.slice(spec.indexOf('=') + 1)) }));

/** CPU seconds (user + sys) and peak RSS (MB) of `node ...args` run in the package. */
function cpu(args) {
  const run = spawnSync('/usr/bin/time', ['-f', '%U %S %M', process.execPath, ...args], { cwd: pkg, encoding: 'utf8' });
  const [user, sys, rssKb] = run.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { status: run.status, cpu: user + sys, rssMb: rssKb / 1024 };
}

const times = Object.fromEntries([...builds.map((b) => b.name), 'tsc'].map((name) => [name, []]));
const loads = [];
for (let round = 0; round < Number(values.rounds); round++) {
  for (const build of round % 2 ? [...builds].reverse() : builds) {
    rmSync(generated, { recursive: true, force: true });
    const run = cpu([build.bin, 'build', '.']);
    if (run.status !== 0) throw new Error(`${build.name}: mcp-codegen build failed`);
    times[build.name].push(run);
  }
  renameSync(generated, parked);
  try {
    times.tsc.push(cpu([tsc, '--noEmit', '-p', '.'])); // fails without the generated files; its time is what counts
  } finally {
    renameSync(parked, generated);
  }
  loads.push(loadavg()[0]);
  console.log(`round ${round}: ${Object.entries(times).map(([name, runs]) => `${name} ${runs[round].cpu.toFixed(2)} s ${runs[round].rssMb.toFixed(0)} MB`).join(', ')}; load ${loads[round].toFixed(1)}`);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const perRound = (a, b) => a.map((run, i) => run.cpu / b[i].cpu);
for (const { name } of builds) {
  const ratios = perRound(times[name], times.tsc);
  console.log(`${name} ÷ tsc: ${ratios.map((r) => r.toFixed(2)).join(' ')}; median ${median(ratios).toFixed(2)} (CPU median ${median(times[name].map((r) => r.cpu)).toFixed(2)} s)`);
}
if (builds.length === 2) {
  const ratios = perRound(times[builds[1].name], times[builds[0].name]);
  console.log(`${builds[1].name} ÷ ${builds[0].name}: ${ratios.map((r) => r.toFixed(2)).join(' ')}; median ${median(ratios).toFixed(2)}`);
}
console.log(`tsc CPU median ${median(times.tsc.map((r) => r.cpu)).toFixed(2)} s; load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`);
