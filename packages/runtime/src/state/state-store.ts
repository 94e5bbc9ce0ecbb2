/**
 * Where StateHandles keep the values behind handles. Async so a shared store
 * (Redis) can back several instances; entries expire after their ttl.
 */
export interface StateStore {
  get(id: string): Promise<unknown>;
  set(id: string, value: unknown, ttlMs: number): Promise<void>;
  delete(id: string): Promise<void>;
}

/** One process's store: expiry is checked on read, and expired entries are swept on write (no timers). */
export class InMemoryStateStore implements StateStore {
  private readonly entries = new Map<string, { value: unknown; expiresAt: number }>();
  private writes = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async get(id: string): Promise<unknown> {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(id);
      return undefined;
    }
    return entry.value;
  }

  async set(id: string, value: unknown, ttlMs: number): Promise<void> {
    if (++this.writes % 256 === 0) this.sweep();
    this.entries.set(id, { value, expiresAt: this.now() + ttlMs });
  }

  async delete(id: string): Promise<void> {
    this.entries.delete(id);
  }

  /** Entries held now (expired ones included until swept). */
  get size(): number {
    return this.entries.size;
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(id);
  }
}
