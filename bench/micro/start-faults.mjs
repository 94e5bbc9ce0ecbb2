// Spawn → initialize reply, per server: minor page faults, CPU ticks and RSS, read from /proc at the
// reply (medians over rounds, servers interleaved). On this VM a fresh page costs ~20 µs of CPU, so a
// start-up can count fewer instructions and still cost more (bench/PROFILES.md, cold start, wave 5).
//
//   cd <harness folder> && node bench/micro/start-faults.mjs 8 "node servers/floor/stdio.mjs" "node /tmp/ours/app.mjs /tmp/ours/feature-1000"
//   (BENCH_TOOLS=1000 VALIDATOR=hand are set for the harness's servers)
//   AT=list: read the counters at the first tools/list reply instead (sent after the initialize reply).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const [rounds, ...commands] = process.argv.slice(2);
const INITIALIZE = `${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'start-faults', version: '1' } } })}\n`;
const LIST = `${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n${JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' })}\n`;
const atList = process.env.AT === 'list';
const FIELDS = ['minflt', 'utime', 'stime', 'rssKiB'];

function countersOf(pid) {
  // Fields after the command's closing parenthesis: state is 0, minflt 7, utime 11, stime 12 (proc(5)).
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1];
  return { minflt: Number(stat[7]), utime: Number(stat[11]), stime: Number(stat[12]), rssKiB: Number(rss) };
}

function startOnce(command) {
  return new Promise((resolve, reject) => {
    const [file, ...args] = command.split(' ');
    const child = spawn(file, args, { env: { ...process.env, BENCH_TOOLS: '1000', VALIDATOR: 'hand' }, stdio: ['pipe', 'pipe', 'ignore'] });
    let text = '';
    child.on('error', reject);
    child.stdout.on('data', (chunk) => {
      text += chunk;
      const replies = text.split('\n').length - 1;
      if (replies === 0) return;
      if (atList && replies === 1) {
        if (!child.listSent) child.stdin.write(LIST);
        child.listSent = true;
        return;
      }
      const counters = countersOf(child.pid);
      child.kill();
      resolve(counters);
    });
    child.stdin.write(INITIALIZE);
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const runs = new Map(commands.map((command) => [command, []]));
for (let round = 0; round < Number(rounds); round++) {
  for (const command of commands) runs.get(command).push(await startOnce(command));
}
for (const [command, results] of runs) {
  console.log(`${command}\n  ${FIELDS.map((field) => `${field} ${median(results.map((r) => r[field]))}`).join('  ')}`);
}
