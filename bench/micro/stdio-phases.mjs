#!/usr/bin/env node
// The harness's stdio throughput phases (its client, warm-up and order: sequential, pipelined 64,
// invalid 64), servers interleaved round by round, with what /proc says about each phase: CPU per
// call on all threads and on the main one, page faults, read/write syscalls and their sizes,
// context switches. Page faults showed where the pipelined row's extra CPU went (bench/PROFILES.md,
// stdio, wave 4): a young-generation growth, ~1,000 fresh pages, inside the measured window.
//
//   node bench/micro/stdio-phases.mjs ROUNDS 'floor=node servers/floor/stdio.mjs' 'ours=node /tmp/ours/app.mjs /tmp/ours/feature-1'
//   (run from the harness's folder; HARNESS=path/to/harness when it is not ../shared/bench; CALLS=20000)
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const harness = resolve(process.env.HARNESS ?? new URL('../../../shared/bench', import.meta.url).pathname);
const { spawnServer, stopServer } = await import(pathToFileURL(`${harness}/lib/proc.mjs`).href);
const { StdioClient } = await import(pathToFileURL(`${harness}/lib/stdio-client.mjs`).href);

const calls = Number(process.env.CALLS ?? 20_000);
const addLine = (seq, id) => `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"add","arguments":{"a":${seq},"b":1}}}\n`;
const badLine = (seq, id) => `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"add","arguments":{"a":"x${seq}","b":1}}}\n`;
const isSum = (msg, seq) => msg.result?.content?.[0]?.text === String(seq + 1);
const isRejected = (msg) => !!msg.error || msg.result?.isError === true;

function statFields(path) {
  const text = readFileSync(path, 'utf8');
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
}

/** What /proc says about the server now. */
function sample(pid) {
  let cpuNs = 0;
  let mainNs = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const ns = Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    cpuNs += ns;
    if (Number(tid) === pid) mainNs = ns;
  }
  const stat = statFields(`/proc/${pid}/stat`);
  const io = readFileSync(`/proc/${pid}/io`, 'utf8');
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (text, name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)[1]);
  return {
    cpuNs, mainNs, minflt: Number(stat[7]), utime: Number(stat[11]), stime: Number(stat[12]),
    syscr: field(io, 'syscr'), syscw: field(io, 'syscw'), rchar: field(io, 'rchar'), wchar: field(io, 'wchar'),
    switches: field(status, 'voluntary_ctxt_switches') + field(status, 'nonvoluntary_ctxt_switches'),
  };
}

async function phases(cmd) {
  const child = spawnServer(cmd);
  const client = new StdioClient(child);
  try {
    await client.initialize({ timeoutMs: 30_000 });
    client.notify('notifications/initialized');
    await client.request('tools/list', {}, { timeoutMs: 30_000 });
    await client.load({ count: 2_000, inflight: 64, makeLine: addLine, check: isSum });
    await client.load({ count: 1_000, inflight: 64, makeLine: badLine, check: isRejected });
    const out = {};
    for (const [name, inflight, makeLine, check] of [['sequential', 1, addLine, isSum], ['pipelined', 64, addLine, isSum], ['invalid', 64, badLine, isRejected]]) {
      const a = sample(child.pid);
      const r = await client.load({ count: calls, inflight, makeLine, check });
      const b = sample(child.pid);
      out[name] = {
        cpuUs: (b.cpuNs - a.cpuNs) / 1e3 / calls, mainUs: (b.mainNs - a.mainNs) / 1e3 / calls,
        pageFaults: b.minflt - a.minflt, ticks: `${b.utime - a.utime}u/${b.stime - a.stime}s`,
        reads: b.syscr - a.syscr, readBytes: (b.rchar - a.rchar) / Math.max(1, b.syscr - a.syscr),
        writes: b.syscw - a.syscw, writeBytes: (b.wchar - a.wchar) / Math.max(1, b.syscw - a.syscw),
        switches: b.switches - a.switches, wrong: r.bad,
      };
    }
    return out;
  } finally {
    await stopServer(child);
  }
}

const [rounds, ...specs] = process.argv.slice(2);
if (!rounds || specs.length === 0) throw new Error("usage: stdio-phases.mjs ROUNDS 'name=command' ...");
const servers = specs.map((spec) => [spec.slice(0, spec.indexOf('=')), spec.slice(spec.indexOf('=') + 1)]);
for (let round = 0; round < Number(rounds); round++) {
  for (const [name, cmd] of round % 2 ? [...servers].reverse() : servers) {
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
    for (const [phase, x] of Object.entries(await phases(cmd))) {
      console.log(`round ${round} load ${load} ${name.padEnd(8)} ${phase.padEnd(10)} ${x.cpuUs.toFixed(2)} µs/call (main ${x.mainUs.toFixed(2)}) page faults ${x.pageFaults} ticks ${x.ticks} reads ${x.reads} × ${x.readBytes.toFixed(0)} B writes ${x.writes} × ${x.writeBytes.toFixed(0)} B switches ${x.switches}${x.wrong ? ` WRONG ${x.wrong}` : ''}`);
    }
  }
}
