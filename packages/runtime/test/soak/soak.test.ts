/**
 * Soak: a few hundred thousand calls against real server processes, faults
 * mixed in, checking that every request gets exactly one reply (none for a
 * cancelled one) and that resident memory stays flat. RSS is read inside the
 * server after a forced GC (node --expose-gc), after a warm-up and at the end.
 */
import { Agent, request } from 'node:http';
import { INITIALIZE, spawnHttpServer, spawnServer, stdioPeer } from '../faults/spawn-server';

const STDIO_CALLS = Number(process.env.SOAK_STDIO_CALLS ?? 200_000);
const HTTP_CALLS = Number(process.env.SOAK_HTTP_CALLS ?? 50_000);
const WARM_UP = Number(process.env.SOAK_WARM_UP ?? 50_000);
/**
 * Allowed growth from the end of the warm-up to the end, in bytes. RSS after a
 * GC still moves by ±20 MiB as V8 keeps or returns pages, so its bound is
 * loose; the heap after a GC is the sharp test (a leak of even 100 bytes per
 * call would add 15 MiB over 150 000 calls).
 */
const RSS_BOUND = 48 * 1024 * 1024;
const HEAP_BOUND = 8 * 1024 * 1024;

type Kind = 'echo' | 'throws' | 'invalid' | 'cancel';
/** 4 % throwing handlers, 3 % invalid arguments, 2 % cancelled calls, the rest plain calls. */
function kindOf(i: number): Kind {
  const r = i % 100;
  return r < 4 ? 'throws' : r < 7 ? 'invalid' : r < 9 ? 'cancel' : 'echo';
}

function callOf(i: number, kind: Kind) {
  if (kind === 'throws') return { name: 'throws', arguments: {} };
  if (kind === 'invalid') return { name: 'echo', arguments: { n: 'not a number' } };
  if (kind === 'cancel') return { name: 'waitAbort', arguments: { quiet: true } };
  return { name: 'echo', arguments: { n: i } };
}

function check(kind: Kind, i: number, message: Record<string, any>): void {
  const result = message.result;
  const ok =
    kind === 'echo' ? result?.content?.[0]?.text === String(i) && !result.isError
    : kind === 'throws' ? result?.isError === true && result.content[0].text === 'Tool "throws" failed. The server logged the details.'
    : result?.isError === true && String(result.content[0].text).startsWith('Invalid arguments for tool "echo"');
  if (!ok) throw new Error(`unexpected reply to ${kind} call ${i}: ${JSON.stringify(message)}`);
}

jest.setTimeout(120_000);

describe('soak', () => {
  it(`stdio: ${STDIO_CALLS} pipelined calls with faults and cancellations; no lost or duplicated replies; flat RSS`, async () => {
    const server = spawnServer('stdio');
    try {
      await soakStdio(server);
    } finally {
      server.child.stdin.end();
    }
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  async function soakStdio(server: ReturnType<typeof spawnServer>): Promise<void> {
    const peer = stdioPeer(server.child);
    peer.send(INITIALIZE);
    await peer.reply('init');
    const replies = new Map<number, number>();
    let answered = 0;
    let expected = 0;
    let wake: (() => void) | undefined;
    peer.onReply.push((message) => {
      if (typeof message.id !== 'number') return;
      replies.set(message.id, (replies.get(message.id) ?? 0) + 1);
      check(kindOf(message.id), message.id, message);
      answered++;
      wake?.();
    });
    const rss = async (id: string) => (await peer.reply(id)).result.structuredContent as { rss: number; heapUsed: number; gc: boolean };
    const drained = (below: number) => new Promise<void>((resolve) => {
      if (expected - answered <= below) return resolve();
      wake = () => {
        if (expected - answered > below) return;
        wake = undefined;
        resolve();
      };
    });

    let baseline = 0;
    let heapBaseline = 0;
    const started = Date.now();
    for (let i = 0; i < STDIO_CALLS; i++) {
      const kind = kindOf(i);
      peer.send({ id: i, method: 'tools/call', params: callOf(i, kind) });
      if (kind === 'cancel') peer.send({ method: 'notifications/cancelled', params: { requestId: i, reason: 'soak' } });
      else expected++;
      if (expected - answered >= 512) await drained(256);
      if (i === WARM_UP) {
        await drained(0);
        peer.send({ id: 'rss-start', method: 'tools/call', params: { name: 'rss', arguments: {} } });
        const start = await rss('rss-start');
        expect(start.gc).toBe(true);
        baseline = start.rss;
        heapBaseline = start.heapUsed;
      }
    }
    await drained(0);
    peer.send({ id: 'rss-end', method: 'tools/call', params: { name: 'rss', arguments: {} } });
    const { rss: end, heapUsed } = await rss('rss-end');
    const seconds = (Date.now() - started) / 1000;

    const cancelled = Array.from({ length: STDIO_CALLS }, (_, i) => i).filter((i) => kindOf(i) === 'cancel');
    expect(cancelled.filter((i) => replies.has(i))).toEqual([]);
    expect([...replies.values()].filter((count) => count !== 1)).toEqual([]);
    expect(replies.size).toBe(STDIO_CALLS - cancelled.length);
    process.stderr.write(`soak stdio: ${STDIO_CALLS} calls in ${seconds.toFixed(1)} s; RSS ${(baseline / 2 ** 20).toFixed(1)} → ${(end / 2 ** 20).toFixed(1)} MiB (growth ${((end - baseline) / 2 ** 20).toFixed(1)} MiB, bound ${RSS_BOUND / 2 ** 20} MiB); heap ${(heapBaseline / 2 ** 20).toFixed(1)} → ${(heapUsed / 2 ** 20).toFixed(1)} MiB\n`);
    expect(end - baseline).toBeLessThan(RSS_BOUND);
    expect(heapUsed - heapBaseline).toBeLessThan(HEAP_BOUND);
  }

  it(`HTTP: ${HTTP_CALLS} calls on 32 keep-alive connections with faults; one reply each; flat RSS`, async () => {
    const server = await spawnHttpServer();
    const agent = new Agent({ keepAlive: true, maxSockets: 32 });
    const url = new URL(server.url);
    const post = (body: unknown, sessionId?: string) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
        const req = request(
          { agent, host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(sessionId ? { 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-11-25' } : {}) } },
          (res) => {
            let text = '';
            res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
          },
        );
        req.on('error', reject);
        req.end(JSON.stringify(body));
      });
    try {
      const init = await post({ jsonrpc: '2.0', ...INITIALIZE });
      const sessionId = init.headers['mcp-session-id'] as string;
      const rss = async () => JSON.parse((await post({ jsonrpc: '2.0', id: 'rss', method: 'tools/call', params: { name: 'rss', arguments: {} } }, sessionId)).body).result.structuredContent as { rss: number; heapUsed: number };
      const replies = new Map<number, number>();
      let next = 0;
      // 32 workers, each sending its next call as soon as the last is answered.
      const runUntil = (limit: number) =>
        Promise.all(
          Array.from({ length: 32 }, async () => {
            while (next < limit) {
              const i = next++;
              const kind = kindOf(i) === 'cancel' ? 'echo' : kindOf(i); // Cancellation is soaked over stdio.
              const response = await post({ jsonrpc: '2.0', id: i, method: 'tools/call', params: callOf(i, kind) }, sessionId);
              if (response.status !== 200) throw new Error(`HTTP ${response.status} for call ${i}: ${response.body}`);
              const message = JSON.parse(response.body);
              replies.set(message.id, (replies.get(message.id) ?? 0) + 1);
              check(kind, i, message);
            }
          }),
        );
      const started = Date.now();
      const warmUp = Math.min(WARM_UP, HTTP_CALLS / 5);
      await runUntil(warmUp);
      const { rss: baseline, heapUsed: heapBaseline } = await rss();
      await runUntil(HTTP_CALLS);
      const { rss: end, heapUsed } = await rss();
      const seconds = (Date.now() - started) / 1000;
      expect(replies.size).toBe(HTTP_CALLS);
      expect([...replies.values()].filter((count) => count !== 1)).toEqual([]);
      process.stderr.write(`soak HTTP: ${HTTP_CALLS} calls in ${seconds.toFixed(1)} s; RSS ${(baseline / 2 ** 20).toFixed(1)} → ${(end / 2 ** 20).toFixed(1)} MiB (growth ${((end - baseline) / 2 ** 20).toFixed(1)} MiB, bound ${RSS_BOUND / 2 ** 20} MiB); heap ${(heapBaseline / 2 ** 20).toFixed(1)} → ${(heapUsed / 2 ** 20).toFixed(1)} MiB\n`);
      expect(end - baseline).toBeLessThan(RSS_BOUND);
      expect(heapUsed - heapBaseline).toBeLessThan(HEAP_BOUND);
    } finally {
      agent.destroy();
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    }
  });
});
