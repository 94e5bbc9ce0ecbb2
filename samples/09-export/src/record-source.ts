import { setTimeout as sleep } from 'node:timers/promises';

/** One row of a table. */
export type Row = Record<string, string | number>;

/**
 * Where the rows come from: a slow, paged source, as a real database or API
 * would be. Injected, so an app (or a test) can replace it in the container.
 */
export class RecordSource {
  /** How long one page takes to fetch (EXPORT_PAGE_MS, default 100 ms). */
  readonly pageMs = Number(process.env.EXPORT_PAGE_MS ?? 100);

  /** Rows `from` to `from + count` of a made-up table: deterministic, so exports can be checked. */
  async page(table: 'orders' | 'customers', from: number, count: number, signal: AbortSignal): Promise<Row[]> {
    await sleep(this.pageMs, undefined, { signal });
    return Array.from({ length: count }, (_, i): Row => {
      const n = from + i + 1;
      return table === 'orders' ? { id: n, customer: `c${(n % 97) + 1}`, total: (n * 37) % 1000 } : { id: n, name: `Customer ${n}`, country: ['DE', 'FR', 'JP', 'US'][n % 4] };
    });
  }
}
