/** The per-server container: singletons, app overrides, helpful resolution errors, no global registrations. */
import 'reflect-metadata';
import { container as globalContainer } from 'tsyringe';
import { ResolutionError, ServerContainer } from '@mcp-codegen/runtime';

class Clock {
  now(): number {
    return 1;
  }
}
class Store {
  constructor(readonly clock: Clock) {}
}
class Service {
  constructor(readonly store: Store) {}
}
class Database {
  constructor(readonly url: string) {}
}
class Repo {
  constructor(readonly db: Database) {}
}

describe('ServerContainer', () => {
  it('builds each provided class once', async () => {
    const c = new ServerContainer();
    let built = 0;
    c.provide(Clock, () => (built++, new Clock()));
    c.provide(Store, (r) => new Store(r.resolve(Clock)));
    await c.load();
    expect(c.resolve(Store)).toBe(c.resolve(Store));
    expect(c.resolve(Store).clock).toBe(c.resolve(Clock));
    expect(built).toBe(1);
  });

  it('keeps what the app provided over what a feature provides', async () => {
    const c = new ServerContainer();
    const fake = { now: () => 42 };
    c.applyProviders([[Clock, fake]]);
    c.provide(Clock, () => new Clock());
    await c.load();
    expect(c.resolve(Clock)).toBe(fake);
  });

  it('hands a provider callback the tsyringe container', async () => {
    const c = new ServerContainer();
    c.applyProviders((tsyringe) => tsyringe.register(Clock, { useValue: { now: () => 7 } }));
    c.provide(Clock, () => new Clock());
    await c.load();
    expect(c.resolve(Clock).now()).toBe(7);
  });

  it('never registers into the global container, and servers do not share instances', async () => {
    const a = new ServerContainer();
    const b = new ServerContainer();
    a.provide(Clock, () => new Clock());
    b.provide(Clock, () => new Clock());
    await a.load();
    await b.load();
    expect(a.resolve(Clock)).not.toBe(b.resolve(Clock));
    expect(globalContainer.isRegistered(Clock)).toBe(false);
  });

  it('says which class could not be built, on which path, and how to provide it', async () => {
    const c = new ServerContainer();
    c.provide(Service, (r) => new Service(r.resolve(Store)));
    c.provide(Store, (r) => new Store(r.resolve(Repo) as unknown as Clock));
    c.provide(Repo, (r) => new Repo(r.resolve(Database)));
    let error: unknown;
    try {
      await c.load();
      c.resolve(Service);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ResolutionError);
    const message = (error as Error).message;
    expect(message).toContain('Cannot build Database (needed by Service → Store → Repo)');
    expect(message).toContain('providers: [{ token: Database, useValue: instance }]');
  });
});
