/** StateHandles over a RedisStateStore: a handle issued by one instance resolves on another, and expires in Redis. */
import { StateHandles, ToolError, stderrLogger } from '@mcp-codegen/runtime';
import { createRedisClient, RedisStateStore, type RedisClient } from '@mcp-codegen/redis';
import { hasRedisServer, startRedis, type RedisProcess } from './fleet-harness';

const describeWithRedis = hasRedisServer ? describe : describe.skip;

describeWithRedis('RedisStateStore', () => {
  let redis: RedisProcess;
  const clients: RedisClient[] = [];

  // Each "instance" has its own connection; they share the Redis and the secret.
  async function instance(ttlMs = 60_000): Promise<StateHandles<{ items: string[] }>> {
    const client = createRedisClient({ url: redis.url, logger: stderrLogger(), name: `state-${clients.length}` });
    clients.push(client);
    if (!client.isReady) await new Promise((resolve) => client.once('ready', resolve));
    return new StateHandles({ kind: 'cart', createTool: 'create_cart', ttlMs, secret: 'shared', store: new RedisStateStore(client) });
  }

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close().catch(() => undefined)));
    await redis?.stop();
  });

  it('resolves, updates and releases on another instance', async () => {
    const [a, b] = [await instance(), await instance()];
    const handle = await a.issue({ items: ['tea'] });
    expect(await b.resolve(handle)).toEqual({ items: ['tea'] });
    await b.update(handle, { items: ['tea', 'milk'] });
    expect(await a.resolve(handle)).toEqual({ items: ['tea', 'milk'] });
    await a.release(handle);
    await expect(b.resolve(handle)).rejects.toThrow(/expired or was already used.*create_cart/);
  });

  it('lets Redis expire the value with the handle', async () => {
    const handles = await instance(200);
    const handle = await handles.issue({ items: [] });
    const client = clients.at(-1)!;
    const key = (await client.keys('mcp:state:*'))[0];
    expect(Number(await client.pTTL(key))).toBeGreaterThan(0);
    expect(Number(await client.pTTL(key))).toBeLessThanOrEqual(200);
    // Redis's clock decides: wait until it has dropped the key.
    while ((await client.exists(key)) === 1) await new Promise((resolve) => setTimeout(resolve, 20));
    const error = await handles.resolve(handle).catch((e: unknown) => e);
    expect(ToolError.is(error)).toBe(true);
  });
});
