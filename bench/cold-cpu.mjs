#!/usr/bin/env node
// Cold start measured in CPU time, which a loaded machine changes far less than wall time: spawns
// each command in turn (interleaved, so both see the same load), writes `initialize` at once, then
// `tools/list`, then one `tools/call add`, and reads the server's CPU time (all its threads, from
// /proc/<pid>/task/*/schedstat, nanoseconds) as each reply arrives. Prints medians and ratios.
//
// --call-after-ms N sends the call N ms after the list reply instead of at once (serve() loads the
// classes 50 ms after the first list: with N above that, the first call finds them loaded), and counts
// the first call's CPU from the moment it is sent.
//
//   node bench/harness-server.mjs --out /tmp/ours
//   node bench/cold-cpu.mjs --rounds 15 --cmd "ours=node /tmp/ours/app.mjs /tmp/ours/feature-1000" \
//     --cmd "floor=node servers/floor/stdio.mjs" --env BENCH_TOOLS=1000 --env VALIDATOR=hand
//
// Commands run in --cwd, by default the independent harness (../shared/bench), whose floor needs no install.
// The last command is the baseline of the ratios.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { rootDir } from './lib/paths.mjs';

const { values } = parseArgs({
  options: {
    cmd: { type: 'string', multiple: true, default: [] },
    env: { type: 'string', multiple: true, default: [] },
    rounds: { type: 'string', default: '9' },
    // Stop the server after the first tools/list, without a call: to profile start-up alone.
    'no-call': { type: 'boolean', default: false },
    'call-after-ms': { type: 'string', default: '0' },
    cwd: { type: 'string', default: join(rootDir, '..', 'shared', 'bench') },
  },
});
const env = { ...process.env, ...Object.fromEntries(values.env.map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)])) };
const commands = values.cmd.map((spec) => ({ name: spec.slice(0, spec.indexOf('=')), line: spec.slice(spec.indexOf('=') + 1) }));

/** CPU nanoseconds of every thread of a process (first field of schedstat). */
function cpuMs(pid) {
  let ns = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return ns / 1e6;
}

function rssMiB(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

function once(command) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('/bin/sh', ['-c', `exec ${command.line}`], { cwd: values.cwd, env, stdio: ['pipe', 'pipe', 'ignore'] });
    const marks = {};
    let buffer = '';
    const send = (message) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      let newline;
      while ((newline = buffer.indexOf('\n')) !== -1) {
        const message = JSON.parse(buffer.slice(0, newline));
        buffer = buffer.slice(newline + 1);
        const at = { ms: performance.now() - started, cpu: cpuMs(child.pid) };
        if (message.id === 1) {
          marks.init = at;
          send({ method: 'notifications/initialized' });
          send({ id: 2, method: 'tools/list' });
        } else if (message.id === 2) {
          marks.list = { ...at, rss: rssMiB(child.pid), tools: message.result.tools.length };
          if (values['no-call']) {
            marks.call = at;
            child.kill('SIGTERM');
            continue;
          }
          const sendCall = () => {
            marks.sent = { ms: performance.now() - started, cpu: cpuMs(child.pid) };
            send({ id: 3, method: 'tools/call', params: { name: 'add', arguments: { a: 1, b: 2 } } });
          };
          const after = Number(values['call-after-ms']);
          if (after > 0) setTimeout(sendCall, after);
          else sendCall();
        } else if (message.id === 3) {
          if (message.result?.content?.[0]?.text !== '3') reject(new Error(`${command.name}: add gave ${JSON.stringify(message)}`));
          marks.call = at;
          child.kill('SIGTERM');
        }
      }
    });
    child.on('exit', () => (marks.call ? resolve(marks) : reject(new Error(`${command.name} exited early`))));
    send({ id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'cold-cpu', version: '0' } } });
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const samples = Object.fromEntries(commands.map((c) => [c.name, []]));
const loadBefore = loadavg()[0];
for (let round = 0; round < Number(values.rounds); round++) {
  for (const command of commands) samples[command.name].push(await once(command));
}
const rows = commands.map(({ name }) => {
  const s = samples[name];
  return {
    name,
    tools: s[0].list.tools,
    initMs: median(s.map((m) => m.init.ms)),
    initCpuMs: median(s.map((m) => m.init.cpu)),
    listMs: median(s.map((m) => m.list.ms)),
    listCpuMs: median(s.map((m) => m.list.cpu)),
    firstCallCpuMs: median(s.map((m) => m.call.cpu - (m.sent ?? m.list).cpu)),
    firstCallMs: median(s.map((m) => m.call.ms - (m.sent ?? m.list).ms)),
    rssMiB: median(s.map((m) => m.list.rss)),
  };
});
const base = rows.at(-1);
console.log(`${values.rounds} rounds, ${cpus().length} cores, load ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}; medians, × = ratio to ${base.name}`);
for (const r of rows) {
  const x = (key) => `${r[key].toFixed(1)} (${(r[key] / base[key]).toFixed(2)}×)`;
  console.log(
    `${r.name.padEnd(8)} tools ${r.tools}  init ${x('initMs')} ms cpu ${x('initCpuMs')} | list ${x('listMs')} ms cpu ${x('listCpuMs')} | 1st call ${x('firstCallMs')} ms cpu ${x('firstCallCpuMs')} | rss ${x('rssMiB')} MiB`,
  );
}
