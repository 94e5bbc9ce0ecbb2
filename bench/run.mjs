#!/usr/bin/env node
// npm run bench: every server under test, round by round, then RESULTS.md.
// Usage: node bench/run.mjs [--rounds 3] [--seconds 1] [--http-seconds 2]
//        [--codegen-rounds 2] [--cold-starts 5] [--only stdio,http,codegen] [--with-watch] [--reuse] [--out file]
//        [--harness RUN.json[,MODERN.json]]   (the independent harness's raw results, see harness-ratios.mjs)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { codegenPackageDir, coldBuildMs, prepareCodegenPackage, tscNoEmitMs } from './lib/codegen-bench.mjs';
import { httpThroughput } from './lib/http-bench.mjs';
import { SkipError } from './lib/http-server-process.mjs';
import { harnessTable } from './lib/harness-table.mjs';
import { describeMachine, loadAverage } from './lib/machine.mjs';
import { readOptions } from './lib/options.mjs';
import { benchDir, serversDir } from './lib/paths.mjs';
import { prepare } from './lib/prepare.mjs';
import { printSummary, renderMarkdown, servers } from './lib/report.mjs';
import { callThroughput, coldStarts } from './lib/stdio-bench.mjs';

const started = performance.now();
const options = readOptions(process.argv.slice(2));
const log = (line) => process.stderr.write(`[${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}\n`);
const script = (id) => join(serversDir, `${id}.mjs`);
/** Round r runs the servers in a rotated order, so none always goes first. */
const rotated = (r) => servers.map((_, i) => servers[(i + r) % servers.length]);

const results = { stdio: {}, http: {}, codegen: { build: [], tsc: [] } };
const notes = [];
const loadStart = loadAverage();

await prepare([1, 1000], { log, reuse: options.reuse });

if (options.sections.has('stdio')) {
  for (let r = 0; r < options.rounds; r++) {
    for (const { id } of rotated(r)) {
      log(`stdio round ${r + 1}/${options.rounds}: ${id}`);
      const round = {
        cold1: await coldStarts(script(id), 1, options.coldStarts),
        cold1000: await coldStarts(script(id), 1000, options.coldStarts),
        calls: await callThroughput(script(id), { seconds: options.seconds }),
      };
      (results.stdio[id] ??= []).push(round);
    }
  }
}

if (options.sections.has('http')) {
  const skipped = new Set();
  for (let r = 0; r < options.rounds; r++) {
    for (const { id } of rotated(r)) {
      if (skipped.has(id)) continue;
      log(`http round ${r + 1}/${options.rounds}: ${id}`);
      try {
        const round = {};
        for (const count of [1, 1000]) round[count] = await httpThroughput(script(id), count, { seconds: options.httpSeconds });
        (results.http[id] ??= []).push(round);
      } catch (error) {
        if (!(error instanceof SkipError)) throw error;
        skipped.add(id);
        notes.push(`HTTP: ${id} skipped: ${error.message}`);
        log(`  skipped: ${error.message}`);
      }
    }
  }
}

if (options.sections.has('codegen')) {
  prepareCodegenPackage(1000);
  for (let r = 0; r < options.codegenRounds; r++) {
    log(`codegen round ${r + 1}/${options.codegenRounds}: mcp-codegen build, tsc --noEmit (${codegenPackageDir})`);
    results.codegen.build.push(coldBuildMs());
    results.codegen.tsc.push(tscNoEmitMs());
  }
}

let watchOutput;
const watchScript = join(benchDir, 'codegen-watch.mjs');
if (options.withWatch && existsSync(watchScript)) {
  log('codegen watch: bench/codegen-watch.mjs');
  watchOutput = execFileSync(process.execPath, [watchScript], { encoding: 'utf8' });
}

const meta = {
  command: `node bench/run.mjs ${process.argv.slice(2).join(' ')}`.trim(),
  date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
  rounds: options.rounds,
  machine: describeMachine(),
  loadStart,
  loadEnd: loadAverage(),
  notes: [...notes, `Whole run: ${((performance.now() - started) / 1000).toFixed(0)} s.`],
  watchOutput,
  harness: options.harness && harnessTable(...options.harness.map((file) => JSON.parse(readFileSync(file, 'utf8')))),
};
const out = options.out ?? join(benchDir, 'RESULTS.md');
writeFileSync(out, renderMarkdown(results, meta));
printSummary(results, (line) => process.stdout.write(`${line}\n`), watchOutput);
log(`\nwrote ${out}`);
