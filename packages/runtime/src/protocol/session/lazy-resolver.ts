import type { Resolver } from '@mcp-codegen/manifest';

/**
 * A resolver whose DI engine loads on first use (ServerContainer loads
 * tsyringe then). Handler methods check `loaded` before they call a binding,
 * so the check costs one property read once it has.
 */
export interface LazyResolver extends Resolver {
  readonly loaded: boolean;
  load(): Promise<void>;
}

/** Waits for the engine to load; a request cancelled meanwhile runs no handler. */
export async function loadFor(resolver: LazyResolver, signal: AbortSignal): Promise<void> {
  await resolver.load();
  signal.throwIfAborted();
}
