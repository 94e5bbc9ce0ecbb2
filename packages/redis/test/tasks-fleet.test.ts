/**
 * The tasks extension across instances (separate processes) sharing one real
 * redis-server: a task started on A is polled, answered, cancelled and its
 * result fetched on B; when A is killed mid-task, B reports the task failed
 * and nothing waits forever. Requests are raw 2026-07-28 HTTP: the official
 * SDK clients cannot carry tasks yet (v2 2.4 refuses resultType "task", v1
 * speaks the 2025 wire, where the extension is not defined).
 */
import { buildInstanceScript, hasRedisServer, REDIS_SERVER, startInstance, startRedis, type Instance, type RedisProcess } from './fleet-harness';

jest.setTimeout(30_000);

const TASKS = 'io.modelcontextprotocol/tasks';
const MODERN = '2026-07-28';

if (!hasRedisServer) test.skip(`cross-instance tests need ${REDIS_SERVER} (apt-get install redis-server)`, () => undefined);
const describeWithRedis = hasRedisServer ? describe : describe.skip;

let id = 1;
async function send(instance: Instance, method: string, params: Record<string, unknown>): Promise<Record<string, any>> {
  const name = typeof params.taskId === 'string' ? params.taskId : typeof params.name === 'string' ? params.name : undefined;
  const response = await fetch(instance.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': MODERN, 'mcp-method': method, ...(name ? { 'mcp-name': name } : {}) },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: id++,
      method,
      params: { ...params, _meta: { 'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': { elicitation: {}, extensions: { [TASKS]: {} } } } },
    }),
  });
  return (await response.json()) as Record<string, any>;
}

async function until(instance: Instance, taskId: string, done: (task: Record<string, any>) => boolean): Promise<Record<string, any>> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const reply = await send(instance, 'tasks/get', { taskId });
    if (reply.error) throw new Error(JSON.stringify(reply.error));
    if (done(reply.result)) return reply.result;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`task ${taskId} did not get there within 10 s`);
}
const terminal = (instance: Instance, taskId: string) => until(instance, taskId, (task) => ['completed', 'failed', 'cancelled'].includes(task.status));

describeWithRedis('tasks across instances on one redis-server', () => {
  let redis: RedisProcess;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    await buildInstanceScript();
    redis = await startRedis();
  });
  beforeEach(async () => {
    [a, b] = await Promise.all([startInstance('A', redis.url), startInstance('B', redis.url)]);
  });
  afterEach(async () => {
    await Promise.all([a, b].map((instance) => instance.stop().catch(() => undefined)));
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('started on A: B sees it at once, follows its progress, and fetches the result A computed', async () => {
    const created = await send(a, 'tools/call', { name: 'slowJob', arguments: { ms: 300 } });
    expect(created.result).toMatchObject({ resultType: 'task', status: 'working' });
    const { taskId } = created.result;
    expect((await send(b, 'tasks/get', { taskId })).result.taskId).toBe(taskId);
    const working = await until(b, taskId, (task) => task.statusMessage !== undefined);
    expect(working.statusMessage).toBe('working on A');
    expect(await terminal(b, taskId)).toMatchObject({ status: 'completed', result: { content: [{ type: 'text', text: 'done on A' }] } });
  });

  it('cancelled on B: A sees the cancellation and the task stays cancelled on both', async () => {
    const { taskId } = (await send(a, 'tools/call', { name: 'heldJob', arguments: {} })).result;
    await until(b, taskId, (task) => task.statusMessage === 'held on A');
    expect((await send(b, 'tasks/cancel', { taskId })).result).toEqual({ resultType: 'complete' });
    expect((await terminal(a, taskId)).status).toBe('cancelled');
    expect((await send(b, 'tasks/get', { taskId })).result.status).toBe('cancelled');
  });

  it('input asked on A is answered through B', async () => {
    const { taskId } = (await send(a, 'tools/call', { name: 'confirmJob', arguments: {} })).result;
    const waiting = await until(b, taskId, (task) => task.status === 'input_required');
    const [key] = Object.keys(waiting.inputRequests);
    expect((await send(b, 'tasks/update', { taskId, inputResponses: { [key]: { action: 'accept', content: { ok: true } } } })).result).toEqual({ resultType: 'complete' });
    expect(await terminal(b, taskId)).toMatchObject({ status: 'completed', result: { content: [{ text: 'accept, on A' }] } });
  });

  it('A killed mid-task: B reports the task failed once A\'s lease lapses, and nothing hangs', async () => {
    const { taskId } = (await send(a, 'tools/call', { name: 'heldJob', arguments: {} })).result;
    await until(b, taskId, (task) => task.statusMessage === 'held on A');
    await a.kill();
    const failed = await terminal(b, taskId);
    expect(failed).toMatchObject({ status: 'failed', error: { code: -32603, message: expect.stringContaining('stopped') } });
  });
});
