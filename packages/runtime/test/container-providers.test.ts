/** App providers by token (useValue, useFactory, useClass), positional resolution errors, and disposal on close. */
import { createToken } from '@mcp-codegen/decorators';
import { createServer, ResolutionError, ServerContainer } from '@mcp-codegen/runtime';

interface Api {
  get(): string;
}
const API = createToken<Api>('Api');

class Client {
  constructor(readonly api: Api, readonly prefix: string) {}
}

class Connection {
  disposeCalls = 0;
  dispose(): void {
    this.disposeCalls++;
  }
}

function errorOf(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw');
}

describe('ServerContainer providers', () => {
  it('injects by symbol token and string token, with useValue, useFactory and useClass', async () => {
    const c = new ServerContainer();
    let built = 0;
    class FakeApi implements Api {
      get() {
        return 'fake';
      }
    }
    c.applyProviders([
      { token: API, useClass: FakeApi },
      { token: 'prefix', useValue: '> ' },
      { token: 'counter', useFactory: () => ({ n: ++built }) },
    ]);
    c.provide(Client, (r) => new Client(r.resolve(API, Client, 0), r.resolve<string>('prefix', Client, 1)));
    await c.load();
    expect(c.resolve(Client).api.get()).toBe('fake');
    expect(c.resolve(Client).prefix).toBe('> ');
    expect(c.resolve('counter')).toBe(c.resolve('counter'));
    expect(built).toBe(1);
  });

  it('useClass builds with the tokens listed in inject', async () => {
    const c = new ServerContainer();
    c.applyProviders([{ token: API, useValue: { get: () => 'x' } }, { token: 'prefix', useValue: '#' }, { token: Client, useClass: Client, inject: [API, 'prefix'] }]);
    await c.load();
    expect(c.resolve(Client).prefix).toBe('#');
    expect(c.resolve(Client).api.get()).toBe('x');
  });

  it('names the class, the parameter position and the missing registration', async () => {
    const c = new ServerContainer();
    c.applyProviders([{ token: API, useValue: { get: () => 'x' } }]);
    c.provide(Client, (r) => new Client(r.resolve(API, Client, 0), r.resolve<string>('prefix', Client, 1)));
    await c.load();
    const error = errorOf(() => c.resolve(Client));
    expect(error).toBeInstanceOf(ResolutionError);
    expect(error.message).toBe(
      'Cannot build Client: parameter #2 of its constructor needs "prefix", which is not registered. ' +
        `Provide it to the server: serve(features, { providers: [{ token: "prefix", useValue: ... }] }) (or useFactory / useClass).`,
    );
  });

  it('names a missing symbol token by its description, with the path that needed it', async () => {
    class Outer {
      constructor(readonly client: Client) {}
    }
    const c = new ServerContainer();
    c.provide(Outer, (r) => new Outer(r.resolve(Client, Outer, 0)));
    c.provide(Client, (r) => new Client(r.resolve(API, Client, 0), ''));
    await c.load();
    const error = errorOf(() => c.resolve(Outer));
    expect(error.message).toContain('Cannot build Client (needed by Outer): parameter #1 of its constructor needs token Api, which is not registered.');
    expect(error.message).toContain('providers: [{ token: Api, useValue: ... }]');
  });

  it('disposes what it built once, newest first, and leaves app values alone', async () => {
    const order: string[] = [];
    class First {
      dispose() {
        order.push('first');
      }
    }
    class Second {
      constructor(readonly first: First) {}
      async dispose() {
        order.push('second');
      }
    }
    const appOwned = new Connection();
    const server = createServer([], { providers: [{ token: Connection, useValue: appOwned }, { token: 'pool', useFactory: () => new Connection() }] });
    server.container.provide(First, () => new First());
    server.container.provide(Second, (r) => new Second(r.resolve(First, Second, 0)));
    await server.container.load();
    server.container.resolve(Second);
    const pool = server.container.resolve<Connection>('pool');
    await server.close();
    await server.container.dispose();
    expect(order).toEqual(['second', 'first']);
    expect(pool.disposeCalls).toBe(1);
    expect(appOwned.disposeCalls).toBe(0);
  });

  it('logs a failing dispose() and still disposes the rest', async () => {
    const errors: string[] = [];
    const logger = { error: (message: string) => errors.push(message), warn: () => undefined };
    const kept = new Connection();
    const server = createServer([], { logger, providers: [{ token: 'ok', useFactory: () => kept }, { token: 'bad', useFactory: () => ({ dispose: () => Promise.reject(new Error('boom')) }) }] });
    await server.container.load();
    server.container.resolve('ok');
    server.container.resolve('bad');
    await server.close();
    expect(errors).toEqual(['dispose() of Object failed']);
    expect(kept.disposeCalls).toBe(1);
  });
});
