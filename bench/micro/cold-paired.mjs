// Wall time from spawn to the first byte of the initialize reply, per command, the commands interleaved
// start by start so the machine's drift falls on all of them; medians, and each over the first command's.
// A change to start-up shows here as a few percent, within the harness's round-to-round spread.
//
//   node bench/micro/cold-paired.mjs <node binary> 60 "node /tmp/before/app.mjs /tmp/before/feature-1000" "node /tmp/after/app.mjs /tmp/after/feature-1000"
//   (a command's leading `node` is replaced by the binary given, so one Node runs them all)
import { spawn } from 'node:child_process';

const [node, starts, ...commands] = process.argv.slice(2);
if (commands.length < 1) throw new Error('usage: node bench/micro/cold-paired.mjs <node binary> <starts> "<command>"...');
const INITIALIZE = `${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'cold-paired', version: '1' } } })}\n`;

function start(command) {
  return new Promise((resolve, reject) => {
    const [program, ...args] = command.split(' ');
    const began = performance.now();
    const child = spawn(program === 'node' ? node : program, args, { stdio: ['pipe', 'pipe', 'ignore'] });
    child.on('error', reject);
    child.stdout.once('data', () => {
      resolve(performance.now() - began);
      child.kill();
    });
    child.stdin.end(INITIALIZE);
  });
}

const times = commands.map(() => []);
for (let i = 0; i < Number(starts); i++) {
  for (let c = 0; c < commands.length; c++) times[c].push(await start(commands[c]));
}
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
for (let c = 0; c < commands.length; c++) {
  console.log(`${median(times[c]).toFixed(2)} ms  ×${(median(times[c]) / median(times[0])).toFixed(3)}  ${commands[c]}`);
}
