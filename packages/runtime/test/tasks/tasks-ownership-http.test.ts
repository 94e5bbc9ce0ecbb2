/**
 * Over Streamable HTTP with authentication: a task belongs to the caller's
 * subject. Another caller can neither read, answer nor cancel it, and learns
 * nothing: the reply is the one for an id that does not exist. Routing
 * headers (Mcp-Name = taskId) are checked like any other.
 */
import { createServer, listenHttp, type HttpListener, type McpServer } from '@mcp-codegen/runtime';
import { authOptions, bearer } from '../auth-fixtures';
import { capturingLogger } from '../fixtures';
import { post, sseReader } from '../http-helpers';
import { envelope, Hold, jobsFeature, MODERN } from './task-fixtures';

let server: McpServer;
let listener: HttpListener;
let hold: Hold;

beforeEach(async () => {
  hold = new Hold();
  const logger = capturingLogger();
  server = createServer([jobsFeature(hold)], { logger });
  listener = await listenHttp(server, { port: 0, logger, auth: authOptions() });
});
afterEach(async () => {
  hold.release.resolve();
  await listener.close();
  await server.close();
});

let id = 1;
async function send(token: string, method: string, params: Record<string, unknown>, headers: Record<string, string> = {}) {
  const name = typeof params.taskId === 'string' ? params.taskId : typeof params.name === 'string' ? params.name : undefined;
  const response = await post(
    listener.url,
    { jsonrpc: '2.0', id: id++, method, params: { ...params, _meta: envelope() } },
    { ...bearer(token), 'mcp-protocol-version': MODERN, 'mcp-method': method, ...(name ? { 'mcp-name': name } : {}), ...headers },
  );
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

it("another caller's task id gets exactly the unknown-id answer for get, update and cancel; the owner's still works", async () => {
  const created = await send('alice', 'tools/call', { name: 'held', arguments: {} });
  expect(created.body.result.resultType).toBe('task');
  const { taskId } = created.body.result;
  await hold.started.promise;

  const unknown = (await send('bob', 'tasks/get', { taskId: '00000000-0000-0000-0000-000000000000' })).body.error;
  expect(unknown).toEqual({ code: -32602, message: 'Failed to retrieve task: Task not found' });
  expect((await send('bob', 'tasks/get', { taskId })).body.error).toEqual(unknown);
  expect((await send('bob', 'tasks/update', { taskId, inputResponses: {} })).body.error).toEqual(unknown);
  expect((await send('bob', 'tasks/cancel', { taskId })).body.error).toEqual(unknown);

  // Bob's cancel changed nothing: Alice's task still runs, and she can finish it.
  expect((await send('alice', 'tasks/get', { taskId })).body.result.status).toBe('working');
  hold.release.resolve();
  let status = 'working';
  while (status === 'working') status = (await send('alice', 'tasks/get', { taskId })).body.result.status;
  expect(status).toBe('completed');
});

it('the same subject may come back on another connection (a task is not tied to an HTTP session)', async () => {
  const { taskId } = (await send('alice', 'tools/call', { name: 'sleepy', arguments: { ms: 1 } })).body.result;
  const again = await send('alice', 'tasks/get', { taskId });
  expect(again.body.result.taskId).toBe(taskId);
});

it('Mcp-Name must name the task: a mismatch is 400 with -32020', async () => {
  const { taskId } = (await send('alice', 'tools/call', { name: 'sleepy', arguments: { ms: 1 } })).body.result;
  const mismatch = await send('alice', 'tasks/get', { taskId }, { 'mcp-name': 'some-other-task' });
  expect(mismatch.status).toBe(400);
  expect(mismatch.body.error.code).toBe(-32020);
});

it("subscriptions/listen agrees only to the caller's own tasks: another caller's id is left out of the acknowledgement", async () => {
  const { taskId } = (await send('alice', 'tools/call', { name: 'held', arguments: {} })).body.result;
  const listen = async (token: string) => {
    const response = await post(
      listener.url,
      { jsonrpc: '2.0', id: `listen-${token}`, method: 'subscriptions/listen', params: { notifications: { taskIds: [taskId] }, _meta: envelope() } },
      { ...bearer(token), 'mcp-protocol-version': MODERN, 'mcp-method': 'subscriptions/listen' },
    );
    const events = sseReader(response);
    const ack = JSON.parse((await events.next())!.data);
    await events.cancel();
    return ack.params.notifications.taskIds;
  };
  expect(await listen('bob')).toEqual([]);
  expect(await listen('alice')).toEqual([taskId]);
});
