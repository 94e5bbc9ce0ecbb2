// Spawn → a reply, in user-space instructions of every thread (valgrind cachegrind), which the machine's
// load does not move (±0.5% run to run, about ±4 M at start-up): servers interleaved round by round,
// medians, each as a ratio to the last command (put the floor last). Sends `initialize`, then
// `notifications/initialized` + `tools/list` after its reply, then `tools/call add` after the list's;
// EXIT_ID=1|2|3 (default 1) stops the server right after that reply (exit-at-reply.mjs).
//
//   cd <harness folder> && EXIT_ID=1 node bench/micro/start-instructions.mjs 3 \
//     "base=node /tmp/base/app.mjs /tmp/base/feature-1000" "new=node /tmp/new/app.mjs /tmp/new/feature-1000" \
//     "floor=node servers/floor/stdio.mjs"
// (BENCH_TOOLS=1000 VALIDATOR=hand are set for the harness's servers.)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [rounds = '3', ...specs] = process.argv.slice(2);
if (specs.length === 0) throw new Error('usage: node bench/micro/start-instructions.mjs ROUNDS "name=node app.mjs ..." ... (the last is the baseline)');
const preload = fileURLToPath(new URL('./exit-at-reply.mjs', import.meta.url));
const exitId = process.env.EXIT_ID ?? '1';
const logDir = mkdtempSync(join(tmpdir(), 'start-instructions-'));
const message = (m) => `${JSON.stringify({ jsonrpc: '2.0', ...m })}\n`;

function countOnce(command, index) {
  return new Promise((resolve, reject) => {
    const [node, ...args] = command.split(' ');
    if (node !== 'node') reject(new Error(`${command}: the command must start with node (the preload goes after it)`));
    const log = join(logDir, `${index}.log`);
    const child = spawn('valgrind', ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null', `--log-file=${log}`, node, '--import', preload, ...args], {
      env: { ...process.env, EXIT_ID: exitId, BENCH_TOOLS: '1000', VALIDATOR: 'hand' },
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdin.write(message({ id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'start-instructions', version: '1' } } }));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (!child.listed && out.includes('"id":1')) {
        child.listed = true;
        child.stdin.write(message({ method: 'notifications/initialized' }) + message({ id: 2, method: 'tools/list' }));
      }
      if (!child.called && out.includes('"id":2')) {
        child.called = true;
        child.stdin.write(message({ id: 3, method: 'tools/call', params: { name: 'add', arguments: { a: 1, b: 2 } } }));
      }
    });
    child.on('error', reject);
    child.on('exit', () => {
      const refs = /I\s+refs:\s+([\d,]+)/.exec(readFileSync(log, 'utf8'));
      if (!refs) reject(new Error(`${command}: no instruction count (see ${log})`));
      else resolve(Number(refs[1].replaceAll(',', '')) / 1e6);
    });
  });
}

const named = specs.map((spec) => [spec.slice(0, spec.indexOf('=')), spec.slice(spec.indexOf('=') + 1)]);
const counts = named.map(() => []);
for (let round = 0; round < Number(rounds); round++) {
  for (const [index, [, command]] of named.entries()) counts[index].push(await countOnce(command, index));
}
rmSync(logDir, { recursive: true });
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const baseline = median(counts.at(-1));
console.log(`spawn → reply ${exitId}, M instructions (medians of ${rounds}); load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
for (const [index, [name]] of named.entries()) {
  const m = median(counts[index]);
  console.log(`${name.padEnd(10)} ${m.toFixed(1).padStart(7)}  ×${(m / baseline).toFixed(3)}  runs ${counts[index].map((c) => c.toFixed(1)).join(' ')}`);
}
