// Stateless Streamable HTTP: tools/call requests per second with autocannon
// on 127.0.0.1, and the server's CPU per request. Every response is checked.
import autocannon from 'autocannon';
import { startHttpServer } from './http-server-process.mjs';
import { treeCpuMs } from './proc-cpu.mjs';

const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'add', arguments: { a: 2, b: 3 } } });
const headers = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2025-06-18',
};

async function load(port, options) {
  let ok = 0;
  let wrong;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/mcp`,
    connections: 16,
    timeout: 60, // seconds: a slow server is measured, not failed
    ...options,
    requests: [
      {
        method: 'POST',
        headers,
        body,
        onResponse(status, text) {
          if (status === 200 && text.includes('"text":"5"')) ok++;
          else wrong ??= `${status} ${String(text).slice(0, 300)}`;
        },
      },
    ],
  });
  if (wrong || result.errors || result.timeouts || result.non2xx) {
    throw new Error(`HTTP answers were wrong: ${wrong ?? ''} (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`);
  }
  return ok;
}

const clamp = (value, low, high) => Math.round(Math.min(high, Math.max(low, value)));

/**
 * One server, one tool count. Runs are by request count, not duration, so no
 * request is still in the server when its CPU is read: a warm-up of 64
 * requests, a second one sized to half a second, then `seconds` of load.
 */
export async function httpThroughput(script, toolCount, { seconds }) {
  const server = startHttpServer(script, toolCount);
  try {
    const port = await server.port;
    const timed = async (amount) => {
      const start = performance.now();
      const ok = await load(port, { amount });
      return { ok, ms: performance.now() - start };
    };
    const first = await timed(64);
    const second = await timed(clamp((first.ok * 500) / first.ms, 64, 100_000));
    const amount = clamp((second.ok * seconds * 1000) / second.ms, 64, 500_000);
    const cpuBefore = treeCpuMs(server.pid);
    const run = await timed(amount);
    const cpuMs = treeCpuMs(server.pid) - cpuBefore;
    return { requestsPerSecond: (run.ok * 1000) / run.ms, cpuUsPerRequest: (cpuMs * 1000) / run.ok, requests: run.ok };
  } finally {
    await server.stop();
  }
}
