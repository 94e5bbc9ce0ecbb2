/**
 * The per-server container behind FeatureContainer. Generated code registers
 * explicit factories, so nothing depends on decorator metadata.
 *
 * Factories and values are kept here and built from here; tsyringe (a child
 * of its root container) only serves what they do not cover: a provider
 * callback, a class nobody registered, `container.tsyringe`. It loads when
 * one of those first needs it, and gets every registration made so far, so
 * what it builds can inject them. A server whose classes all come with
 * factories never loads it (11 of the first call's ~45 ms CPU, bench/PROFILES.md).
 *
 * load() runs before the first handler: it loads the Reflect polyfill (a
 * feature's class module may import tsyringe, which throws without it), lets
 * features load their classes, and applies the registrations made so far,
 * in order. Nothing of it happens at start-up: a server answers initialize
 * and every list without building an instance.
 */
import type { DependencyContainer, InjectionToken } from 'tsyringe';
import type { Constructor, Feature, FeatureContainer, InjectionKey, Resolver } from '@mcp-codegen/manifest';
import { normalizeProvider, tokenName, type Providers } from './provider-entry.js';
import { missingRegistration, ResolutionError } from './resolution-error.js';
import { canRequireTsyringe, importTsyringe, loadReflectPolyfill, requireTsyringe, type Tsyringe } from './di-modules.js';

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

/** Work that waits for load(): an optional async step (a feature loading its classes), then a registration. */
interface Pending {
  prepare?: () => Promise<unknown>;
  apply: () => void;
}

export class ServerContainer implements FeatureContainer {
  /** tsyringe, once something needs it (see the top of this file). */
  private engine?: { module: Tsyringe; container: DependencyContainer };
  /** Set by load(): registrations apply at once, resolve() works. */
  private ready = false;
  private loading?: Promise<void>;
  /** Registrations made before tsyringe loaded (or features added since), applied in order by load(). */
  private readonly pending: Pending[] = [];
  /** Instances this container built that have dispose(), in creation order. */
  private readonly disposables: Disposable[] = [];
  /**
   * What registerFactory's factories built, by token: every factory is cached
   * (one instance per container), so a later resolve is a map read instead of
   * a tsyringe lookup on each tools/call.
   */
  private readonly built = new Map<unknown, unknown>();
  /** Factories registered by features and the app's providers, by token; each builds once. */
  private readonly factories = new Map<InjectionKey<unknown>, (resolver: Resolver) => unknown>();
  /** Values the app provided, by token: never built, never disposed. */
  private readonly values = new Map<InjectionKey<unknown>, unknown>();
  private disposing?: Promise<void>;

  /** True when nothing waits for load(): resolve() and `tsyringe` work. */
  get loaded(): boolean {
    return this.ready && this.pending.length === 0 && this.loading === undefined;
  }

  /**
   * Loads tsyringe, lets features load their classes (Feature.load), and
   * applies every registration made so far. The server calls it before a
   * handler runs while `loaded` is false; call it yourself before resolving
   * directly. A failure stays: every later call gets the same error.
   */
  load(): Promise<void> {
    if (this.loaded) return Promise.resolve();
    this.loading ??= this.applyPending().then(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  /** Registers a feature's classes, after its load() (when it has one) has brought them in. */
  addFeature(feature: Pick<Feature, 'register' | 'load'>): void {
    const { load } = feature;
    if (!load) return this.whenLoaded(() => feature.register(this));
    this.pending.push({ prepare: () => load.call(feature), apply: () => feature.register(this) });
  }

  /** The server's own tsyringe container, once loaded. */
  get tsyringe(): DependencyContainer {
    this.assertReady();
    return this.tsyringeEngine().container;
  }

  provide<T>(token: Constructor<T>, factory: (resolver: Resolver) => T): void {
    this.whenLoaded(() => {
      // What the app provided first wins over what a feature registers.
      if (this.values.has(token) || this.factories.has(token) || this.engine?.container.isRegistered(asToken(token), false)) return;
      this.registerFactory(token, factory);
    });
  }

  resolve<T>(token: InjectionKey<T>, dependent?: Constructor<unknown>, position?: number): T {
    const built = this.built.get(token);
    if (built !== undefined) return built as T;
    if (this.values.has(token)) return this.values.get(token) as T;
    this.assertReady();
    const name = tokenName(token);
    const own = this.factories.has(token);
    // Only tsyringe can say whether a token registered nowhere here is known (its root container may have it).
    const unknownTo = () => !own && !this.tsyringeEngine().container.isRegistered(asToken(token), true);
    if (dependent && position !== undefined && typeof token !== 'function' && unknownTo()) {
      throw missingRegistration(tokenName(dependent), position, name, [tokenName(dependent)]);
    }
    try {
      return (own ? this.build(token) : this.tsyringeEngine().container.resolve(asToken(token))) as T;
    } catch (error) {
      if (error instanceof ResolutionError) {
        const chain = error.chain[0] === name ? error.chain : [name, ...error.chain];
        throw new ResolutionError(chain, error.reason, error.fix);
      }
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      if (dependent && position !== undefined && unknownTo()) {
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
        else this.registerValue(token, value);
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

  private assertReady(): void {
    if (!this.ready) throw new Error('The container loads tsyringe on first use: await server.container.load() before using it directly.');
  }

  /** tsyringe, loaded now if this is its first use, with every registration made so far. */
  private tsyringeEngine(): { module: Tsyringe; container: DependencyContainer } {
    return this.engine ?? this.useTsyringe(requireTsyringe());
  }

  private useTsyringe(module: Tsyringe): { module: Tsyringe; container: DependencyContainer } {
    // A child of tsyringe's root: registrations never leak into the global container.
    this.engine = { module, container: module.container.createChildContainer() };
    for (const [token, value] of this.values) this.engine.container.registerInstance(asToken(token), value);
    for (const token of this.factories.keys()) this.registerInEngine(token);
    return this.engine;
  }

  private whenLoaded(apply: () => void): void {
    if (this.ready && this.pending.length === 0) apply();
    else this.pending.push({ apply });
  }

  private async applyPending(): Promise<void> {
    if (!this.ready) {
      await loadReflectPolyfill(); // Before any class module, which may import tsyringe: it throws without the polyfill.
      // Where tsyringe cannot be required on its first use (a bundle), it is imported now.
      if (!this.engine && !canRequireTsyringe()) this.useTsyringe(await importTsyringe());
      this.ready = true;
    }
    while (this.pending.length > 0) {
      const batch = this.pending.slice();
      // Features load their classes side by side; the registrations then run in the order they were made.
      await Promise.all(batch.map((item) => item.prepare?.()));
      this.pending.splice(0, batch.length);
      for (const item of batch) item.apply();
    }
  }

  private registerFactory<T>(token: InjectionKey<T>, factory: (resolver: Resolver) => T): void {
    this.factories.set(token, factory);
    this.values.delete(token);
    this.built.delete(token);
    if (this.engine) this.registerInEngine(token);
  }

  private registerValue(token: InjectionKey<unknown>, value: unknown): void {
    this.values.set(token, value);
    this.factories.delete(token);
    this.built.delete(token);
    this.engine?.container.registerInstance(asToken(token), value);
  }

  /** So that classes tsyringe builds can inject what a factory here builds: the same instance. */
  private registerInEngine(token: InjectionKey<unknown>): void {
    const { module, container } = this.engine!;
    container.register(asToken(token), { useFactory: module.instanceCachingFactory(() => this.build(token)) });
  }

  /** Builds a factory's instance once (one per server) and keeps it for resolve() and dispose(). */
  private build(token: InjectionKey<unknown>): unknown {
    if (this.built.has(token)) return this.built.get(token);
    const instance = this.factories.get(token)!(this);
    this.built.set(token, instance);
    if (isDisposable(instance)) this.disposables.push(instance);
    return instance;
  }
}
