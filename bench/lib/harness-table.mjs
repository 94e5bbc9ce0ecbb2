// Issue #19's table from the independent harness's raw results (../shared/bench writes them to
// results/run-*.json): for every row, the ratio of a server to the floor in each round (the two
// ran in the same round, so load hits both), then the median of those per-round ratios and their
// range. The harness's own report takes medians of values instead; pairing by round is what the
// issue asks for and what stays stable on a shared machine.
//
// `modernRun` is an optional second run with `--http-era modern --only http,httpMany`: its HTTP
// rows are the 2026-07-28 wire, and their ratio to the first run's is "2026 ÷ our 2025 path"
// (each side paired with the floor of its own run, so load between the runs cancels).
import { median } from './percentiles.mjs';

// cost: higher is worse, ratio = server ÷ floor; rate: higher is better, ratio = floor ÷ server.
const ROWS = [
  { label: 'stdio pipelined (64): CPU µs/call', phase: 'throughput', get: (d) => d.pipelined.serverCpuUsPerCall, target: 1.2 },
  { label: 'stdio pipelined (64): calls/s', phase: 'throughput', get: (d) => d.pipelined.callsPerSec, rate: true },
  { label: 'stdio invalid arguments (64): CPU µs/call', phase: 'throughput', get: (d) => d.invalid.serverCpuUsPerCall, target: 1.3 },
  { label: 'stdio sequential p50 µs', phase: 'throughput', get: (d) => d.sequential.latUs.p50 },
  { label: 'HTTP stateless, 1 tool: CPU µs/request', phase: 'http', get: (d) => d.serverCpuUsPerReq, target: 1.2, http: true },
  { label: 'HTTP stateless, 1,000 tools: CPU µs/request', phase: 'httpMany', get: (d) => d.serverCpuUsPerReq, target: 1.2, http: true },
  { label: 'cold start → initialize, 1,000 tools, ms', phase: 'coldMany', get: (d) => d.initMs.p50, target: 1.2 },
  { label: 'cold start → first tools/list, 1,000 tools, ms', phase: 'coldMany', get: (d) => d.firstListMs.p50, target: 1.2 },
  { label: 'RSS after start, 1,000 tools, MiB', phase: 'coldMany', get: (d) => d.rssMiB.p50, target: 1.2 },
  { label: 'warm tools/list, 1,000 tools, ms', phase: 'list', get: (d) => d.listMs.p50 },
  { label: 'tools/call pipelined with 1,000 tools, calls/s', phase: 'list', get: (d) => d.callsAtManyTools.callsPerSec, rate: true },
];

// round -> value for one server and row
function perRound(run, server, row) {
  const out = new Map();
  for (const r of run.records) {
    if (r.server === server && r.phase === row.phase && r.ok) out.set(r.round, row.get(r.data));
  }
  return out;
}

// The per-round paired ratios of `server` to the floor, for one row.
function pairedRatios(run, server, row, floor) {
  const mine = perRound(run, server, row);
  const base = perRound(run, floor, row);
  const ratios = [];
  for (const [round, value] of mine) {
    if (!base.has(round)) continue;
    ratios.push(row.rate ? base.get(round) / value : value / base.get(round));
  }
  return ratios;
}

const fmt = (x) => (!Number.isFinite(x) ? 'n/a' : x >= 1000 ? Math.round(x).toLocaleString('en-US') : x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));
const times = (x) => (!Number.isFinite(x) ? 'n/a' : `${x >= 10 ? x.toFixed(0) : x.toFixed(2)}×`);
const spread = (xs) => (xs.length > 1 ? ` (${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)})` : '');
const verdict = (ratio, target) => (target === undefined ? '' : ratio <= target ? `≤ ${target}×: met` : `≤ ${target}×: **missed**`);

export function harnessTable(legacyRun, modernRun, { server: ours = 'ours', baseline: floor = 'floor' } = {}) {
  const others = legacyRun.meta.servers.map((s) => s.id).filter((id) => id !== ours && id !== floor);
  const lines = [
    `| row | ${floor} | ${ours} | ${ours} × ${floor}, per round | target | ${others.map((id) => `${id} ×`).join(' | ')} |`,
    `|---|---:|---:|---:|---|${others.map(() => '---:|').join('')}`,
  ];
  const valueOf = (run, server, row) => median([...perRound(run, server, row).values()]);
  const legacyHttp = {};
  for (const row of ROWS) {
    const ratios = pairedRatios(legacyRun, ours, row, floor);
    const ratio = median(ratios);
    if (row.http) legacyHttp[row.phase] = ratio;
    const rest = others.map((id) => times(median(pairedRatios(legacyRun, id, row, floor))));
    lines.push(
      `| ${row.label} | ${fmt(valueOf(legacyRun, floor, row))} | ${fmt(valueOf(legacyRun, ours, row))} | ` +
        `${times(ratio)}${spread(ratios)} | ${verdict(ratio, row.target)} | ${rest.join(' | ')} |`,
    );
  }
  for (const row of modernRun ? ROWS.filter((r) => r.http) : []) {
    const ratios = pairedRatios(modernRun, ours, row, floor);
    const ratio = median(ratios);
    const ofLegacy = ratio / legacyHttp[row.phase];
    lines.push(
      `| 2026-07-28 wire: ${row.label} | ${fmt(valueOf(modernRun, floor, row))} | ${fmt(valueOf(modernRun, ours, row))} | ` +
        `${times(ratio)}${spread(ratios)} | ${verdict(ratio, row.target)}; ÷ our 2025 path ${ofLegacy.toFixed(2)}×: ` +
        `${ofLegacy <= 1.1 ? 'met' : '**missed**'} (≤ 1.1×) | ${others.map(() => '').join(' | ')} |`,
    );
  }
  const about = (run) =>
    `${run.meta.started} → ${run.meta.finished}, ${run.meta.rounds} rounds, load ${run.meta.loadavgStart.map((l) => l.toFixed(2)).join('/')} at start, Node ${run.meta.node}`;
  return `Runs: ${about(legacyRun)}${modernRun ? `; 2026 wire: ${about(modernRun)}` : ''}.\n\n${lines.join('\n')}`;
}
