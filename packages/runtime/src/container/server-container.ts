/**
 * The per-server tsyringe container behind FeatureContainer. Generated code
 * registers explicit factories, so nothing depends on decorator metadata.
 */
// tsyringe throws at import time without a Reflect polyfill: this import must come first.
import 'reflect-metadata';
import { container as rootContainer, instanceCachingFactory, type DependencyContainer, type InjectionToken } from 'tsyringe';
import type { Constructor, FeatureContainer, Resolver } from '@mcp-codegen/manifest';

/** An instance the app registers before any feature: `[Clock, fakeClock]`. */
export type ProviderEntry = readonly [token: Constructor<any>, instance: unknown];

/** Instances to pre-register, or a callback given the server's own tsyringe container. */
export type Providers = ReadonlyArray<ProviderEntry> | ((container: DependencyContainer) => void);

/** Generated code passes classes, possibly abstract ones; tsyringe's typing wants concrete ones. */
function asToken<T>(token: Constructor<T>): InjectionToken<T> {
  return token as unknown as InjectionToken<T>;
}

function nameOf(token: Constructor<unknown>): string {
  return typeof token === 'function' && token.name ? token.name : String(token);
}

/** Says which class could not be built, on which path, and how to fix it. */
export class ResolutionError extends Error {
  override name = 'ResolutionError';

  constructor(
    readonly chain: readonly string[],
    readonly reason: string,
  ) {
    const failed = chain[chain.length - 1];
    const via = chain.length > 1 ? ` (needed by ${chain.slice(0, -1).join(' → ')})` : '';
    super(
      `Cannot build ${failed}${via}: ${reason}. ` +
        `Register it in the feature, or provide it to the server: createServer(features, { providers: [[${failed}, instance]] }).`,
    );
  }
}

export class ServerContainer implements FeatureContainer {
  /** A child of tsyringe's root: registrations never leak into the global container. */
  readonly tsyringe: DependencyContainer = rootContainer.createChildContainer();

  provide<T>(token: Constructor<T>, factory: (resolver: Resolver) => T): void {
    // What the app provided first wins over what a feature registers.
    if (this.tsyringe.isRegistered(asToken(token), false)) return;
    this.tsyringe.register(asToken(token), { useFactory: instanceCachingFactory(() => factory(this)) });
  }

  resolve<T>(token: Constructor<T>): T {
    try {
      return this.tsyringe.resolve(asToken(token));
    } catch (error) {
      if (error instanceof ResolutionError) throw new ResolutionError([nameOf(token), ...error.chain], error.reason);
      throw new ResolutionError([nameOf(token)], error instanceof Error ? error.message.split('\n')[0] : String(error));
    }
  }

  /** Applies the app's providers; call before any feature registers. */
  applyProviders(providers: Providers | undefined): void {
    if (!providers) return;
    if (typeof providers === 'function') providers(this.tsyringe);
    else for (const [token, instance] of providers) this.tsyringe.registerInstance(asToken(token), instance);
  }
}
