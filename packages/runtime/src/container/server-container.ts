/**
 * The per-server tsyringe container behind FeatureContainer. Generated code
 * registers explicit factories, so nothing depends on decorator metadata.
 *
 * tsyringe, and the Reflect polyfill it needs, load on first use rather than
 * at start-up: a server answers initialize and every list without building an
 * instance, and the two modules were the largest part of a cold start
 * (bench/README.md). Registrations made before then wait in order.
 */
import type { DependencyContainer, InjectionToken } from 'tsyringe';
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

type Tsyringe = typeof import('tsyringe');

async function importTsyringe(): Promise<Tsyringe> {
  await import('reflect-metadata'); // tsyringe throws at import time without a Reflect polyfill.
  return import('tsyringe');
}

export class ServerContainer implements FeatureContainer {
  private engine?: { module: Tsyringe; container: DependencyContainer };
  private loading?: Promise<void>;
  /** What was registered before tsyringe loaded, applied in order once it has. */
  private readonly waiting: Array<() => void> = [];
  /** Instances this container built that have dispose(), in creation order. */
  private readonly disposables: Disposable[] = [];
  private disposing?: Promise<void>;

  /** True once load() has finished: resolve() and `tsyringe` work from then on. */
  get loaded(): boolean {
    return this.engine !== undefined;
  }

  /**
   * Loads tsyringe and applies what was registered so far. The server calls
   * it before the first handler runs; call it yourself before resolving
   * directly. Safe to call any number of times.
   */
  load(): Promise<void> {
    this.loading ??= importTsyringe().then((module) => {
      // A child of tsyringe's root: registrations never leak into the global container.
      this.engine = { module, container: module.container.createChildContainer() };
      try {
        for (const apply of this.waiting.splice(0)) apply();
      } catch (error) {
        // A provider callback threw: every handler call fails (and is logged) rather than run half-registered.
        this.engine = undefined;
        throw error;
      }
    });
    return this.loading;
  }

  /** The server's own tsyringe container, once loaded. */
  get tsyringe(): DependencyContainer {
    return this.loadedEngine().container;
  }

  provide<T>(token: Constructor<T>, factory: (resolver: Resolver) => T): void {
    this.whenLoaded(() => {
      // What the app provided first wins over what a feature registers.
      if (this.tsyringe.isRegistered(asToken(token), false)) return;
      this.registerFactory(token, factory);
    });
  }

  resolve<T>(token: InjectionKey<T>, dependent?: Constructor<unknown>, position?: number): T {
    const tsyringe = this.tsyringe; // Throws, saying what to do, before load().
    const name = tokenName(token);
    if (dependent && position !== undefined && !tsyringe.isRegistered(asToken(token), true) && typeof token !== 'function') {
      throw missingRegistration(tokenName(dependent), position, name, [tokenName(dependent)]);
    }
    try {
      return tsyringe.resolve(asToken(token));
    } catch (error) {
      if (error instanceof ResolutionError) {
        const chain = error.chain[0] === name ? error.chain : [name, ...error.chain];
        throw new ResolutionError(chain, error.reason, error.fix);
      }
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      if (dependent && position !== undefined && !tsyringe.isRegistered(asToken(token), true)) {
        throw missingRegistration(tokenName(dependent), position, name, [tokenName(dependent)]);
      }
      throw new ResolutionError([name], reason);
    }
  }

  /** Applies the app's providers; call before any feature registers. */
  applyProviders(providers: Providers | undefined): void {
    if (!providers) return;
    if (typeof providers === 'function') return this.whenLoaded(() => providers(this.tsyringe));
    // Normalised now, so a malformed entry throws at start-up rather than on the first call.
    const entries = providers.map(normalizeProvider);
    this.whenLoaded(() => {
      for (const { token, value, factory } of entries) {
        if (factory) this.registerFactory(token, factory);
        else this.tsyringe.registerInstance(asToken(token), value);
      }
    });
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

  private loadedEngine(): { module: Tsyringe; container: DependencyContainer } {
    if (!this.engine) throw new Error('The container loads tsyringe on first use: await server.container.load() before using it directly.');
    return this.engine;
  }

  private whenLoaded(apply: () => void): void {
    if (this.engine) apply();
    else this.waiting.push(apply);
  }

  private registerFactory<T>(token: InjectionKey<T>, factory: (resolver: Resolver) => T): void {
    const build = () => {
      const instance = factory(this);
      if (isDisposable(instance)) this.disposables.push(instance);
      return instance;
    };
    const { module, container } = this.loadedEngine();
    container.register(asToken(token), { useFactory: module.instanceCachingFactory(build) });
  }
}
