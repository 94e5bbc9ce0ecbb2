/**
 * Issue 21: the in-memory event store kept 10,000 events of any size and
 * they outlived the session (600 calls with a 1 MiB argument, then DELETE,
 * left RSS at ~700 MB). Now each session's events are bounded in count and
 * size, all sessions' together too, and freed when the session ends. The
 * same scenario runs against the official SDK v1 server with its example
 * InMemoryEventStore. Real processes on loopback, stopped by PID.
 */
import { createServer, EventBudget, InMemoryEventStore, listenHttp, type JsonRpcMessage } from '@mcp-codegen/runtime';
import { capturingLogger } from '../fixtures';
import { feature } from './attack-feature';
import { INITIALIZE, post } from '../http-helpers';
import { spawnAttackServer, type AttackServer, type Target } from './spawn-attack-server';

const CALLS = 300;
const MiB = 1024 * 1024;
const data = 'x'.repeat(MiB);

async function open(url: string): Promise<Record<string, string>> {
  const init = await post(url, INITIALIZE);
  await init.text();
  const headers = { 'mcp-session-id': init.headers.get('mcp-session-id')!, 'mcp-protocol-version': '2025-11-25' };
  expect((await post(url, { jsonrpc: '2.0', method: 'notifications/initialized' }, headers)).status).toBe(202);
  return headers;
}

/** RSS and heap after a GC in the server, and its session count. */
async function stats(url: string, headers: Record<string, string>): Promise<{ rss: number; heapUsed: number; sessions: number }> {
  const text = await (await post(url, { jsonrpc: '2.0', id: 'stats', method: 'tools/call', params: { name: 'stats', arguments: {} } }, headers)).text();
  const json = text.startsWith('{') ? text : text.split('\n').filter((line) => line.startsWith('data: {')).map((line) => line.slice(6)).pop()!;
  const result = JSON.parse(json).result;
  return result.structuredContent ?? JSON.parse(result.content[0].text);
}

async function echo(url: string, headers: Record<string, string>, id: number): Promise<void> {
  const response = await post(url, { jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'echo', arguments: { data } } }, headers);
  const text = await response.text();
  expect(text.length).toBeGreaterThan(MiB);
}

const mb = (bytes: number) => Math.round(bytes / MiB);

/** Warm up, then CALLS calls of 1 MiB on one session, then DELETE; RSS and heap (after a GC) at each step. */
async function scenario(target: Target) {
  const server: AttackServer = await spawnAttackServer(target, 'http');
  try {
    const observer = await open(server.url);
    // The start is a server that has served such calls: a warm-up session fills its store once and is deleted.
    const warmUp = await open(server.url);
    for (let i = 0; i < 60; i++) await echo(server.url, warmUp, i);
    expect((await fetch(server.url, { method: 'DELETE', headers: warmUp })).status).toBe(200);
    const start = await stats(server.url, observer);
    const attacker = await open(server.url);
    const began = Date.now();
    for (let i = 0; i < CALLS; i++) await echo(server.url, attacker, 100 + i);
    const during = await stats(server.url, observer);
    expect((await fetch(server.url, { method: 'DELETE', headers: attacker })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await stats(server.url, observer);
    const figures = { target, calls: CALLS, ms: Date.now() - began, rssStartMB: mb(start.rss), rssBeforeDeleteMB: mb(during.rss), rssAfterDeleteMB: mb(after.rss), heapStartMB: mb(start.heapUsed), heapBeforeDeleteMB: mb(during.heapUsed), heapAfterDeleteMB: mb(after.heapUsed) };
    process.stderr.write(`retained-state ${JSON.stringify(figures)}\n`);
    return { start, during, after };
  } finally {
    await server.stop();
  }
}

// 300 MiB through each server: ours took 48 s of it under the full suite at load 7-12, and the SDK over 60 s.
describe('the event store is bounded and freed with its session', () => {
  it(`ours: after ${CALLS} calls of 1 MiB and DELETE, RSS is back within 20% of its start`, async () => {
    const { start, during, after } = await scenario('ours');
    expect(after.rss).toBeLessThan(start.rss * 1.2);
    // Bounded while the session lives, too: 8 MiB of events per session, not 300.
    expect(during.heapUsed - start.heapUsed).toBeLessThan(40 * MiB);
  }, 120_000);

  it(`the official SDK v1 with its example store keeps every event after DELETE (for docs/security.md)`, async () => {
    const { start, after } = await scenario('sdk');
    expect(after.heapUsed - start.heapUsed).toBeGreaterThan((CALLS / 2) * MiB);
  }, 120_000);
});

it('a session reaped for idleness frees its events, as DELETE does', async () => {
  let now = 0;
  const app = createServer([feature], { logger: capturingLogger() });
  const listener = await listenHttp(app, { port: 0, housekeepingMs: 0, idleTimeoutMs: 1000, now: () => now, logger: capturingLogger() });
  try {
    const headers = await open(listener.url);
    await echo(listener.url, headers, 1);
    expect(listener.handler.storedEvents.bytes).toBeGreaterThan(MiB);
    now = 5000;
    listener.handler.sweep();
    expect(listener.handler.sessionCount).toBe(0);
    expect(listener.handler.storedEvents).toEqual({ events: 0, bytes: 0 });
  } finally {
    await listener.close();
    await app.close();
  }
});

describe('InMemoryEventStore bounds', () => {
  const note = (text: string): JsonRpcMessage => ({ jsonrpc: '2.0', method: 'notifications/message', params: { text } });
  const replay = async (store: InMemoryEventStore, id: string) => {
    const sent: string[] = [];
    const stream = await store.replayEventsAfter(id, { send: async (eventId) => void sent.push(eventId) });
    return { stream, sent };
  };

  it('keeps at most maxBytes of JSON, dropping the oldest', async () => {
    const store = new InMemoryEventStore({ maxBytes: 1000 });
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push(await store.storeEvent('s', note('y'.repeat(300))));
    expect(store.size.bytes).toBeLessThanOrEqual(1000);
    expect(store.size.events).toBe(2);
    expect(await replay(store, ids[7]!)).toEqual({ stream: '', sent: [] });
    expect(await replay(store, ids[8]!)).toEqual({ stream: 's', sent: [ids[9]] });
  });

  it('keeps no event larger than maxBytes, and refuses to resume its stream from before it', async () => {
    const store = new InMemoryEventStore({ maxBytes: 1000 });
    const before = await store.storeEvent('s', note('small'));
    await store.storeEvent('s', note('z'.repeat(5000)));
    const after = await store.storeEvent('s', note('small again'));
    expect(await replay(store, before)).toEqual({ stream: '', sent: [] });
    expect(await replay(store, after)).toEqual({ stream: 's', sent: [] });
    expect(store.size.bytes).toBeLessThan(1000);
  });

  it('stores sharing a budget stay under its total; clear() gives a store\'s share back', async () => {
    const budget = new EventBudget(1000, 2000);
    const a = new InMemoryEventStore({ maxBytes: 1500, budget });
    const b = new InMemoryEventStore({ maxBytes: 1500, budget });
    for (let i = 0; i < 5; i++) await a.storeEvent('a', note('a'.repeat(250)));
    for (let i = 0; i < 5; i++) await b.storeEvent('b', note('b'.repeat(250)));
    expect(budget.bytes).toBeLessThanOrEqual(2000);
    expect(budget.bytes).toBe(a.size.bytes + b.size.bytes);
    a.clear();
    expect(budget.bytes).toBe(b.size.bytes);
    expect(budget.events).toBe(b.size.events);
  });
});

describe('what a session keeps for subscriptions is bounded too', () => {
  const META = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };

  it('resources/subscribe: at most 1000 URIs of at most 4096 characters; subscribing again is free', async () => {
    const app = createServer([feature], { logger: capturingLogger() });
    const session = app.createSession();
    for (let i = 0; i < 1000; i++) expect(await session.handle({ jsonrpc: '2.0', id: i, method: 'resources/subscribe', params: { uri: `x://${i}` } })).toMatchObject({ result: {} });
    expect(await session.handle({ jsonrpc: '2.0', id: 'again', method: 'resources/subscribe', params: { uri: 'x://7' } })).toMatchObject({ result: {} });
    expect(await session.handle({ jsonrpc: '2.0', id: 'more', method: 'resources/subscribe', params: { uri: 'x://1000' } })).toMatchObject({ error: { code: -32602, message: 'Invalid params: a session may hold at most 1000 subscriptions; unsubscribe from one first' } });
    await session.handle({ jsonrpc: '2.0', id: 'un', method: 'resources/unsubscribe', params: { uri: 'x://0' } });
    expect(await session.handle({ jsonrpc: '2.0', id: 'long', method: 'resources/subscribe', params: { uri: `x://${'l'.repeat(5000)}` } })).toMatchObject({ error: { code: -32602 } });
    expect(await session.handle({ jsonrpc: '2.0', id: 'room', method: 'resources/subscribe', params: { uri: 'x://1000' } })).toMatchObject({ result: {} });
    await app.close();
  });

  it('subscriptions/listen: the same bounds on its resourceSubscriptions', async () => {
    const app = createServer([feature], { logger: capturingLogger() });
    const session = app.createSession();
    const uris = Array.from({ length: 1001 }, (_, i) => `x://${i}`);
    const reply = await session.handle({ jsonrpc: '2.0', id: 1, method: 'subscriptions/listen', params: { notifications: { resourceSubscriptions: uris }, _meta: META } });
    expect(reply).toMatchObject({ error: { code: -32602, message: 'Invalid params: a session may hold at most 1000 subscriptions; unsubscribe from one first' } });
    await app.close();
  });
});
