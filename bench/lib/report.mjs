// Turns the rounds into RESULTS.md: medians per server, ratios against the
// floor (or against tsc for codegen), and the issue's targets met or missed.
import { metrics, targets } from './metrics.mjs';
import { median } from './percentiles.mjs';

export const servers = [
  { id: 'floor', label: 'floor (raw)' },
  { id: 'ours', label: 'mcp-codegen' },
  { id: 'sdk-v1', label: 'SDK v1 1.32.2' },
  { id: 'sdk-v2', label: 'SDK v2 2.4.0' },
];

/** Median over rounds of one metric for one server; undefined when not measured. */
export function medianOf(results, key, server) {
  const metric = metrics[key];
  const rounds = results[metric.section]?.[server] ?? [];
  return rounds.length === 0 ? undefined : median(rounds.map(metric.get));
}

export function ratioToFloor(results, key, server) {
  const value = medianOf(results, key, server);
  const floor = medianOf(results, key, 'floor');
  return value === undefined || !floor ? undefined : value / floor;
}

const fmt = (value, digits) => (value === undefined ? '—' : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }));
const times = (ratio) => (ratio === undefined ? '—' : `${ratio.toFixed(2)}×`);

function sectionTable(results, section) {
  const rows = Object.entries(metrics).filter(([, metric]) => metric.section === section);
  const head = `| metric | unit | ${servers.map((s) => s.label).join(' | ')} |\n|---|---|${servers.map(() => '---:|').join('')}`;
  const body = rows.map(([key, metric]) => {
    const cells = servers.map((s) => {
      const value = medianOf(results, key, s.id);
      return s.id === 'floor' ? fmt(value, metric.digits) : `${fmt(value, metric.digits)} (${times(ratioToFloor(results, key, s.id))})`;
    });
    return `| ${metric.label} | ${metric.unit} (${metric.better} is better) | ${cells.join(' | ')} |`;
  });
  return [head, ...body].join('\n');
}

/** The signature-edit ratio bench/codegen-watch.mjs printed, if it ran. */
function watchRatio(watchOutput) {
  const match = /one signature changed.*ratio ([\d.]+)/.exec(watchOutput ?? '');
  return match ? Number(match[1]) : undefined;
}

export function targetRows(results, watchOutput) {
  const rows = targets.map(({ metric, atLeast, atMost }) => {
    const ratio = ratioToFloor(results, metric, 'ours');
    const met = ratio === undefined ? undefined : atLeast !== undefined ? ratio >= atLeast : ratio <= atMost;
    return { label: metrics[metric].label, want: atLeast !== undefined ? `≥ ${atLeast}× floor` : `≤ ${atMost}× floor`, ratio, met };
  });
  const build = results.codegen?.build ?? [];
  const tsc = results.codegen?.tsc ?? [];
  if (build.length && tsc.length) {
    const ratio = median(build) / median(tsc);
    rows.push({ label: 'codegen cold build, 1,000 tools', want: '≤ 1.5× tsc --noEmit', ratio, met: ratio <= 1.5 });
  }
  const watch = watchRatio(watchOutput);
  if (watch !== undefined) rows.push({ label: 'codegen watch, one signature edit (200 tools)', want: '≤ 0.10× cold build', ratio: watch, met: watch <= 0.1 });
  return rows;
}

function targetTable(results, watchOutput) {
  const head = '| target | wanted | measured | |\n|---|---|---:|---|';
  const body = targetRows(results, watchOutput).map((r) => `| ${r.label} | ${r.want} | ${times(r.ratio)} | ${r.met === undefined ? 'not measured' : r.met ? 'met' : '**missed**'} |`);
  return [head, ...body].join('\n');
}

function codegenTable(results) {
  const build = results.codegen?.build ?? [];
  const tsc = results.codegen?.tsc ?? [];
  if (!build.length) return '_Not run._';
  return [
    '| step | median ms | runs (ms) |',
    '|---|---:|---|',
    `| mcp-codegen build, cold, 1,000 tools | ${fmt(median(build), 0)} | ${build.map((v) => v.toFixed(0)).join(', ')} |`,
    `| tsc --noEmit, same sources | ${fmt(median(tsc), 0)} | ${tsc.map((v) => v.toFixed(0)).join(', ')} |`,
    `| ratio | ${times(median(build) / median(tsc))} | |`,
  ].join('\n');
}

export function renderMarkdown(results, meta) {
  const m = meta.machine;
  return `# Benchmark results

Written by \`${meta.command}\` on ${meta.date}. Numbers are medians over ${meta.rounds} interleaved rounds;
ratios are against the raw floor measured in the same run (× floor: for rates higher is better, for
times, CPU and memory lower is better). See README.md for what each benchmark measures.

The floor writes every reply produced from one stdin chunk in one write, as \`../shared/bench\`'s
floor does; mcp-codegen serves a feature package laid out like \`templates/feature\` and compiled
with \`tsc\`, through \`serve()\`. The targets are issue #19's, on server CPU (client and server
share two cores, so rates mostly show the machine); a target not reached is marked **missed**.
The reference numbers are the independent harness's (\`../shared/bench\`, our server built by
\`node bench/harness-server.mjs\`), under "Independent harness".

## Independent harness (../shared/bench)

${meta.harness ?? '_Not given: pass \`--harness RUN.json[,MODERN.json]\` (see bench/README.md)._'}

## Machine

- CPU: ${m.cpu}, ${m.cores} cores; memory ${m.memoryGiB} GiB (${m.freeMemoryGiB} GiB free at start)
- Node ${m.node}, ${m.platform}
- Load average (1, 5, 15 min) at start: ${meta.loadStart}; at end: ${meta.loadEnd}${meta.notes.length ? `\n- ${meta.notes.join('\n- ')}` : ''}

## Targets (mcp-codegen against the floor)

${targetTable(results, meta.watchOutput)}

## stdio

${sectionTable(results, 'stdio')}

## Streamable HTTP, stateless (autocannon, 16 connections, 127.0.0.1)

${results.httpSkipped ? `_Skipped: ${results.httpSkipped}_` : sectionTable(results, 'http')}

## codegen

${codegenTable(results)}
${meta.watchOutput ? `\n### codegen watch (bench/codegen-watch.mjs)\n\n\`\`\`\n${meta.watchOutput.trim()}\n\`\`\`\n` : ''}`;
}

/** The ratios for the terminal. */
export function printSummary(results, print, watchOutput) {
  for (const section of ['stdio', 'http']) {
    for (const [key, metric] of Object.entries(metrics).filter(([, m]) => m.section === section)) {
      const cells = servers.slice(1).map((s) => `${s.id} ${times(ratioToFloor(results, key, s.id))}`);
      print(`${metric.label.padEnd(52)} floor ${fmt(medianOf(results, key, 'floor'), metric.digits).padStart(9)} ${metric.unit.padEnd(8)} ${cells.join('  ')}`);
    }
  }
  print('');
  for (const r of targetRows(results, watchOutput)) print(`${r.met === undefined ? 'n/a   ' : r.met ? 'met   ' : 'MISSED'} ${r.label}: ${times(r.ratio)} (wanted ${r.want})`);
}
