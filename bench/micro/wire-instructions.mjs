#!/usr/bin/env node
// The harness's HTTP request pattern served in one process, for instruction counts that do not move
// with the machine's load: listenHttp (stateless, 127.0.0.1:0) and a raw keep-alive client
// (raw-http-drive.mjs: 16 connections, the harness's request bytes) in the same process. Sends one
// request, then 1,000 (the harness's warm-up), then `requests` more, and exits. Run it under
// cachegrind twice, with 0 and with 10,000 requests: the difference is the harness's window,
// compile work on V8's other threads included (cachegrind counts every thread).
//
//   valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null node bench/micro/wire-instructions.mjs <feature dir> legacy|modern 10000
// It runs the runtime its own folder resolves: to pair two builds, copy it and raw-http-drive.mjs beside each.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer, listenHttp } from '@mcp-codegen/runtime';
import { drive, harnessRequest } from './raw-http-drive.mjs';

const [featureDir, era = 'legacy', requests = '10000'] = process.argv.slice(2);
if (!featureDir) throw new Error('usage: node bench/micro/wire-instructions.mjs <feature dir built by bench/harness-server.mjs> legacy|modern <requests>');
const { feature } = await import(pathToFileURL(resolve(featureDir, 'dist', 'index.js')).href);
const quiet = { debug() {}, info() {}, warn() {}, error: (...args) => console.error(...args) };
const listener = await listenHttp(createServer([feature], { logger: quiet }), { port: 0, host: '127.0.0.1', sessions: false, logger: quiet });
const request = harnessRequest(listener.port, era).bytes;
await drive(listener.port, 1, request); // the probe: answered before anything else is sent
await drive(listener.port, 1000, request);
if (Number(requests) > 0) await drive(listener.port, Number(requests), request);
process.exit(0);
