/** StateHandles: opaque, signed, expiring handles for stateful tools, with recovery messages a model can act on. */
import { ToolError } from '@mcp-codegen/decorators';
import { InMemoryStateStore, StateHandles } from '@mcp-codegen/runtime';

let now = 1_000_000;
const clock = () => now;
const handles = (options: Partial<ConstructorParameters<typeof StateHandles>[0]> = {}) =>
  new StateHandles<{ items: string[] }>({ kind: 'cart', createTool: 'open_cart', ttlMs: 60_000, secret: 'test-secret', now: clock, ...options });

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(ToolError.is(error)).toBe(true);
  return (error as Error).message;
}

it('issues an opaque handle and resolves it to the stored value', async () => {
  const carts = handles();
  const handle = await carts.issue({ items: ['apple'] });
  expect(handle).toMatch(/^cart_[A-Za-z0-9_-]{22}\.[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);
  expect(handle).not.toContain('apple');
  expect(await carts.resolve(handle)).toEqual({ items: ['apple'] });
  await carts.update(handle, { items: ['apple', 'pear'] });
  expect(await carts.resolve(handle)).toEqual({ items: ['apple', 'pear'] });
});

it('an expired handle says how to recover', async () => {
  const carts = handles();
  const handle = await carts.issue({ items: [] });
  now += 60_000;
  expect(await refusal(carts.resolve(handle))).toBe('This cart handle has expired or was already used (handles last about 1 min). Call open_cart again to get a new handle, then repeat this call with it.');
});

it('a released handle is refused like an expired one', async () => {
  const carts = handles();
  const handle = await carts.issue({ items: [] });
  await carts.release(handle);
  expect(await refusal(carts.resolve(handle))).toMatch(/^This cart handle has expired or was already used/);
});

it.each([
  ['garbage', 'hello'],
  ['another kind', 'draft_AAAA.zz.BBBB'],
])('refuses %s, naming the create tool', async (_label, handle) => {
  expect(await refusal(handles().resolve(handle))).toBe(`"${handle}" is not a cart handle this server issued. Pass the handle exactly as open_cart returned it, or call open_cart to get a new one.`);
});

it('refuses a handle whose expiry was extended or that another secret signed', async () => {
  const carts = handles();
  const handle = await carts.issue({ items: [] });
  const [head, , mac] = handle.split('.');
  expect(await refusal(carts.resolve(`${head}.${(now + 10 ** 9).toString(36)}.${mac}`))).toMatch(/is not a cart handle/);
  expect(await refusal(handles({ secret: 'other' }).resolve(handle))).toMatch(/is not a cart handle/);
});

it('any instance with the same secret and store resolves a handle', async () => {
  const store = new InMemoryStateStore(clock);
  const handle = await handles({ store }).issue({ items: ['x'] });
  expect(await handles({ store }).resolve(handle)).toEqual({ items: ['x'] });
});

it('the in-memory store drops expired entries without timers', async () => {
  const store = new InMemoryStateStore(clock);
  const carts = handles({ store });
  for (let i = 0; i < 255; i++) await carts.issue({ items: [] });
  now += 60_000;
  await carts.issue({ items: [] }); // The 256th write sweeps.
  expect(store.size).toBe(1);
});

it('rejects a bad kind or ttl at construction', () => {
  expect(() => handles({ kind: 'Cart Items' })).toThrow(/kind/);
  expect(() => handles({ ttlMs: 0 })).toThrow(/ttlMs/);
});
