/**
 * Issue 21: a cancelled (notifications/cancelled) or orphaned (the client
 * went away) request gives its in-flight slot back at once, even when its
 * handler ignores the signal and never settles; the session is not answered
 * busy (-32053) forever. The handler runs on, detached, counted and bounded
 * (limits.maxDetached). Real server processes, stopped by PID.
 */
import { createServer } from '@mcp-codegen/runtime';
import { stdioPeer } from '../faults/spawn-server';
import { INITIALIZE, post } from '../http-helpers';
import { capturingLogger } from '../fixtures';
import { feature } from './attack-feature';
import { spawnAttackServer, type AttackServer } from './spawn-attack-server';

const HANG = { method: 'tools/call', params: { name: 'ignoresSignal', arguments: {} } };
const TAG = { method: 'tools/call', params: { name: 'tag', arguments: { tags: ['red'] } } };
const limits = (maxInFlight: number) => ({ ATTACK_OPTIONS: JSON.stringify({ limits: { maxInFlight } }) });

let server: AttackServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

it('stdio: cancelled requests whose handlers hang free their slots; the next request is served', async () => {
  server = await spawnAttackServer('ours', 'stdio', limits(2));
  const peer = stdioPeer(server.child);
  peer.send(INITIALIZE);
  await peer.reply(INITIALIZE.id);
  peer.send({ method: 'notifications/initialized' });
  for (const round of [1, 2, 3]) {
    // Fill every slot with a handler that never settles, then cancel them all.
    peer.send({ id: `hang-${round}-a`, ...HANG });
    peer.send({ id: `hang-${round}-b`, ...HANG });
    peer.send({ id: `full-${round}`, ...TAG });
    expect((await peer.reply(`full-${round}`)).error).toMatchObject({ code: -32053 });
    peer.send({ method: 'notifications/cancelled', params: { requestId: `hang-${round}-a` } });
    peer.send({ method: 'notifications/cancelled', params: { requestId: `hang-${round}-b` } });
    peer.send({ id: `after-${round}`, ...TAG });
    expect(await peer.reply(`after-${round}`)).toMatchObject({ result: { content: [{ text: 'tagged 1' }] } });
  }
  // Nothing was sent for the cancelled requests.
  expect(peer.lines.filter((line) => line.includes('"hang-'))).toEqual([]);
});

it('HTTP: requests whose client disconnected free their slots, and their POSTs leave the session', async () => {
  server = await spawnAttackServer('ours', 'http', limits(2));
  const init = await post(server.url, INITIALIZE);
  await init.text();
  const headers = { 'mcp-session-id': init.headers.get('mcp-session-id')!, 'mcp-protocol-version': '2025-11-25' };
  for (const round of [1, 2, 3]) {
    const controllers = [new AbortController(), new AbortController()];
    const hanging = controllers.map((controller, i) =>
      fetch(server!.url, { method: 'POST', signal: controller.signal, headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body: JSON.stringify({ jsonrpc: '2.0', id: `hang-${round}-${i}`, ...HANG }) }).catch(() => undefined),
    );
    // Both slots taken: a third request is busy. The two POSTs travel on their own connections, so the third
    // may arrive first on a loaded machine; it is sent again until both have taken their slots.
    const taken = Date.now() + 2000;
    let busy: any;
    do {
      busy = await (await post(server.url, { jsonrpc: '2.0', id: `full-${round}-${Date.now()}`, ...TAG }, headers)).json();
    } while (busy.error === undefined && Date.now() < taken && (await new Promise((r) => setTimeout(r, 20))) === undefined);
    expect(busy.error).toMatchObject({ code: -32053 });
    for (const controller of controllers) controller.abort();
    await Promise.all(hanging);
    // The disconnects reach the server asynchronously; within a second the slots are back.
    const deadline = Date.now() + 2000;
    let answer: any;
    do {
      answer = await (await post(server.url, { jsonrpc: '2.0', id: `after-${round}-${Date.now()}`, ...TAG }, headers)).json();
    } while (answer.error?.code === -32053 && Date.now() < deadline && (await new Promise((r) => setTimeout(r, 20))) === undefined);
    expect(answer.result).toMatchObject({ content: [{ text: 'tagged 1' }] });
  }
  // The same ids can be used again: the orphaned exchanges left the session.
  const reuse = (await (await post(server.url, { jsonrpc: '2.0', id: 'hang-1-0', ...TAG }, headers)).json()) as any;
  expect(reuse.result).toBeDefined();
});

it('detached handlers are counted and bounded: beyond maxDetached new requests are busy', async () => {
  const app = createServer([feature], { logger: capturingLogger(), limits: { maxInFlight: 5, maxDetached: 2 } });
  const session = app.createSession();
  const replies = [1, 2, 3].map((id) => session.handle({ jsonrpc: '2.0', id, ...HANG }));
  for (const id of [1, 2]) await session.handle({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: id } });
  // The cancelled requests end at once, with no reply.
  expect(await Promise.all(replies.slice(0, 2))).toEqual([undefined, undefined]);
  expect(session.inFlightCount).toBe(1);
  const busy = await session.handle({ jsonrpc: '2.0', id: 4, ...TAG });
  expect(busy).toMatchObject({ error: { code: -32053, message: 'Server busy: 2 cancelled or timed-out requests still run on this session; retry when one has finished', data: { maxDetached: 2 } } });
  await app.close();
});

it('a handler that timed out but ignores its signal runs on counted the same way: timeouts cannot pile up handlers without bound', async () => {
  const app = createServer([feature], { logger: capturingLogger(), limits: { maxInFlight: 5, maxDetached: 2 } });
  const session = app.createSession();
  const call = (id: number) => session.handle({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'ignoresTimeout', arguments: {} } });
  for (const id of [1, 2]) expect(await call(id)).toMatchObject({ result: { isError: true, content: [{ text: 'Tool "ignoresTimeout" timed out after 50 ms.' }] } });
  expect(session.inFlightCount).toBe(0);
  expect(await call(3)).toMatchObject({ error: { code: -32053, data: { maxDetached: 2 } } });
  await app.close();
});
