/**
 * Which middleware applies to a call: the server's, then the feature's, then
 * what `@Use` put on the binding (class, then method). Each chain is resolved
 * once per server and kept; a call to which none applies gets `undefined`
 * after two reads, and the handler is called directly.
 */
import type { HandlerMiddleware, Resolver, UseMiddleware } from '@mcp-codegen/manifest';
import type { MiddlewareEntry } from '@mcp-codegen/decorators';
import { resolveMiddleware } from './middleware-entry.js';

const NONE = '';

export class CallMiddleware {
  /** True when the server or some feature applies middleware to every call (else only `@Use` can). */
  wide: boolean;
  private readonly chains = new Map<string, Map<UseMiddleware | typeof NONE, readonly HandlerMiddleware[] | undefined>>();
  private serverChain?: readonly HandlerMiddleware[];

  constructor(
    private readonly resolver: Resolver,
    readonly server: readonly MiddlewareEntry[] = [],
    private readonly byFeature = new Map<string, readonly MiddlewareEntry[]>(),
  ) {
    this.wide = server.length > 0 || byFeature.size > 0;
  }

  /** A feature added at run time with its own middleware. */
  addFeature(feature: string, entries: readonly MiddlewareEntry[]): void {
    if (entries.length === 0) return;
    this.byFeature.set(feature, entries);
    this.chains.delete(feature);
    this.wide = true;
  }

  /** The chain of one handler, outermost first; undefined when none applies. Call once the container has loaded. */
  chainFor(feature: string, use: UseMiddleware | undefined): readonly HandlerMiddleware[] | undefined {
    if (!this.wide && use === undefined) return undefined;
    let perFeature = this.chains.get(feature);
    if (!perFeature) this.chains.set(feature, (perFeature = new Map()));
    const key = use ?? NONE;
    if (perFeature.has(key)) return perFeature.get(key);
    const chain = [...this.serverMiddleware(), ...resolveMiddleware(this.resolver, this.byFeature.get(feature) ?? []), ...(use ? use(this.resolver) : [])];
    const result = chain.length > 0 ? chain : undefined;
    perFeature.set(key, result);
    return result;
  }

  /** The server-wide chain alone (list methods). */
  serverMiddleware(): readonly HandlerMiddleware[] {
    return (this.serverChain ??= resolveMiddleware(this.resolver, this.server));
  }
}

export const NO_MIDDLEWARE = new CallMiddleware({ resolve: () => undefined as never });
