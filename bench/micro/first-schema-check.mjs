#!/usr/bin/env node
// CPU of a cold `mcp-codegen build` up to its first schema checked against the JSON Schema 2020-12
// meta-schema, per build, builds interleaved (order alternating): from process start, and from the
// making of the validators' Ajv (the step that also compiled the meta-schema before wave 8); with
// minor page faults and the whole build's CPU. Read in process by first-schema-check-probe.cjs.
//
//   node bench/micro/first-schema-check.mjs --pkg /tmp/ours/feature-1000 --rounds 8 \
//     --bin new=codegen/bin/mcp-codegen.mjs --bin base=.tmp/base/bin/mcp-codegen.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { pkg: { type: 'string' }, rounds: { type: 'string', default: '8' }, bin: { type: 'string', multiple: true } } });
if (!values.pkg || !values.bin) throw new Error('--pkg DIR --bin name=path [--bin name=path] [--rounds N]');
const pkg = resolve(values.pkg);
const probe = join(import.meta.dirname, 'first-schema-check-probe.cjs');
const out = join(mkdtempSync(join(tmpdir(), 'first-check-')), 'marks.jsonl');
const builds = values.bin.map((spec) => ({ name: spec.slice(0, spec.indexOf('=')), bin: resolve(spec.slice(spec.indexOf('=') + 1)), runs: [] }));

for (let round = 0; round < Number(values.rounds); round++) {
  for (const build of round % 2 ? [...builds].reverse() : builds) {
    rmSync(join(pkg, 'src', 'generated'), { recursive: true, force: true });
    rmSync(out, { force: true });
    const run = spawnSync(process.execPath, ['-r', probe, build.bin, 'build', '.'], { cwd: pkg, env: { ...process.env, FIRST_CHECK_OUT: out }, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`${build.name}: build failed\n${run.stderr}`);
    const m = JSON.parse(readFileSync(out, 'utf8'));
    build.runs.push({ start: m.firstChecked.cpuMs, step: m.firstChecked.cpuMs - m.validatorsAjv.cpuMs, minflt: m.firstChecked.minflt, stepMinflt: m.firstChecked.minflt - m.validatorsAjv.minflt, total: m.exit.cpuMs });
  }
  const cells = builds.map((b) => { const r = b.runs[round]; return `${b.name} start ${r.start.toFixed(0)} step ${r.step.toFixed(0)} ms (${r.stepMinflt} faults) total ${r.total.toFixed(0)} ms`; });
  console.log(`round ${round}: ${cells.join(' | ')}; load ${loadavg()[0].toFixed(1)}`);
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };
for (const key of ['start', 'step', 'minflt', 'stepMinflt', 'total']) {
  console.log(`median ${key}: ${builds.map((b) => `${b.name} ${median(b.runs.map((r) => r[key])).toFixed(0)}`).join(', ')}`);
}
if (builds.length === 2) {
  for (const key of ['start', 'step', 'total']) {
    const diffs = builds[0].runs.map((r, i) => r[key] - builds[1].runs[i][key]);
    console.log(`${builds[0].name} − ${builds[1].name}, ${key} (ms) per round: ${diffs.map((d) => d.toFixed(0)).join(' ')}; median ${median(diffs).toFixed(0)}`);
  }
}
