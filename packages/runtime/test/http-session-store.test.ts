/** A SessionStore lets a second instance continue a 2025-era session and resume its GET stream. */
import { InMemoryEventStore, InMemorySessionStore } from '@mcp-codegen/runtime';
import { BOTH, openSession, post, sseReader, startHttpServer, type TestHttpServer } from './http-helpers';

const V = '2025-11-25';
const headers = (id: string) => ({ 'mcp-session-id': id, 'mcp-protocol-version': V });

async function twoInstances() {
  const shared = { sessionStore: new InMemorySessionStore(), eventStore: new InMemoryEventStore() };
  return { shared, a: await startHttpServer(shared), b: await startHttpServer(shared) };
}

function get(url: string, id: string, lastEventId?: string): Promise<Response> {
  return fetch(url, { headers: { accept: BOTH, ...headers(id), ...(lastEventId ? { 'last-event-id': lastEventId } : {}) } });
}

let running: TestHttpServer[] = [];
afterEach(async () => {
  await Promise.all(running.map((s) => s.close()));
  running = [];
});

it('continues a session on another instance: state, subscriptions, then DELETE removes it everywhere', async () => {
  const { shared, a, b } = await twoInstances();
  running = [a, b];
  const id = await openSession(a.url);
  expect((await post(a.url, { jsonrpc: '2.0', id: 1, method: 'resources/subscribe', params: { uri: 'docs://x' } }, headers(id))).status).toBe(200);
  await a.close();
  running = [b];

  const call = await post(b.url, { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'add', arguments: { a: 2, b: 3 } } }, headers(id));
  expect(call.status).toBe(200);
  expect(((await call.json()) as any).result.content[0].text).toBe('5');

  const stream = await get(b.url, id);
  expect(stream.status).toBe(200);
  const events = sseReader(stream);
  await events.next(); // priming event
  await b.server.resourceUpdated('docs://x');
  expect(JSON.parse((await events.next())!.data)).toMatchObject({ method: 'notifications/resources/updated', params: { uri: 'docs://x' } });
  await events.cancel();

  expect((await fetch(b.url, { method: 'DELETE', headers: headers(id) })).status).toBe(200);
  expect(await shared.sessionStore.load(id)).toBeUndefined();
  expect((await post(b.url, { jsonrpc: '2.0', id: 3, method: 'ping' }, headers(id))).status).toBe(404);
});

it('answers DELETE once the shared record is gone, so another instance asked next says 404 (a slow store)', async () => {
  const sessionStore = new InMemorySessionStore();
  const forget = sessionStore.delete.bind(sessionStore);
  // A store as slow as a remote one: the record goes 50 ms after it is asked to.
  sessionStore.delete = (id) => new Promise((resolve) => setTimeout(resolve, 50)).then(() => forget(id));
  const shared = { sessionStore, eventStore: new InMemoryEventStore() };
  const a = await startHttpServer(shared);
  const b = await startHttpServer(shared);
  running = [a, b];
  const id = await openSession(a.url);
  expect((await fetch(a.url, { method: 'DELETE', headers: headers(id) })).status).toBe(200);
  expect((await post(b.url, { jsonrpc: '2.0', id: 2, method: 'ping' }, headers(id))).status).toBe(404);
});

it('resumes the GET stream on another instance with Last-Event-ID', async () => {
  const { a, b } = await twoInstances();
  running = [a, b];
  const id = await openSession(a.url);
  await post(a.url, { jsonrpc: '2.0', id: 1, method: 'resources/subscribe', params: { uri: 'docs://x' } }, headers(id));
  const onA = sseReader(await get(a.url, id));
  await onA.next();
  await a.server.resourceUpdated('docs://x');
  const seen = (await onA.next())!;
  await a.server.resourceUpdated('docs://x'); // stored, never read by the client
  const missed = (await onA.next())!;
  await onA.cancel();
  await a.close();
  running = [b];

  const resumed = await get(b.url, id, seen.id);
  expect(resumed.status).toBe(200);
  const onB = sseReader(resumed);
  expect((await onB.next())!.id).toBe(missed.id);
  await b.server.resourceUpdated('docs://x');
  const live = (await onB.next())!;
  expect(JSON.parse(live.data).params.uri).toBe('docs://x');
  expect(live.id).not.toBe(missed.id);
  await onB.cancel();
});

it('answers 404 for a session no store knows, and a foreign stream id with 400', async () => {
  const { a, b } = await twoInstances();
  running = [a, b];
  expect((await post(a.url, { jsonrpc: '2.0', id: 1, method: 'ping' }, headers('nobody'))).status).toBe(404);
  const mine = await openSession(a.url);
  const other = await openSession(a.url);
  const onA = sseReader(await get(a.url, other));
  const priming = (await onA.next())!;
  await onA.cancel();
  expect((await get(b.url, mine, priming.id)).status).toBe(400);
});

it('keeps the owner of a session, so a loaded session still refuses another caller', async () => {
  const { snapshotOf, applySnapshot } = await import('@mcp-codegen/runtime');
  const restored: Parameters<typeof applySnapshot>[0] = { initialized: false };
  applySnapshot(restored, JSON.parse(JSON.stringify(snapshotOf({ initialized: true, owner: 'alice', subscriptions: new Set(['docs://x']) }))));
  expect(restored).toMatchObject({ initialized: true, owner: 'alice' });
  expect(snapshotOf(restored)).toEqual({ initialized: true, owner: 'alice', subscriptions: [] });
});
