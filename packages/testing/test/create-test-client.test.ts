/** createTestClient in both protocol eras: the typed client, fakes, auth, and what the server sent besides replies. */
import { isToolCallError } from '@mcp-codegen/client';
import { INSUFFICIENT_SCOPE } from '@mcp-codegen/runtime';
import { createTestClient, type TestClient } from '@mcp-codegen/testing';
import { Clock, Journal, JournalClient, journalFeature } from './journal-feature';

const fakeClock = { now: () => '2026-01-01T00:00:00.000Z' };

describe.each(['legacy', 'modern'] as const)('on the %s wire', (era) => {
  let t: TestClient<JournalClient>;

  afterEach(() => t.close());

  it('calls tools through the typed client, with a fake provider in place of the real one', async () => {
    t = await createTestClient(journalFeature, { client: JournalClient, era, providers: [[Clock, fakeClock]] });
    const written = await t.client.write({ text: 'hello' });
    expect(written).toEqual({ id: 1, at: '2026-01-01T00:00:00.000Z' });
    expect(t.server.container.resolve(Journal).entries).toEqual([{ text: 'hello', at: '2026-01-01T00:00:00.000Z' }]);
    expect(t.mcp.getNegotiatedProtocolVersion()).toBe(era === 'modern' ? '2026-07-28' : '2025-11-25');
  });

  it('records the logs and progress a handler sent', async () => {
    t = await createTestClient(journalFeature, { client: JournalClient, era });
    await t.client.write({ text: 'with progress' }, { meta: { progressToken: 'p1' } });
    expect(t.notifications.logs).toEqual([{ level: 'info', logger: 'journal', data: { writing: 'with progress' } }]);
    expect(t.notifications.progress).toEqual([
      { progressToken: 'p1', progress: 1, total: 2, message: 'stamped' },
      { progressToken: 'p1', progress: 2, total: 2, message: 'stored' },
    ]);
  });

  it('runs requests as the given caller: ctx.auth is set and scopes apply', async () => {
    t = await createTestClient(journalFeature, { client: JournalClient, era, auth: { subject: 'ada', scopes: ['journal:read'] } });
    expect(await t.client.whoami()).toBe('ada');
    await expect(t.client.purge()).rejects.toMatchObject({ code: INSUFFICIENT_SCOPE, message: expect.stringContaining('journal:admin') });
    await t.close();
    t = await createTestClient(journalFeature, { client: JournalClient, era, auth: { subject: 'root', scopes: ['journal:admin'] } });
    expect(await t.client.purge()).toBe('purged 0');
  });

  it('turns a tool error into a rejection the test can inspect, and keeps server logs off stderr', async () => {
    t = await createTestClient({ ...journalFeature, tools: { ...journalFeature.tools, whoami: { ...journalFeature.tools.whoami, invoke: () => { throw new Error('db down'); } } } }, { client: JournalClient, era });
    const error = await t.client.whoami().catch((e: unknown) => e);
    expect(isToolCallError(error)).toBe(true);
    expect(t.serverLog).toEqual([expect.objectContaining({ level: 'error', message: 'Tool "whoami" failed' })]);
  });
});

describe('list_changed (2025 wire, where a session hears it)', () => {
  it('records which list changed', async () => {
    const t = await createTestClient(journalFeature, { client: JournalClient });
    const heard = t.notifications.next('notifications/tools/list_changed');
    t.server.tools.disable('purge');
    await heard;
    expect(t.notifications.listChanged).toEqual(['tools']);
    expect((await t.mcp.listTools()).tools.map((tool) => tool.name)).toEqual(['write', 'whoami']);
    await t.close();
  });
});

describe('several features and server options', () => {
  it('serves an array of features, applies server middleware, and gives a typed client per feature', async () => {
    const seen: string[] = [];
    const t = await createTestClient([journalFeature], { client: JournalClient, server: { use: [{ handle: (call, next) => (seen.push(call.name), next()) }] } });
    const again = t.clientFor(JournalClient);
    await again.whoami();
    expect(seen).toEqual(['whoami']);
    await t.close();
  });

  it('without a client class, the SDK client is there to use', async () => {
    const t = await createTestClient(journalFeature);
    expect(t.client).toBeUndefined();
    expect((await t.mcp.callTool({ name: 'whoami', arguments: {} })).content).toEqual([{ type: 'text', text: 'nobody' }]);
    await t.close();
  });
});
