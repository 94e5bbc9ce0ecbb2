/**
 * How "resource X changed" reaches every server that has subscribers for X.
 * The in-memory bus serves one process; a shared one (Redis, say) implements
 * the same two methods so every process hears every update.
 */
export interface ResourceUpdateBus {
  /** Announces that the resource at `uri` changed. */
  publish(uri: string): void | Promise<void>;
  /** Calls `listener` with each published URI; returns a function that stops it. */
  listen(listener: (uri: string) => void): () => void;
}

export class InMemoryResourceUpdateBus implements ResourceUpdateBus {
  private readonly listeners = new Set<(uri: string) => void>();

  publish(uri: string): void {
    for (const listener of [...this.listeners]) listener(uri);
  }

  listen(listener: (uri: string) => void): () => void {
    // Wrapped, so one listener added twice is two subscriptions.
    const entry = (uri: string) => listener(uri);
    this.listeners.add(entry);
    return () => void this.listeners.delete(entry);
  }
}
