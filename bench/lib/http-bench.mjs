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

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the server has finished what a run left in flight: its CPU stops moving (5 s at most). */
async function settle(pid) {
  const until = performance.now() + 5000;
  for (let last = treeCpuMs(pid); performance.now() < until; ) {
    await pause(100);
    const now = treeCpuMs(pid);
    if (now === last) return;
    last = now;
  }
}

/**
 * One server, one tool count: half a second of warm-up, let the server go
 * idle, then `seconds` of load. CPU is read the moment the load stops, so
 * it is the steady-state cost of the requests answered in the window.
 */
export async function httpThroughput(script, toolCount, { seconds }) {
  const server = startHttpServer(script, toolCount);
  try {
    const port = await server.port;
    await load(port, { duration: 0.5 });
    await settle(server.pid);
    const cpuBefore = treeCpuMs(server.pid);
    const start = performance.now();
    const ok = await load(port, { duration: seconds });
    const cpuMs = treeCpuMs(server.pid) - cpuBefore;
    const wallMs = performance.now() - start;
    return { requestsPerSecond: (ok * 1000) / wallMs, cpuUsPerRequest: (cpuMs * 1000) / ok, requests: ok };
  } finally {
    await server.stop();
  }
}
