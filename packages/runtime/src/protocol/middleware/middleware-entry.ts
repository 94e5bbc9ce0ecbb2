/**
 * Middleware the app applies per server (`use`) or per feature: an instance,
 * or a class the server's container builds. A class is built with `new` when
 * its constructor takes nothing; one with dependencies is provided by the app
 * (`providers: [{ token: Audit, useClass: Audit, inject: [Store] }]`), since
 * nothing is read from decorator metadata.
 */
import type { Middleware, MiddlewareClass, MiddlewareEntry } from '@mcp-codegen/decorators';
import type { FeatureContainer, HandlerMiddleware, Resolver } from '@mcp-codegen/manifest';
import { ResolutionError } from '../../container/resolution-error.js';

function isClass(entry: MiddlewareEntry): entry is MiddlewareClass {
  return typeof entry === 'function';
}

/** Registers the classes among `entries` that neither the app nor a feature registered; call after both. */
export function provideMiddleware(container: FeatureContainer, entries: Iterable<MiddlewareEntry>): void {
  for (const entry of entries) {
    if (!isClass(entry)) {
      if (typeof (entry as Partial<Middleware> | null)?.handle !== 'function') throw new TypeError('A middleware must be a class or an object with a handle(call, next) method.');
      continue;
    }
    const Class = entry as unknown as new () => Middleware;
    container.provide(entry, () => {
      if (Class.length > 0) {
        throw new ResolutionError(
          [Class.name],
          `the middleware ${Class.name} takes constructor parameters and no provider builds it`,
          `Provide it: serve(features, { providers: [{ token: ${Class.name}, useClass: ${Class.name}, inject: [/* its dependencies */] }] }), or apply it with @Use so mcp-codegen registers it.`,
        );
      }
      return new Class();
    });
  }
}

export function resolveMiddleware(resolver: Resolver, entries: readonly MiddlewareEntry[]): HandlerMiddleware[] {
  return entries.map((entry) => (isClass(entry) ? resolver.resolve(entry) : entry));
}
