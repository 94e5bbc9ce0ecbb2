/**
 * The per-server tsyringe container behind FeatureContainer. Generated code
 * registers explicit factories, so nothing depends on decorator metadata.
 */
// tsyringe throws at import time without a Reflect polyfill: this import must come first.
import 'reflect-metadata';
import { container as rootContainer, instanceCachingFactory, type DependencyContainer, type InjectionToken } from 'tsyringe';
import type { Constructor, FeatureContainer, InjectionKey, Resolver } from '@mcp-codegen/manifest';
import { normalizeProvider, tokenName, type Providers } from './provider-entry.js';
import { missingRegistration, ResolutionError } from './resolution-error.js';

export { ResolutionError } from './resolution-error.js';
export type { ProviderEntry, Providers, ProviderPair, ValueProvider, FactoryProvider, ClassProvider } from './provider-entry.js';

/** Generated code passes classes, possibly abstract ones; tsyringe's typing wants concrete ones. */
function asToken<T>(token: InjectionKey<T>): InjectionToken<T> {
  return token as unknown as InjectionToken<T>;
}

interface Disposable {
  dispose(): unknown;
}

function isDisposable(value: unknown): value is Disposable {
  return typeof value === 'object' && value !== null && typeof (value as Disposable).dispose === 'function';
}

export class ServerContainer implements FeatureContainer {
  /** A child of tsyringe's root: registrations never leak into the global container. */
  readonly tsyringe: DependencyContainer = rootContainer.createChildContainer();
  /** Instances this container built that have dispose(), in creation order. */
  private readonly disposables: Disposable[] = [];
  private disposing?: Promise<void>;

  provide<T>(token: Constructor<T>, factory: (resolver: Resolver) => T): void {
    // What the app provided first wins over what a feature registers.
    if (this.tsyringe.isRegistered(asToken(token), false)) return;
    this.registerFactory(token, factory);
  }

  resolve<T>(token: InjectionKey<T>, dependent?: Constructor<unknown>, position?: number): T {
    const name = tokenName(token);
    if (dependent && position !== undefined && !this.tsyringe.isRegistered(asToken(token), true) && typeof token !== 'function') {
      throw missingRegistration(tokenName(dependent), position, name, [tokenName(dependent)]);
    }
    try {
      return this.tsyringe.resolve(asToken(token));
    } catch (error) {
      if (error instanceof ResolutionError) {
        const chain = error.chain[0] === name ? error.chain : [name, ...error.chain];
        throw new ResolutionError(chain, error.reason, error.fix);
      }
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      if (dependent && position !== undefined && !this.tsyringe.isRegistered(asToken(token), true)) {
        throw missingRegistration(tokenName(dependent), position, name, [tokenName(dependent)]);
      }
      throw new ResolutionError([name], reason);
    }
  }

  /** Applies the app's providers; call before any feature registers. */
  applyProviders(providers: Providers | undefined): void {
    if (!providers) return;
    if (typeof providers === 'function') return providers(this.tsyringe);
    for (const entry of providers) {
      const { token, value, factory } = normalizeProvider(entry);
      if (factory) this.registerFactory(token, factory);
      else this.tsyringe.registerInstance(asToken(token), value);
    }
  }

  /**
   * Calls dispose() once on every instance this container built (newest
   * first), awaiting each. Values the app handed in are the app's to close.
   */
  dispose(onError: (error: unknown, instance: object) => void = () => undefined): Promise<void> {
    this.disposing ??= (async () => {
      for (const instance of this.disposables.splice(0).reverse()) {
        try {
          await instance.dispose();
        } catch (error) {
          onError(error, instance);
        }
      }
    })();
    return this.disposing;
  }

  private registerFactory<T>(token: InjectionKey<T>, factory: (resolver: Resolver) => T): void {
    const build = () => {
      const instance = factory(this);
      if (isDisposable(instance)) this.disposables.push(instance);
      return instance;
    };
    this.tsyringe.register(asToken(token), { useFactory: instanceCachingFactory(build) });
  }
}
