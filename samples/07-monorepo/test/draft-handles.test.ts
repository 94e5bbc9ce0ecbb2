/**
 * Explicit state handles end to end: calendar_draftEvent issues a handle,
 * later calls pass it back, and a used-up or made-up handle gets an isError
 * result that tells the model what to call instead.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { createInMemoryTransportPair, createServer, type McpServer } from '@mcp-codegen/runtime';
import { feature as calendar } from '../calendar/src/index.js';

let server: McpServer;
let client: Client;

beforeEach(async () => {
  server = createServer([{ feature: calendar, namespace: 'calendar' }]);
  const pair = createInMemoryTransportPair();
  await server.connect(pair.server);
  client = new Client({ name: 'drafts-test', version: '1.0.0' });
  await client.connect(pair.client);
});
afterEach(async () => {
  await client.close();
  await server.close();
});

const call = (name: string, args: Record<string, unknown>) => client.callTool({ name: `calendar_${name}`, arguments: args });
const text = (result: Awaited<ReturnType<typeof call>>) => (result.content as Array<{ text: string }>)[0].text;

it('drafts, invites and confirms an event through one handle', async () => {
  const drafted = await call('draftEvent', { title: 'Hike', date: '2025-06-01' });
  const { draft } = drafted.structuredContent as { draft: string };
  expect(draft).toMatch(/^draft_/);
  expect((await call('inviteToDraft', { draft, attendee: 'ana' })).structuredContent).toEqual({ attendees: ['ana'] });
  expect((await call('inviteToDraft', { draft, attendee: 'bo' })).structuredContent).toEqual({ attendees: ['ana', 'bo'] });
  const confirmed = await call('confirmDraft', { draft });
  expect(confirmed.structuredContent).toEqual({ id: 'e1', title: 'Hike', date: '2025-06-01', attendees: ['ana', 'bo'] });
  expect((await call('listEvents', {})).structuredContent).toEqual({ events: [{ id: 'e1', title: 'Hike', date: '2025-06-01' }] });

  const reused = await call('confirmDraft', { draft });
  expect(reused.isError).toBe(true);
  expect(text(reused)).toMatch(/^This draft handle has expired or was already used .* Call draftEvent again to get a new handle/);
});

it('a handle the server never issued is a tool error naming the create tool', async () => {
  const result = await call('inviteToDraft', { draft: 'draft_123', attendee: 'ana' });
  expect(result.isError).toBe(true);
  expect(text(result)).toBe('"draft_123" is not a draft handle this server issued. Pass the handle exactly as draftEvent returned it, or call draftEvent to get a new one.');
});
