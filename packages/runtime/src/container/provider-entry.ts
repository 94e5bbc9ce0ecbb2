import type { DependencyContainer } from 'tsyringe';
import type { Constructor, InjectionKey, Resolver } from '@mcp-codegen/manifest';

/** An instance the app owns: `[Clock, fakeClock]` (the short form of `{ token, useValue }`). */
export type ProviderPair = readonly [token: Constructor<any>, instance: unknown];

/** A value the app owns: configuration, a database handle. Never disposed by the server. */
export interface ValueProvider<T = unknown> {
  token: InjectionKey<T>;
  useValue: T;
}

/** Built on first use, once per server; disposed on close when it has dispose(). */
export interface FactoryProvider<T = unknown> {
  token: InjectionKey<T>;
  useFactory: (resolver: Resolver) => T;
}

/**
 * `new useClass(...inject.map(resolve))` on first use, once per server;
 * disposed on close. `inject` lists the constructor's tokens, since nothing
 * is read from decorator metadata.
 */
export interface ClassProvider<T = unknown> {
  token: InjectionKey<T>;
  useClass: new (...args: any[]) => T;
  inject?: ReadonlyArray<InjectionKey<unknown>>;
}

export type ProviderEntry = ProviderPair | ValueProvider | FactoryProvider | ClassProvider;

/** Providers to pre-register, or a callback given the server's own tsyringe container. */
export type Providers = ReadonlyArray<ProviderEntry> | ((container: DependencyContainer) => void);

/** Every provider as token plus either a value or a factory. */
export function normalizeProvider(entry: ProviderEntry): { token: InjectionKey<unknown>; value?: unknown; factory?: (resolver: Resolver) => unknown } {
  if (Array.isArray(entry)) return { token: entry[0] as Constructor<unknown>, value: entry[1] };
  const provider = entry as ValueProvider | FactoryProvider | ClassProvider;
  if ('useValue' in provider) return { token: provider.token, value: provider.useValue };
  if ('useFactory' in provider) return { token: provider.token, factory: provider.useFactory };
  if ('useClass' in provider) {
    const { useClass, inject = [] } = provider;
    return { token: provider.token, factory: (r) => new useClass(...inject.map((key, index) => r.resolve(key, useClass, index))) };
  }
  throw new TypeError(`A provider needs useValue, useFactory or useClass (token ${tokenName((provider as { token?: unknown }).token)}).`);
}

/** How a token reads in a message: a class name, a token's description, or a quoted string. */
export function tokenName(token: unknown): string {
  if (typeof token === 'function' && token.name) return token.name;
  if (typeof token === 'symbol') return token.description ? `token ${token.description}` : 'an unnamed token';
  if (typeof token === 'string') return JSON.stringify(token);
  return String(token);
}
