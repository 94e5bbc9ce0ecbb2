/**
 * The HTTP exchange loads on a handler's first request (lazy-exchange.ts). The oracle: the same
 * requests, sent at once to a fresh handler before the exchange is loaded, get the replies a handler
 * gets once it is loaded: a stateless POST, a stateful initialize, a GET and a DELETE of that session.
 * This file's module registry is fresh, so nothing has loaded the exchange before the first test.
 */
import { createFetchHandler, createServer, type FetchHandler, type McpServer } from '@mcp-codegen/runtime';
import { loadedExchange } from '../src/transports/http/lazy-exchange';
import { calcFeature, capturingLogger } from './fixtures';
import { BOTH, INITIALIZE } from './http-helpers';

const URL_ = 'https://mcp.example.com/mcp';
const servers: McpServer[] = [];
const handlers: FetchHandler[] = [];

function handler(sessions: boolean): FetchHandler {
  const logger = capturingLogger();
  const server = createServer([calcFeature], { logger });
  const handle = createFetchHandler(server, { logger, sessions });
  servers.push(server);
  handlers.push(handle);
  return handle;
}

afterAll(async () => {
  for (const handle of handlers) handle.close();
  await Promise.all(servers.map((server) => server.close()));
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(URL_, { method: 'POST', headers: { 'content-type': 'application/json', accept: BOTH, ...headers }, body: JSON.stringify(body) });
const CALL = { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'add', arguments: { a: 2, b: 3 } } };
const VERSION = { 'mcp-protocol-version': '2025-11-25' };

/** What a reply says, without the session id (a fresh one per handler). */
async function shape(response: Response) {
  const headers = [...response.headers].filter(([name]) => name !== 'mcp-session-id');
  return { status: response.status, headers, body: (await response.text()).replace(/"[0-9a-f-]{36}"/g, '"<id>"') };
}

/** A stateless call and a stateful session's initialize, GET and DELETE, the first two sent at once. */
async function exchange() {
  const stateless = handler(false);
  const stateful = handler(true);
  const [call, init] = await Promise.all([stateless(post(CALL, VERSION)), stateful(post(INITIALIZE))]);
  const session = { 'mcp-session-id': init.headers.get('mcp-session-id')!, ...VERSION };
  const get = await stateful(new Request(URL_, { method: 'GET', headers: { accept: 'text/event-stream', ...session } }));
  const getShape = { status: get.status, type: get.headers.get('content-type') };
  await get.body?.cancel();
  const del = await stateful(new Request(URL_, { method: 'DELETE', headers: session }));
  return { call: await shape(call), init: await shape(init), get: getShape, delete: await shape(del) };
}

it('answers the first requests of a fresh handler as a handler with the exchange loaded does', async () => {
  expect(loadedExchange).toBeUndefined();
  const first = await exchange();
  expect(loadedExchange).toBeDefined();
  const loaded = await exchange();
  expect(first).toEqual(loaded);
  expect(first.call.status).toBe(200);
  expect(first.call.body).toContain('"text":"5"');
  expect(first.get).toEqual({ status: 200, type: 'text/event-stream' });
  expect(first.delete.status).toBe(200);
});
