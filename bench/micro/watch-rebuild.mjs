#!/usr/bin/env node
// In-process CPU time of watch-mode signature rebuilds against cold builds, without chokidar:
// the part of bench/codegen-watch.mjs that the pipeline decides. Each build of codegen runs
// in its own child process; with two or more, they alternate, round by round (paired).
//
// Usage: npm run build -w @mcp-codegen/codegen &&
//   node bench/micro/watch-rebuild.mjs [--rounds N] [--edits N] DIST_INDEX_MJS...
//   (DIST_INDEX_MJS: codegen/dist/index.mjs, or a copy of an older build's dist/index.mjs)
// One child: node bench/micro/watch-rebuild.mjs --child DIST_INDEX_MJS EDITS
//   with WATCH_PROFILE=file.cpuprofile set, the steady rebuilds alone are profiled into it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { classSource, writeToolsPackage } from '../generate-tools-package.mjs';

const CLASSES = 10;
const PER_CLASS = 20;
const WARM_EDITS = 6; // the first rebuilds of a process are slower (JIT); not counted
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cpuMs = (since) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

async function child(dist, edits) {
  const { build, IncrementalBuild } = await import(pathToFileURL(resolve(dist)).href);
  const root = join(import.meta.dirname, '..', '..', '.tmp');
  mkdirSync(root, { recursive: true });
  const dir = mkdtempSync(join(root, 'bench-rebuild-'));
  try {
    writeToolsPackage(dir, { classes: CLASSES, perClass: PER_CLASS });
    const ok = (result) => {
      if (!result.ok) throw new Error(JSON.stringify(result.diagnostics.slice(0, 3)));
      return result;
    };
    ok(await build(dir)); // JIT and fs cache
    const cold = [];
    for (let i = 0; i < 3; i++) {
      const started = process.cpuUsage();
      ok(await build(dir));
      cold.push(cpuMs(started));
    }
    const watch = new IncrementalBuild(dir);
    ok(await watch.build());
    const file = join(dir, 'src', 'group-3.ts');
    const PARAMETER = "tool3_5(query: string, limit: number = 10, mode: 'exact' | 'prefix'";
    const source = classSource(3, PER_CLASS);
    if (!source.includes(PARAMETER)) throw new Error('the generated package changed: update PARAMETER');
    const rebuilds = [];
    const profile = process.env.WATCH_PROFILE ? new Session() : undefined;
    for (let i = 1; i <= WARM_EDITS + edits; i++) {
      if (profile && i === WARM_EDITS + 1) {
        profile.connect();
        await profile.post('Profiler.enable');
        await profile.post('Profiler.setSamplingInterval', { interval: 200 });
        await profile.post('Profiler.start');
      }
      writeFileSync(file, source.replace(PARAMETER, `${PARAMETER} | 'v${i}'`));
      const started = process.cpuUsage();
      ok(await watch.build([file]));
      if (i > WARM_EDITS) rebuilds.push(cpuMs(started));
    }
    if (profile) writeFileSync(process.env.WATCH_PROFILE, JSON.stringify((await profile.post('Profiler.stop')).profile));
    const check = await build(dir, { check: true });
    if (!check.ok) throw new Error('watch output differs from a cold build');
    return { cold: median(cold), rebuild: median(rebuilds) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const args = process.argv.slice(2);
if (args[0] === '--child') {
  console.log(JSON.stringify(await child(args[1], Number(args[2]))));
} else {
  const option = (name, fallback) => {
    const at = args.indexOf(name);
    return at < 0 ? fallback : Number(args.splice(at, 2)[1]);
  };
  const rounds = option('--rounds', 6);
  const edits = option('--edits', 9);
  const results = new Map(args.map((dist) => [dist, []]));
  for (let round = 1; round <= rounds; round++) {
    const line = [];
    for (const dist of args) {
      const run = spawnSync(process.execPath, [import.meta.filename, '--child', dist, String(edits)], { encoding: 'utf8' });
      if (run.status !== 0) throw new Error(run.stderr);
      const result = JSON.parse(run.stdout.trim().split('\n').at(-1));
      results.get(dist).push(result);
      line.push(`${dist}: cold ${result.cold.toFixed(0)} ms, rebuild ${result.rebuild.toFixed(0)} ms, ratio ${(result.rebuild / result.cold).toFixed(3)}`);
    }
    console.log(`round ${round} (load ${(await import('node:os')).loadavg()[0].toFixed(1)})  ${line.join('  |  ')}`);
  }
  for (const [dist, xs] of results) {
    console.log(`${dist}: median cold ${median(xs.map((x) => x.cold)).toFixed(0)} ms, rebuild ${median(xs.map((x) => x.rebuild)).toFixed(0)} ms, ratio ${median(xs.map((x) => x.rebuild / x.cold)).toFixed(3)}`);
  }
}
