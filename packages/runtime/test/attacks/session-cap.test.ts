/**
 * Issue 21: one client (a read-scope token, or one address without auth)
 * could open maxSessions sessions and lock every other user out until the
 * idle timeout. Now each client holds at most maxSessionsPerClient sessions
 * (its own idlest one is ended to make room), and a full server ends a
 * session idle for evictIdleAfterMs before refusing. Attacker and victim
 * connect from different loopback addresses; real processes, stopped by PID.
 */
import { createServer, listenHttp } from '@mcp-codegen/runtime';
import { capturingLogger } from '../fixtures';
import { INITIALIZE, post } from '../http-helpers';
import { feature } from './attack-feature';
import { postFrom } from './raw-http';
import { spawnAttackServer, type AttackServer } from './spawn-attack-server';

const ATTEMPTS = 300;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let server: AttackServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

async function sessionsHeld(url: string, from: string, headers: Record<string, string> = {}): Promise<number> {
  const init = await postFrom(from, url, INITIALIZE, headers);
  const session = { ...headers, 'mcp-session-id': String(init.headers['mcp-session-id']), 'mcp-protocol-version': '2025-11-25' };
  const reply = await postFrom(from, url, { jsonrpc: '2.0', id: 'stats', method: 'tools/call', params: { name: 'stats', arguments: {} } }, session);
  const json = reply.body.startsWith('{') ? reply.body : reply.body.split('\n').filter((l) => l.startsWith('data: {')).pop()!.slice(6);
  const result = JSON.parse(json).result;
  return (result.structuredContent ?? JSON.parse(result.content[0].text)).sessions;
}

/** ATTEMPTS initialize calls from one client; then a victim's initialize and ping. */
async function flood(url: string, attacker: { from: string; headers?: Record<string, string> }, victim: { from: string; headers?: Record<string, string> }) {
  const statuses = new Map<number, number>();
  for (let i = 0; i < ATTEMPTS; i++) {
    const { status } = await postFrom(attacker.from, url, INITIALIZE, attacker.headers);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  const init = await postFrom(victim.from, url, INITIALIZE, victim.headers);
  let pinged = 0;
  if (init.status === 200) {
    const headers = { ...victim.headers, 'mcp-session-id': String(init.headers['mcp-session-id']), 'mcp-protocol-version': '2025-11-25' };
    pinged = (await postFrom(victim.from, url, { jsonrpc: '2.0', id: 1, method: 'ping' }, headers)).status;
  }
  return { statuses: Object.fromEntries(statuses), victim: init.status, pinged };
}

const capped = { ATTACK_OPTIONS: JSON.stringify({ http: { maxSessions: 20, maxSessionsPerClient: 3 } }) };

it(`without auth: ${ATTEMPTS} initialize calls from one address hold 3 sessions; another address still connects`, async () => {
  server = await spawnAttackServer('ours', 'http', capped);
  const outcome = await flood(server.url, { from: '127.0.0.2' }, { from: '127.0.0.3' });
  expect(outcome).toEqual({ statuses: { 200: ATTEMPTS }, victim: 200, pinged: 200 });
  // The attacker's stats session evicts one of its own; the victim's two stay: 3 + 2 at most.
  expect(await sessionsHeld(server.url, '127.0.0.2')).toBeLessThanOrEqual(5);
});

it(`with auth: ${ATTEMPTS} initialize calls with one read token hold 3 sessions; another subject still connects`, async () => {
  server = await spawnAttackServer('ours', 'http', { ...capped, ATTACK_AUTH: '1' });
  // Same address for both: the subject is the key when authenticated.
  const outcome = await flood(server.url, { from: '127.0.0.2', headers: bearer('alice-read') }, { from: '127.0.0.2', headers: bearer('bob-read') });
  expect(outcome).toEqual({ statuses: { 200: ATTEMPTS }, victim: 200, pinged: 200 });
});

it('a client whose sessions are all in use (streams open) gets 503 for one more, and others are unaffected', async () => {
  const app = createServer([feature], { logger: capturingLogger() });
  const listener = await listenHttp(app, { port: 0, maxSessionsPerClient: 2, housekeepingMs: 0, logger: capturingLogger() });
  const streams: AbortController[] = [];
  try {
    for (let i = 0; i < 2; i++) {
      const init = await postFrom('127.0.0.2', listener.url, INITIALIZE);
      const controller = new AbortController();
      streams.push(controller);
      const get = await fetch(listener.url, { signal: controller.signal, headers: { accept: 'text/event-stream', 'mcp-session-id': String(init.headers['mcp-session-id']), 'mcp-protocol-version': '2025-11-25' } });
      expect(get.status).toBe(200);
    }
    const refused = await postFrom('127.0.0.2', listener.url, INITIALIZE);
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body).error.message).toBe('Service Unavailable: this client holds its maximum of 2 sessions, all in use; end one (DELETE) or retry later');
    expect((await postFrom('127.0.0.3', listener.url, INITIALIZE)).status).toBe(200);
  } finally {
    for (const controller of streams) controller.abort();
    await listener.close();
    await app.close();
  }
});

it('a full server ends the session idle longest (past evictIdleAfterMs) for a new one, instead of refusing', async () => {
  let now = 0;
  const app = createServer([feature], { logger: capturingLogger() });
  const listener = await listenHttp(app, { port: 0, maxSessions: 2, evictIdleAfterMs: 1000, housekeepingMs: 0, now: () => now, logger: capturingLogger() });
  try {
    const first = await postFrom('127.0.0.2', listener.url, INITIALIZE);
    now = 100;
    await postFrom('127.0.0.3', listener.url, INITIALIZE);
    now = 500;
    expect((await post(listener.url, INITIALIZE)).status).toBe(503); // Nobody idle long enough yet.
    now = 1200;
    expect((await post(listener.url, INITIALIZE)).status).toBe(200);
    expect(listener.handler.sessionCount).toBe(2);
    const gone = await post(listener.url, { jsonrpc: '2.0', id: 1, method: 'ping' }, { 'mcp-session-id': String(first.headers['mcp-session-id']), 'mcp-protocol-version': '2025-11-25' });
    expect(gone.status).toBe(404);
  } finally {
    await listener.close();
    await app.close();
  }
});

it(`the official SDK v1 server holds every one of ${ATTEMPTS} sessions one client opens (no cap; for docs/security.md)`, async () => {
  server = await spawnAttackServer('sdk', 'http');
  for (let i = 0; i < ATTEMPTS; i++) expect((await postFrom('127.0.0.2', server.url, INITIALIZE)).status).toBe(200);
  expect(await sessionsHeld(server.url, '127.0.0.3')).toBe(ATTEMPTS + 1);
});
