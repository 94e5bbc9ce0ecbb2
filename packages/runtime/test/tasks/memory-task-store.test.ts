/** InMemoryTaskStore: the TaskStore rules, and its bounds (count, bytes, TTL). */
import { InMemoryTaskStore, TaskStoreFullError, type StoredTask } from '@mcp-codegen/runtime';

let clock = 1_000_000;
const now = () => clock;

function task(taskId: string, extra: Partial<StoredTask> = {}): StoredTask {
  return { taskId, owner: '', status: 'working', createdAt: clock, lastUpdatedAt: clock, ttlMs: 10_000, pollIntervalMs: 500, runner: 'a', ...extra };
}

describe('the rules every store follows', () => {
  const store = new InMemoryTaskStore({ now });

  it('never changes a terminal task: a late result cannot overwrite a cancellation', async () => {
    await store.create(task('t1'));
    await store.change('t1', { status: 'cancelled' });
    const after = await store.change('t1', { status: 'completed', result: { content: [] } });
    expect(after).toMatchObject({ status: 'cancelled' });
    expect(after).not.toHaveProperty('result');
  });

  it('input: answers to outstanding keys are kept for the runner, others ignored; the task works again once none is left', async () => {
    await store.create(task('t2'));
    await store.addInputRequest('t2', 'a', { method: 'elicitation/create', params: {} });
    await store.addInputRequest('t2', 'b', { method: 'elicitation/create', params: {} });
    await store.respond('t2', JSON.parse('{"__proto__": {"action": "accept"}, "toString": {"action": "accept"}}'));
    expect((await store.get('t2'))!.responses).toBeUndefined();
    await store.respond('t2', { a: { action: 'accept' }, unknown: { action: 'accept' } });
    expect(await store.get('t2')).toMatchObject({ status: 'input_required', inputRequests: { b: expect.any(Object) } });
    expect((await store.get('t2'))!.inputRequests).not.toHaveProperty('a');
    expect(await store.takeResponses('t2')).toEqual({ a: { action: 'accept' } });
    expect(await store.takeResponses('t2')).toEqual({});
    await store.respond('t2', { b: { action: 'decline' } });
    expect((await store.get('t2'))!.status).toBe('working');
  });

  it('leases: alive until they lapse', async () => {
    await store.heartbeat('i1', 100);
    expect(await store.isAlive('i1')).toBe(true);
    clock += 101;
    expect(await store.isAlive('i1')).toBe(false);
    expect(await store.isAlive('never-seen')).toBe(false);
  });
});

describe('bounds', () => {
  it('TTL: a task is gone once createdAt + ttlMs has passed', async () => {
    const store = new InMemoryTaskStore({ now });
    await store.create(task('short', { ttlMs: 50 }));
    clock += 49;
    expect(await store.get('short')).toBeDefined();
    clock += 1;
    expect(await store.get('short')).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('count: finished tasks are evicted oldest first; when every task still runs, a new one is refused', async () => {
    const store = new InMemoryTaskStore({ maxTasks: 2, now });
    await store.create(task('old'));
    await store.create(task('new'));
    await store.change('old', { status: 'completed', result: {} });
    await store.change('new', { status: 'completed', result: {} });
    await store.create(task('third'));
    expect(await store.get('old')).toBeUndefined();
    expect(await store.get('new')).toBeDefined();
    await store.create(task('fourth'));
    expect(await store.get('new')).toBeUndefined();
    await expect(store.create(task('fifth'))).rejects.toBeInstanceOf(TaskStoreFullError);
    expect(store.size).toBe(2);
  });

  it('bytes: a result that does not fit fails its task instead of evicting running ones', async () => {
    const store = new InMemoryTaskStore({ maxBytes: 2_000, now });
    await store.create(task('running'));
    await store.create(task('greedy'));
    const after = await store.change('greedy', { status: 'completed', result: { text: 'x'.repeat(5_000) } });
    expect(after).toMatchObject({ status: 'failed', error: { code: -32603 } });
    expect(await store.get('running')).toMatchObject({ status: 'working' });
  });
});
