#!/usr/bin/env node
// Bytes a server allocates per stateless tools/call on the wire, from V8's own GC trace
// (--trace-gc-nvp: `allocated` summed over the scavenges of the measured requests), with the
// scavenges and the bytes that survived them. Raw keep-alive requests on 16 connections
// (raw-http-drive.mjs), the harness's headers; 5,000 requests first, then `requests` measured.
// The byte counts barely move with the machine's load, unlike CPU time: use them to pair builds.
//
//   node bench/micro/http-alloc.mjs legacy|modern "<server command>" [requests]
//   node bench/micro/http-alloc.mjs legacy "node /tmp/hb/servers/floor/http.mjs"
import { spawn } from 'node:child_process';
import { drive, harnessRequest } from './raw-http-drive.mjs';
import { freePort, connects } from './ports.mjs';

const [era = 'legacy', command, requests = '30000'] = process.argv.slice(2);
if (!command) throw new Error('usage: node bench/micro/http-alloc.mjs legacy|modern "<server command>" [requests]');


const port = await freePort();
const request = harnessRequest(port, era).bytes;

const child = spawn('/bin/sh', ['-c', `exec ${command.replace(/^node /, 'node --trace-gc-nvp ')}`], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'ignore'] });
let trace = '';
child.stdout.setEncoding('utf8').on('data', (chunk) => (trace += chunk));
for (let i = 0; i < 400 && !(await connects(port)); i++) await new Promise((resolve) => setTimeout(resolve, 50));
await drive(port, 5_000, request);
const start = trace.length;
const count = Number(requests);
await drive(port, count, request);
const measured = trace.slice(start);
child.kill();

const scavenges = [...measured.matchAll(/gc=s .*?allocated=(\d+) promoted=(\d+) new_space_survived=(\d+)/g)];
const perRequest = (group) => (scavenges.reduce((sum, match) => sum + Number(match[group]), 0) / count).toFixed(1);
console.log(`${era} ${command}\n  ${perRequest(1)} B allocated per request, ${scavenges.length} scavenges over ${count} requests, ${perRequest(3)} B/req survived, ${perRequest(2)} B/req promoted`);
