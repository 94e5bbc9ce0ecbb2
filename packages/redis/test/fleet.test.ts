/**
 * Three server instances (separate processes) and one real redis-server:
 * updates reach listeners on every instance (2026 subscriptions/listen and
 * 2025 resources/subscribe through the official SDK client) exactly once, a
 * 2025-era session continues on another instance after its own is killed,
 * a requestState issued by one instance is resumed by another, and delivery
 * recovers when Redis is stopped and started again.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ResourceUpdatedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { buildInstanceScript, hasRedisServer, REDIS_SERVER, startInstance, startRedis, type Instance, type RedisProcess } from './fleet-harness';

jest.setTimeout(30_000);

const BOTH = 'application/json, text/event-stream';
const MODERN = '2026-07-28';
const LEGACY = '2025-11-25';
const BOARD = 'notes://board';

if (!hasRedisServer) {
  // CI installs it (.ci/run); locally the suite says why it did not run.
  test.skip(`cross-instance tests need ${REDIS_SERVER} (apt-get install redis-server)`, () => undefined);
}

const describeWithRedis = hasRedisServer ? describe : describe.skip;

/** Each SSE event of a response, as it arrives. */
function events(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(): Promise<{ id?: string; data: string }> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) continue;
          const event: { id?: string; data: string } = { data: '' };
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('data: ')) event.data += line.slice(6);
          }
          return event;
        }
        const { done, value } = await reader.read();
        if (done) throw new Error('The stream ended.');
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel().catch(() => undefined),
  };
}

function post(url: string, body: object, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: BOTH, ...headers }, body: JSON.stringify(body) });
}

function modern(url: string, id: number | string, method: string, params: Record<string, unknown>): Promise<Response> {
  const meta = { 'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': { elicitation: {} } };
  const name = (params.name ?? params.uri) as string | undefined;
  return post(url, { jsonrpc: '2.0', id, method, params: { ...params, _meta: meta } }, { 'mcp-protocol-version': MODERN, 'mcp-method': method, ...(name ? { 'mcp-name': name } : {}) });
}

/** A 2026-era listener: the acknowledgement is read, then next() yields updated URIs. */
async function listen(url: string, uris: string[]) {
  const stream = events(await modern(url, 'listen', 'subscriptions/listen', { notifications: { resourceSubscriptions: uris } }));
  expect(JSON.parse((await stream.next()).data).method).toBe('notifications/subscriptions/acknowledged');
  const seen: string[] = [];
  const pump = (async () => {
    for (;;) seen.push(JSON.parse((await stream.next()).data).params.uri);
  })().catch(() => undefined);
  return { seen, close: () => stream.cancel().then(() => pump) };
}

/** An official SDK (v1) client on the 2025 wire, subscribed to `uris`, recording each update. */
async function sdkSubscriber(url: string, uris: string[]) {
  const client = new Client({ name: 'fleet-test', version: '1.0.0' });
  const seen: string[] = [];
  client.setNotificationHandler(ResourceUpdatedNotificationSchema, (notification) => void seen.push(notification.params.uri));
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  for (const uri of uris) await client.subscribeResource({ uri });
  return { client, seen };
}

/** Resolves when `check` holds, re-checking on each event-loop turn; fails after `ms`. */
async function until(check: () => boolean, ms = 5_000, what = 'the condition'): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Publishes until every listener saw it: SSE streams open asynchronously, so the first may come before a GET stream is attached. */
async function publishUntilSeen(instance: Instance, uri: string, lists: string[][], rounds = 20): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    await instance.publish(uri);
    try {
      await until(() => lists.every((list) => list.includes(uri)), 250);
      return;
    } catch {
      // Not everyone is listening yet: publish again.
    }
  }
  throw new Error(`${uri} from ${instance.name} never reached every listener`);
}

describeWithRedis('many instances sharing one Redis', () => {
  let redis: RedisProcess;
  let a: Instance;
  let b: Instance;
  let c: Instance;
  const secret = { MCP_REQUEST_STATE_SECRET: 'fleet-shared-secret' };

  beforeAll(async () => {
    const [started] = await Promise.all([startRedis(), buildInstanceScript()]);
    redis = started;
    [a, b, c] = await Promise.all(['A', 'B', 'C'].map((name) => startInstance(name, redis.url, secret)));
  });

  afterAll(async () => {
    await Promise.all([a, b, c].filter(Boolean).map((instance) => instance.stop().catch(() => undefined)));
    await redis?.stop();
  });

  it('delivers an update published on one instance to listeners on the others, once each', async () => {
    const onB = await listen(b.url, [BOARD, 'notes://marker']);
    const onA = await sdkSubscriber(a.url, [BOARD, 'notes://warm', 'notes://marker']);
    const onC = await sdkSubscriber(c.url, [BOARD, 'notes://warm']);
    try {
      await publishUntilSeen(b, 'notes://warm', [onA.seen, onC.seen]);

      await a.publish(BOARD);
      await until(() => onB.seen.includes(BOARD) && onC.seen.includes(BOARD), 5_000, 'the update on B and C');
      // A marker from B arrives on A's Redis connection after A's own echo of BOARD, which A must drop.
      await b.publish('notes://marker');
      await until(() => onA.seen.includes('notes://marker'), 5_000, 'the marker on A');
      expect(onA.seen.filter((uri) => uri === BOARD)).toEqual([BOARD]);
      expect(onB.seen.filter((uri) => uri === BOARD)).toEqual([BOARD]);
      expect(onC.seen.filter((uri) => uri === BOARD)).toEqual([BOARD]);
    } finally {
      await Promise.all([onA.client.close(), onC.client.close(), onB.close()]);
    }
  });

  it('resumes an InputRequiredResult issued by one instance on another (shared requestState secret)', async () => {
    const first = (await (await modern(a.url, 1, 'tools/call', { name: 'askName', arguments: {} })).json()) as any;
    expect(first.result.resultType).toBe('input_required');
    const retry = (await (
      await modern(b.url, 2, 'tools/call', { name: 'askName', arguments: {}, requestState: first.result.requestState, inputResponses: { 'elicitation-1': { action: 'accept', content: { name: 'Ada' } } } })
    ).json()) as any;
    expect(retry.result).toMatchObject({ resultType: 'complete', content: [{ type: 'text', text: 'Hello Ada, from B' }] });
  });

  it('continues a 2025-era session on a second instance after the first is killed (same Mcp-Session-Id, Last-Event-ID)', async () => {
    const init = await post(a.url, { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: LEGACY, capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });
    const sessionId = init.headers.get('mcp-session-id')!;
    await init.text();
    const headers = { 'mcp-session-id': sessionId, 'mcp-protocol-version': LEGACY };
    expect((await post(a.url, { jsonrpc: '2.0', method: 'notifications/initialized' }, headers)).status).toBe(202);
    expect((await post(a.url, { jsonrpc: '2.0', id: 1, method: 'resources/subscribe', params: { uri: BOARD } }, headers)).status).toBe(200);

    const onA = events(await fetch(a.url, { headers: { accept: BOTH, ...headers } }));
    await onA.next(); // priming event
    await c.publish(BOARD);
    const seen = await onA.next();
    await c.publish(BOARD);
    const missed = await onA.next(); // stored in Redis; the client resumes from `seen` as if it never got this one
    await onA.cancel();
    await a.kill();

    const resumed = await fetch(b.url, { headers: { accept: BOTH, ...headers, 'last-event-id': seen.id! } });
    expect(resumed.status).toBe(200);
    const onB = events(resumed);
    expect(await onB.next()).toEqual(missed);
    // B restored the subscription with the session: a new update reaches the client on B.
    await c.publish(BOARD);
    const live = await onB.next();
    expect(JSON.parse(live.data)).toMatchObject({ method: 'notifications/resources/updated', params: { uri: BOARD } });
    expect(Number(live.id!.split('.').pop())).toBeGreaterThan(Number(missed.id!.split('.').pop()));

    const call = (await (await post(b.url, { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'whoami', arguments: {} } }, headers)).json()) as any;
    expect(call.result.content[0].text).toBe('B');
    await onB.cancel();
    expect((await fetch(b.url, { method: 'DELETE', headers })).status).toBe(200);
    const gone = await post(c.url, { jsonrpc: '2.0', id: 3, method: 'ping' }, headers);
    expect(gone.status).toBe(404);
  });

  it('keeps delivering locally while Redis is down, logs once, and recovers when Redis returns', async () => {
    const onB = await listen(b.url, ['notes://outage', 'notes://after']);
    const onC = await sdkSubscriber(c.url, ['notes://outage', 'notes://after']);
    try {
      await publishUntilSeen(c, 'notes://outage', [onB.seen, onC.seen]);
      const logFrom = c.stderr.length;
      await redis.stop();
      await c.logged(/unreachable/, logFrom);

      const before = onC.seen.length;
      await c.publish('notes://outage');
      await c.publish('notes://outage');
      await until(() => onC.seen.length === before + 2, 5_000, 'local delivery on C');
      expect(c.stderr.slice(logFrom).filter((line) => /Resource updates: Redis is unreachable/.test(line)).length).toBeLessThanOrEqual(1);

      redis = await startRedis(redis.port);
      await Promise.all([b.logged(/subscriber.*reachable again/, 0), c.logged(/commands.*reachable again/, logFrom)]);
      // C's own subscriber reconnects on its own schedule, like B's: wait for both, not only B.
      await publishUntilSeen(c, 'notes://after', [onB.seen, onC.seen]);
      expect(onC.seen.filter((uri) => uri === 'notes://after').length).toBeGreaterThan(0);
    } finally {
      await Promise.all([onC.client.close(), onB.close()]);
    }
  });
});
