// The notes feature tested the way a user of mcp-codegen would: no transport,
// no process, its generated typed client over a real MCP session, a fake
// clock, and the server's error filter. Runs under jest and under vitest
// (vitest.config.mts at the root), in both protocol eras.
// #region imports
import { createTestClient, type TestClient } from '@mcp-codegen/testing';
import { AuditTrail, Clock, feature, noteErrors } from '../src/index.js';
import { NotesClient, ToolCallError } from '../src/generated/client.generated.js';

const fixedClock = { now: () => new Date('2026-01-02T03:04:05.000Z') };
// #endregion

describe.each(['legacy', 'modern'] as const)('notes on the %s wire', (era) => {
  let t: TestClient<NotesClient>;

  beforeEach(async () => {
    // #region create
    t = await createTestClient(feature, { client: NotesClient, era, providers: [[Clock, fixedClock]], server: { errorFilters: [noteErrors] } });
    // #endregion
  });

  afterEach(() => t.close());

  // #region typed-calls
  it('adds a note and finds it, with typed results', async () => {
    const note = await t.client.addNote({ title: 'Groceries', body: 'Eggs, milk', tags: ['home'] });
    expect(note).toEqual({ id: 'n2', title: 'Groceries', body: 'Eggs, milk', tags: ['home'], priority: 'normal', createdAt: '2026-01-02T03:04:05.000Z' });
    const found = await t.client.searchNotes({ query: 'eggs' });
    expect(found.total).toBe(1);
    expect(found.notes[0].title).toBe('Groceries');
  });
  // #endregion

  it('audits every call of the notebook (the Audit middleware)', async () => {
    await t.client.searchNotes({ query: 'x' });
    await t.client.resources.index();
    const trail = t.server.container.resolve(AuditTrail).entries;
    expect(trail.map(({ kind, name, outcome }) => ({ kind, name, outcome }))).toEqual([
      { kind: 'tool', name: 'searchNotes', outcome: 'ok' },
      { kind: 'resource', name: 'notes://index', outcome: 'ok' },
    ]);
    expect(t.notifications.logs.map((log) => log.logger)).toEqual(['audit', 'audit']);
  });

  it("says what the store's NoteNotFound means: a tool error with a hint, or resource-not-found", async () => {
    const error = await t.client.deleteNote({ id: 'n404' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolCallError);
    expect((error as ToolCallError).message).toBe('No note with id "n404". Use searchNotes to find ids.');
    // The SDK v2 client reports resource-not-found of either era (-32002, or -32602 with the URI) as one error, with code -32602.
    await expect(t.client.templates.note({ id: 'n404' })).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('No note with id "n404".'), data: { uri: 'notes://notes/n404' } });
    expect(t.server.container.resolve(AuditTrail).entries.map((entry) => entry.outcome)).toEqual(['error', 'error']);
  });
});
