#!/usr/bin/env node
// Where a server's CPU goes in the independent harness's HTTP window, by thread and by kind, from a
// `perf record -e cpu-clock` sample (this VM has no hardware counters; perf's software clock works).
// The server runs with --perf-basic-prof so JavaScript frames have names; it gets the harness's probe,
// 1,000 warm-up requests, then the 10,000 of the window are recorded (STEADY=1: 60,000 more first,
// so the recorded window is warm). Prints, for the main thread and for the other threads (V8's
// compiler and GC helpers), milliseconds per kind: compile, gc, kernel, optimized JS, baseline JS,
// interpreted JS (each JS kind with the builtins and runtime it calls), and other native code;
// then the main thread's time by JavaScript function (self: the innermost JS frame of a sample).
//
//   node bench/micro/http-window-perf.mjs legacy|modern "node /tmp/hb/servers/floor/http.mjs" [top]
//
// The command is started with PORT and HOST=127.0.0.1 and must serve POST /mcp. perf's own
// overhead (and --perf-basic-prof's) is in every number: compare servers, not absolute values.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drive, harnessRequest } from './raw-http-drive.mjs';
import { freePort, connects } from './ports.mjs';

const [era = 'legacy', command, top = '25'] = process.argv.slice(2);
if (!command) throw new Error('usage: node bench/micro/http-window-perf.mjs legacy|modern "<command>" [top]');
const HZ = 4000;

const port = await freePort();
const { body, headers, bytes: request } = harnessRequest(port, era);
const folder = mkdtempSync(join(tmpdir(), 'window-perf-'));
const data = join(folder, 'perf.data');
const server = spawn('/bin/sh', ['-c', `exec ${command.replace(/^node /, 'node --perf-basic-prof ')}`], { cwd: folder, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] });
try {
  while (!(await connects(port))) await new Promise((resolve) => setTimeout(resolve, 20));
  await (await fetch(`http://127.0.0.1:${port}/mcp`, { method: 'POST', headers, body })).text();
  await drive(port, 1_000, request);
  if (process.env.STEADY) await drive(port, 60_000, request);
  const perf = spawn('perf', ['record', '-e', 'cpu-clock', '-F', String(HZ), '-g', '-p', String(server.pid), '-o', data], { stdio: 'ignore' });
  await new Promise((resolve) => setTimeout(resolve, 300)); // perf attaches
  await drive(port, 10_000, request);
  await new Promise((resolve) => setTimeout(resolve, 200)); // compile jobs the window started finish
  perf.kill('SIGINT');
  await new Promise((resolve) => perf.on('exit', resolve));
} finally {
  server.kill();
}

/** Samples as { tid, frames } with frames innermost first, each "symbol (object)". */
function samples() {
  const text = spawnSync('perf', ['script', '-i', data, '-F', 'tid,ip,sym,dso'], { encoding: 'utf8', maxBuffer: 1 << 30 }).stdout;
  return text.split('\n\n').filter((block) => block.trim()).map((block) => {
    const [head, ...frames] = block.split('\n');
    return { tid: head.trim(), frames: frames.map((line) => line.trim().replace(/^[0-9a-f]+ /, '')) };
  });
}

const COMPILE = /v8::internal::(compiler|baseline|maglev|interpreter)::|v8::internal::(Compiler|Parser|ParserBase|PreParser|OptimizedCompilationJob|OptimizingCompileDispatcher|Scanner)\b|CompileLazy|Runtime_CompileOptimized|Runtime_InstallBaselineCode/;
const GC = /Heap::|Scavenge|MarkCompact|GCTracer|MinorMC|ConcurrentMarking|IncrementalMarking|Sweeper/;
const TIERS = { '*': 'optimized JS', '^': 'baseline JS', '~': 'interpreted JS', '+': 'maglev JS' };

function kindOf(frames) {
  const all = frames.join('\n');
  if (GC.test(all)) return 'gc';
  if (COMPILE.test(all)) return 'compile';
  if (frames[0]?.includes('[kernel')) return 'kernel';
  const js = frames.find((frame) => frame.includes('JS:'));
  if (js) return TIERS[/JS:(.)/.exec(js)[1]] ?? 'JS';
  return 'native';
}

const all = samples();
const counts = new Map();
for (const { tid } of all) counts.set(tid, (counts.get(tid) ?? 0) + 1);
const main = [...counts].sort((a, b) => b[1] - a[1])[0][0];
const ms = (n) => (n * 1000 / HZ).toFixed(0);
const tally = (list, key) => {
  const map = new Map();
  for (const item of list) {
    const k = key(item);
    if (k !== undefined) map.set(k, (map.get(k) ?? 0) + 1);
  }
  return [...map].sort((a, b) => b[1] - a[1]);
};
console.log(`${command} (${era}${process.env.STEADY ? ', steady' : ''}): 10,000 requests`);
for (const [label, list] of [['main thread', all.filter((s) => s.tid === main)], ['other threads', all.filter((s) => s.tid !== main)]]) {
  console.log(`  ${label}: ${ms(list.length)} ms: ${tally(list, (s) => kindOf(s.frames)).map(([kind, n]) => `${kind} ${ms(n)}`).join(', ')}`);
}
const self = tally(all.filter((s) => s.tid === main), (s) => s.frames.find((frame) => frame.includes('JS:'))?.replace(/ \(\/tmp\/perf-.*$/, '').replace(/file:\/\/\S*\/(?=[^/]+:\d+:\d+$)/, ''));
console.log(`  main thread by JavaScript function (self, with the builtins it calls):\n${self.slice(0, Number(top)).map(([name, n]) => `    ${ms(n).padStart(5)} ms ${name}`).join('\n')}`);
rmSync(folder, { recursive: true, force: true });
rmSync(`/tmp/perf-${server.pid}.map`, { force: true }); // --perf-basic-prof's symbol map (the command execs node, so the pid is node's)
