#!/usr/bin/env node
// Runs the official MCP conformance suite against the fixture server in
// samples/05-conformance: starts it over Streamable HTTP on 127.0.0.1 (an
// ephemeral port unless PORT is set), runs every scenario (the suite needs
// Node 22, which npx brings from the registry without touching the project's
// Node), stops the server it started, and exits non-zero on any failure.
// Then the 0.2 pre-release runs the scenarios the 2026-07-28 revision requires
// (stateless wire), and its whole suite (`--suite all`: pending scenarios and
// the extensions too), each with its own expected-failures file if present.
// Prints the check counts of each run at the end.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SUITE = '@modelcontextprotocol/conformance@0.1.16';
const MODERN_SUITE = '@modelcontextprotocol/conformance@0.2.0-alpha.12';
const modernExpectedFailures = fileURLToPath(new URL('../samples/05-conformance/expected-failures-2026-07-28.yml', import.meta.url));
const server = fileURLToPath(new URL('../samples/05-conformance/dist/main.js', import.meta.url));
const expectedFailures = fileURLToPath(new URL('../samples/05-conformance/expected-failures.yml', import.meta.url));
const baseline = (file) => (existsSync(file) ? ['--expected-failures', file] : []);
const extraArgs = process.argv.slice(2);

if (!existsSync(server)) {
  console.error(`${server} is missing: run \`npm run build\` first.`);
  process.exit(2);
}

const child = spawn(process.execPath, [server, '--http'], {
  env: { ...process.env, PORT: process.env.PORT ?? '0' },
  stdio: ['ignore', 'inherit', 'pipe'],
});
const url = await new Promise((resolve, reject) => {
  let buffered = '';
  child.stderr.on('data', (chunk) => {
    buffered += chunk;
    const match = /http:\/\/127\.0\.0\.1:\d+\/mcp/.exec(buffered);
    if (match) resolve(match[0]);
  });
  child.once('exit', (code) => reject(new Error(`the fixture server exited (${code}) before listening:\n${buffered}`)));
});
child.stderr.resume();
console.log(`conformance: fixture server at ${url}`);

const runSuite = (pkg, args) => {
  const suite = spawn('npx', ['-y', '-p', 'node@22', '-p', pkg, 'conformance', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  suite.stdout.on('data', (chunk) => {
    output += chunk;
    process.stdout.write(chunk);
  });
  return new Promise((resolve) => suite.once('exit', (code) => resolve({ status: code ?? 1, total: /Total: \d+ passed, \d+ failed/.exec(output)?.[0] ?? 'no total printed' })));
};
const runs = [
  { pkg: SUITE, label: '--suite all', args: ['--suite', 'all', ...baseline(expectedFailures), ...extraArgs] },
  { pkg: MODERN_SUITE, label: '--requirements 2026-07-28', args: ['--requirements', '2026-07-28', ...baseline(modernExpectedFailures)] },
  { pkg: MODERN_SUITE, label: '--suite all', args: ['--suite', 'all'] },
];
const results = [];
for (const { pkg, label, args } of runs) {
  console.log(`conformance: ${pkg} ${label}`);
  results.push({ label: `${pkg} ${label}`, ...(await runSuite(pkg, ['server', '--url', url, ...args])) });
}
for (const { label, status, total } of results) console.log(`conformance: ${label}: ${total}, exit ${status}`);
const status = results.find((result) => result.status !== 0)?.status ?? 0;

child.kill('SIGTERM');
await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
process.exit(status);
