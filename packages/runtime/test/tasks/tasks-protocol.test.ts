/**
 * The tasks extension (SEP-2663) on the wire, over the in-memory pair:
 * negotiation, creation, polling, input, cancellation, failures, TTL and
 * bounds, and the 2025 era, where the extension is not defined.
 */
import { InMemoryTaskStore, type StoredTask } from '@mcp-codegen/runtime';
import { capturingLogger } from '../fixtures';
import { rawPeer, type RawPeer } from '../raw-peer';
import type { ServerOptions } from '../../src/server';
import { envelope, Hold, jobsFeature, TASKS } from './task-fixtures';

let peer: RawPeer;
let hold: Hold;
let nextId = 1;

async function start(options: ServerOptions = {}): Promise<void> {
  hold = new Hold();
  peer = await rawPeer([jobsFeature(hold)], { logger: capturingLogger(), ...options });
}

afterEach(async () => {
  hold.release.resolve();
  await peer.server.close();
  await peer.close();
});

async function send(method: string, params: Record<string, unknown> = {}, withTasks = true): Promise<Record<string, any>> {
  const id = nextId++;
  peer.request({ id, method, params: { ...params, _meta: envelope(withTasks) } });
  return peer.responseTo(id);
}

const call = (name: string, args: Record<string, unknown> = {}, withTasks = true) => send('tools/call', { name, arguments: args }, withTasks);
const get = (taskId: string) => send('tasks/get', { taskId });

async function until(taskId: string, done: (task: Record<string, any>) => boolean): Promise<Record<string, any>> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const reply = await get(taskId);
    if (reply.error || done(reply.result)) return reply.error ? reply : reply.result;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`task ${taskId} never got there`);
}
const terminal = (taskId: string) => until(taskId, (task) => ['completed', 'failed', 'cancelled'].includes(task.status));

describe('negotiation', () => {
  beforeEach(() => start());

  it('server/discover lists the extension; a 2025 initialize does not (the extension is not defined there)', async () => {
    expect((await send('server/discover')).result.capabilities.extensions).toEqual({ [TASKS]: {} });
    peer.request({ id: 'init', method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } } });
    const init = await peer.responseTo('init');
    expect(init.result.capabilities.extensions).toBeUndefined();
    expect(init.result.capabilities.tasks).toBeUndefined();
  });

  it('without the extension: an optional tool runs in the request, a required one is -32021 naming the extension, tasks/* are -32021', async () => {
    const sync = await call('sleepy', { ms: 1 }, false);
    expect(sync.result).toMatchObject({ resultType: 'complete', content: [{ type: 'text', text: 'slept 1 ms' }] });
    expect(sync.result.taskId).toBeUndefined();
    const required = await call('needsTask', {}, false);
    expect(required.error).toEqual({ code: -32021, message: expect.any(String), data: { requiredCapabilities: { extensions: { [TASKS]: {} } } } });
    for (const method of ['tasks/get', 'tasks/update', 'tasks/cancel']) {
      expect((await send(method, { taskId: 'x', inputResponses: {} }, false)).error.code).toBe(-32021);
    }
  });

  it('tasks/list and tasks/result do not exist in the extension: -32601', async () => {
    expect((await send('tasks/list')).error.code).toBe(-32601);
    expect((await send('tasks/result', { taskId: 'x' })).error.code).toBe(-32601);
  });

  it('a tool without `task` stays a plain call for a declaring client', async () => {
    expect((await call('plain')).result).toMatchObject({ resultType: 'complete', content: [{ text: 'plain result' }] });
  });
});

describe('the 2025 era', () => {
  beforeEach(() => start());

  async function legacy(method: string, params: Record<string, unknown>) {
    const id = nextId++;
    peer.request({ id, method, params });
    return peer.responseTo(id);
  }

  it('runs optional task tools in the request, refuses required ones with -32021, and answers tasks/* as 2026-07-28 methods sent without their envelope', async () => {
    await legacy('initialize', { protocolVersion: '2025-11-25', capabilities: { extensions: { [TASKS]: {} } }, clientInfo: { name: 'c', version: '1' } });
    expect((await legacy('tools/call', { name: 'sleepy', arguments: { ms: 1 } })).result.content[0].text).toBe('slept 1 ms');
    expect((await legacy('tools/call', { name: 'needsTask', arguments: {} })).error.code).toBe(-32021);
    // Like server/discover: a 2026-07-28 method without its envelope is told what it lacks.
    expect((await legacy('tasks/get', { taskId: 'x' })).error).toMatchObject({ code: -32602, message: expect.stringContaining('_meta') });
  });
});

describe('a task from start to end', () => {
  beforeEach(() => start());

  it('tools/call answers a flat CreateTaskResult that tasks/get finds at once, then the result inlined', async () => {
    const created = (await call('sleepy', { ms: 50 })).result;
    expect(created).toEqual({
      resultType: 'task',
      taskId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'working',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastUpdatedAt: expect.any(String),
      ttlMs: 3_600_000,
      pollIntervalMs: 500,
    });
    const now = (await get(created.taskId)).result;
    expect(now).toMatchObject({ resultType: 'complete', taskId: created.taskId });
    expect(['working', 'completed']).toContain(now.status);
    const done = await terminal(created.taskId);
    expect(done).toMatchObject({ status: 'completed', statusMessage: 'half way', result: { content: [{ type: 'text', text: 'slept 50 ms' }] } });
    expect(done).not.toHaveProperty('error');
    expect(done.result).not.toHaveProperty('resultType');
  });

  it('a tool error completes the task with isError; a crash fails it with -32603 and no detail', async () => {
    const refused = await terminal((await call('refuse')).result.taskId);
    expect(refused).toMatchObject({ status: 'completed', result: { isError: true, content: [{ text: 'Not allowed today.' }] } });
    const crashed = await terminal((await call('crash')).result.taskId);
    expect(crashed).toMatchObject({ status: 'failed', error: { code: -32603 } });
    expect(crashed).not.toHaveProperty('result');
    expect(JSON.stringify(crashed)).not.toContain('secret internal detail');
  });

  it('input: input_required with keyed requests; unknown keys and bad answers are ignored or asked again; the right answer resumes it', async () => {
    const { taskId } = (await call('ask')).result;
    const waiting = await until(taskId, (task) => task.status === 'input_required');
    expect(waiting.inputRequests).toEqual({ 'elicitation-1': { method: 'elicitation/create', params: expect.objectContaining({ message: 'Proceed?' }) } });
    expect((await send('tasks/update', { taskId, inputResponses: { nope: { action: 'accept' } } })).result).toEqual({ resultType: 'complete' });
    expect((await get(taskId)).result.inputRequests).toHaveProperty('elicitation-1');
    await send('tasks/update', { taskId, inputResponses: { 'elicitation-1': { what: 'not an elicit result' } } });
    const again = await until(taskId, (task) => task.status === 'input_required' && 'elicitation-2' in (task.inputRequests ?? {}));
    expect(Object.keys(again.inputRequests)).toEqual(['elicitation-2']);
    await send('tasks/update', { taskId, inputResponses: { 'elicitation-2': { action: 'accept', content: { ok: true } } } });
    expect(await terminal(taskId)).toMatchObject({ status: 'completed', result: { content: [{ text: 'answer: accept' }] } });
  });

  it('tasks/cancel acknowledges, aborts the handler, and the task stays cancelled; cancelling again is acknowledged too', async () => {
    const { taskId } = (await call('held')).result;
    await hold.started.promise;
    expect((await send('tasks/cancel', { taskId })).result).toEqual({ resultType: 'complete' });
    expect(await hold.aborted.promise).toBeDefined();
    expect(await terminal(taskId)).toMatchObject({ status: 'cancelled' });
    expect((await send('tasks/cancel', { taskId })).result).toEqual({ resultType: 'complete' });
    expect((await get(taskId)).result.status).toBe('cancelled');
  });

  it('an unknown, malformed or absurdly long task id is -32602 with one message', async () => {
    const unknown = await get('00000000-0000-0000-0000-000000000000');
    expect(unknown.error).toEqual({ code: -32602, message: 'Failed to retrieve task: Task not found' });
    expect((await get('x'.repeat(10_000))).error).toEqual(unknown.error);
    expect((await send('tasks/get', { taskId: 42 })).error.code).toBe(-32602);
    expect((await send('tasks/cancel', { taskId: 'nope' })).error).toEqual(unknown.error);
  });
});

describe('limits', () => {
  it('a task is forgotten after its TTL: the same -32602 as an unknown id', async () => {
    await start({ tasks: { ttlMs: 150 } });
    const { taskId } = (await call('sleepy', { ms: 1 })).result;
    expect((await terminal(taskId)).status).toBe('completed');
    const gone = await until(taskId, () => false);
    expect(gone.error).toEqual({ code: -32602, message: 'Failed to retrieve task: Task not found' });
  });

  it('a result larger than maxResultBytes fails the task instead of being kept', async () => {
    await start({ tasks: { maxResultBytes: 1000 } });
    const small = await terminal((await call('big', { size: 10 })).result.taskId);
    expect(small.status).toBe('completed');
    const large = await terminal((await call('big', { size: 5000 })).result.taskId);
    expect(large).toMatchObject({ status: 'failed', error: { code: -32603, message: expect.stringContaining('larger than') } });
  });

  it('a full store refuses new tasks with an error while running ones keep their place', async () => {
    await start({ tasks: { store: new InMemoryTaskStore({ maxTasks: 1 }) } });
    const { taskId } = (await call('held')).result;
    const refused = await call('sleepy', { ms: 1 });
    expect(refused.error).toMatchObject({ code: -32603, message: expect.stringContaining('try again later') });
    hold.release.resolve();
    expect((await terminal(taskId)).status).toBe('completed');
    // Finished tasks make room: the oldest goes first.
    expect((await call('sleepy', { ms: 1 })).result.resultType).toBe('task');
  });

  it('maxRunning: one more task than an instance may run is refused until one ends', async () => {
    await start({ tasks: { maxRunning: 1 } });
    const { taskId } = (await call('held')).result;
    expect((await call('sleepy', { ms: 1 })).error).toMatchObject({ code: -32603, message: expect.stringContaining('try again later') });
    hold.release.resolve();
    expect((await terminal(taskId)).status).toBe('completed');
    expect((await call('sleepy', { ms: 1 })).result.resultType).toBe('task');
  });
});

describe('runners that are gone', () => {
  it('a task whose instance stopped renewing its lease is reported failed, not working forever', async () => {
    const store = new InMemoryTaskStore();
    await start({ tasks: { store } });
    const now = Date.now();
    const orphan: StoredTask = { taskId: 'orphan-1', owner: '', status: 'working', createdAt: now, lastUpdatedAt: now, ttlMs: 60_000, pollIntervalMs: 500, runner: 'instance-that-died' };
    await store.create(orphan);
    expect((await get('orphan-1')).result).toMatchObject({ status: 'failed', error: { code: -32603, message: expect.stringContaining('stopped') } });
  });

  it('closing the server fails the tasks still running on it', async () => {
    const store = new InMemoryTaskStore();
    await start({ tasks: { store } });
    const { taskId } = (await call('held')).result;
    await hold.started.promise;
    await peer.server.close();
    expect(await store.get(taskId)).toMatchObject({ status: 'failed', error: { code: -32603 } });
  });
});

describe('inputBeforeTask', () => {
  beforeEach(() => start());

  it('asks in the request first (InputRequiredResult, no task), then the retry becomes a task that uses the answer', async () => {
    const first = (await call('askFirst', { ms: 30 })).result;
    expect(first).toMatchObject({ resultType: 'input_required', inputRequests: { name: { method: 'elicitation/create' } } });
    expect(first).not.toHaveProperty('taskId');
    const retry = await send('tools/call', { name: 'askFirst', arguments: { ms: 30 }, inputResponses: { name: { action: 'accept', content: { name: 'Ada' } } }, requestState: first.requestState });
    expect(retry.result).toMatchObject({ resultType: 'task', status: 'working' });
    expect(retry.result).not.toHaveProperty('requestState');
    expect(await terminal(retry.result.taskId)).toMatchObject({ status: 'completed', result: { content: [{ text: 'hello Ada' }] } });
  });

  it('a handler that finishes at once once it has its input answers in the request, without a task', async () => {
    const first = (await call('askFirst', { ms: 0 })).result;
    const retry = await send('tools/call', { name: 'askFirst', arguments: { ms: 0 }, inputResponses: { name: { action: 'accept', content: { name: 'Bo' } } }, requestState: first.requestState });
    expect(retry.result).toMatchObject({ resultType: 'complete', content: [{ text: 'hello Bo' }] });
  });
});

describe('notifications/tasks on subscriptions/listen', () => {
  beforeEach(() => start({ tasks: { watchMs: 10 } }));

  const listenFor = (id: string, taskIds: unknown, withTasks = true) => peer.request({ id, method: 'subscriptions/listen', params: { notifications: { taskIds }, _meta: envelope(withTasks) } });
  async function notification(match: (message: Record<string, any>) => boolean): Promise<Record<string, any>> {
    for (let attempt = 0; attempt < 500; attempt++) {
      const found = peer.received.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('no such notification');
  }

  it('needs the extension (-32021) and a list of ids (-32602)', async () => {
    listenFor('l1', ['x'], false);
    expect((await peer.responseTo('l1')).error.code).toBe(-32021);
    listenFor('l2', 'not a list');
    expect((await peer.responseTo('l2')).error.code).toBe(-32602);
  });

  it('agrees to the live tasks named, then sends each change as a DetailedTask tagged with the subscription, up to the end', async () => {
    const { taskId } = (await call('held')).result;
    await hold.started.promise;
    listenFor('listen-1', [taskId, 'not-a-task']);
    const ack = await notification((m) => m.method === 'notifications/subscriptions/acknowledged');
    expect(ack.params.notifications.taskIds).toEqual([taskId]);
    const working = await notification((m) => m.method === 'notifications/tasks' && m.params.status === 'working');
    expect(working.params).toMatchObject({ taskId, _meta: { 'io.modelcontextprotocol/subscriptionId': 'listen-1' } });
    hold.release.resolve();
    const done = await notification((m) => m.method === 'notifications/tasks' && m.params.status === 'completed');
    expect(done.params).toMatchObject({ taskId, result: { content: [{ text: 'released' }] } });
  });
});
