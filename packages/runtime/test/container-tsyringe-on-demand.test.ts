/**
 * The container builds factories and app values itself and loads tsyringe
 * only for what they do not cover; once loaded, tsyringe gets every
 * registration, so the classes it builds inject the same instances.
 */
import 'reflect-metadata';
import { ServerContainer } from '@mcp-codegen/runtime';

let tsyringeLoads = 0;
jest.mock('tsyringe', () => {
  tsyringeLoads++;
  return jest.requireActual('tsyringe');
});

class Clock {
  now(): number {
    return 1;
  }
}
class Store {
  constructor(readonly clock: Clock) {}
}

beforeEach(() => {
  jest.resetModules();
  tsyringeLoads = 0;
});

describe('tsyringe on demand', () => {
  it('is not loaded when every class comes with a factory or a value', async () => {
    const c = new ServerContainer();
    c.applyProviders([{ token: 'url', useValue: 'db://x' }]);
    c.provide(Clock, () => new Clock());
    c.provide(Store, (r) => new Store(r.resolve(Clock)));
    await c.load();
    expect(c.resolve(Store).clock).toBe(c.resolve(Clock));
    expect(c.resolve<string>('url')).toBe('db://x');
    expect(tsyringeLoads).toBe(0);
  });

  it('loads for a class nobody registered, and gives it the registrations made before', async () => {
    const c = new ServerContainer();
    const fake = { now: () => 42 };
    c.applyProviders([[Clock, fake]]);
    c.provide(Store, (r) => new Store(r.resolve(Clock)));
    await c.load();
    const store = c.resolve(Store);
    expect(tsyringeLoads).toBe(0);
    // A provider callback, or an app reaching for container.tsyringe, loads it: it sees the same instances.
    expect(c.tsyringe.resolve(Store)).toBe(store);
    expect(c.tsyringe.resolve(Clock)).toBe(fake);
    expect(tsyringeLoads).toBe(1);
  });

  it('registers in tsyringe too once it is loaded, and a provider callback still wins over a feature', async () => {
    const c = new ServerContainer();
    c.applyProviders((tsyringe) => tsyringe.register(Clock, { useValue: { now: () => 7 } }));
    c.provide(Clock, () => new Clock());
    await c.load();
    expect(tsyringeLoads).toBe(1);
    c.provide(Store, (r) => new Store(r.resolve(Clock)));
    expect(c.resolve(Store).clock.now()).toBe(7);
    expect(c.tsyringe.resolve(Store)).toBe(c.resolve(Store));
  });
});
