// The stdio benchmarks for one server: cold start, tools/list, RSS, and
// tools/call throughput and latency, valid and invalid, checking every answer.
import { median, percentile } from './percentiles.mjs';
import { treeCpuMs, treeRssBytes } from './proc-cpu.mjs';
import { StdioClient } from './stdio-client.mjs';

/** Every tools/list page until there is no nextCursor; latency and bytes are summed. */
async function listAll(client) {
  let ms = 0;
  let bytes = 0;
  let pages = 0;
  const tools = [];
  let cursor;
  do {
    const reply = await client.request('tools/list', cursor === undefined ? {} : { cursor });
    const result = reply.message.result;
    if (!result || !Array.isArray(result.tools)) throw new Error(`tools/list failed: ${JSON.stringify(reply.message).slice(0, 300)}`);
    tools.push(...result.tools);
    ms += reply.ms;
    bytes += reply.bytes;
    pages++;
    cursor = result.nextCursor;
  } while (cursor !== undefined);
  return { ms, bytes, pages, tools, at: performance.now() };
}

function checkList(list, toolCount) {
  const add = list.tools.find((tool) => tool.name === 'add');
  if (list.tools.length !== toolCount || !add?.inputSchema?.properties?.a) {
    throw new Error(`tools/list returned ${list.tools.length} tools (expected ${toolCount}) or no usable "add"`);
  }
}

/**
 * Spawn → initialize reply → first complete tools/list; then RSS, the first
 * tools/call (what a server that loads lazily pays then), and warm lists.
 */
export async function startAndList(script, toolCount, { warmLists = 10 } = {}) {
  const client = new StdioClient(script, toolCount);
  try {
    const init = await client.initialize();
    const first = await listAll(client);
    checkList(first, toolCount);
    const rssBytes = treeRssBytes(client.pid);
    const firstCall = await client.request('tools/call', { name: 'add', arguments: { a: 1, b: 2 } });
    checkCall(firstCall.message, 1, false);
    const warm = [];
    for (let i = 0; i < warmLists; i++) {
      const list = await listAll(client);
      checkList(list, toolCount);
      warm.push(list.ms);
    }
    return {
      initMs: init.at - client.spawnedAt,
      firstListAtMs: first.at - client.spawnedAt,
      firstListMs: first.ms,
      firstCallAtMs: firstCall.at - client.spawnedAt,
      firstCallMs: firstCall.ms,
      warmListMs: median(warm),
      listBytes: first.bytes,
      listPages: first.pages,
      rssBytes,
    };
  } finally {
    await client.close();
  }
}

function checkCall(message, a, invalid) {
  const result = message.result;
  if (invalid) {
    if (result?.isError !== true) throw new Error(`an invalid call was not answered with isError: ${JSON.stringify(message).slice(0, 300)}`);
  } else if (result?.isError || result?.content?.[0]?.text !== String(a + 2)) {
    throw new Error(`add(${a}, 2) answered ${JSON.stringify(message).slice(0, 300)}`);
  }
}

/** Calls `add` for `seconds`, `inFlight` at a time; every answer is checked. */
async function callPhase(client, { seconds, inFlight, invalid }) {
  const latencies = [];
  let next = 0;
  const cpuBefore = treeCpuMs(client.pid);
  const start = performance.now();
  const deadline = start + seconds * 1000;
  const lane = async () => {
    while (performance.now() < deadline) {
      const a = next++;
      const reply = await client.request('tools/call', { name: 'add', arguments: { a: invalid ? String(a) : a, b: 2 } });
      checkCall(reply.message, a, invalid);
      latencies.push(reply.ms);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  const wallMs = performance.now() - start;
  const cpuMs = treeCpuMs(client.pid) - cpuBefore;
  return {
    callsPerSecond: (latencies.length * 1000) / wallMs,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    cpuUsPerCall: (cpuMs * 1000) / latencies.length,
    calls: latencies.length,
  };
}

/**
 * `starts` cold starts in a row; each number is their median. One spawn is
 * at the mercy of the machine's noise (a few tens of ms on a shared VM).
 */
export async function coldStarts(script, toolCount, starts) {
  const runs = [];
  for (let i = 0; i < starts; i++) runs.push(await startAndList(script, toolCount));
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

/** The four tools/call phases on one warmed-up server. */
export async function callThroughput(script, { seconds }) {
  const client = new StdioClient(script, 1);
  try {
    await client.initialize();
    await callPhase(client, { seconds: seconds / 4, inFlight: 8, invalid: false }); // warm-up: JIT, caches
    return {
      sequential: await callPhase(client, { seconds, inFlight: 1, invalid: false }),
      pipelined: await callPhase(client, { seconds, inFlight: 64, invalid: false }),
      invalidSequential: await callPhase(client, { seconds: seconds / 2, inFlight: 1, invalid: true }),
      invalidPipelined: await callPhase(client, { seconds: seconds / 2, inFlight: 64, invalid: true }),
    };
  } finally {
    await client.close();
  }
}
