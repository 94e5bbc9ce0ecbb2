/**
 * `ttlMs` and `cacheScope` (SEP-2549): how long a client may reuse a list or
 * read result on the modern wire, and whether a shared cache may keep it.
 * Lists change only when the application changes them (and listeners hear
 * list_changed then), so they default to a long, public TTL; a read may
 * depend on who asks and on live data, so it defaults to "do not reuse".
 */
export type CacheScope = 'public' | 'private';

export interface CacheHint {
  /** Milliseconds a client may reuse the result; 0 = revalidate every time. */
  ttlMs?: number;
  /** 'public': any cache may share it; 'private': only this client's. */
  cacheScope?: CacheScope;
}

export interface CacheOptions {
  /** tools/list, prompts/list, resources/list, resources/templates/list. Default { ttlMs: 300 000, cacheScope: 'public' }. */
  lists?: CacheHint;
  /** resources/read, unless the resource says otherwise. Default { ttlMs: 0, cacheScope: 'private' }. */
  reads?: CacheHint;
  /** Per resource URI or URI template: overrides `reads`. */
  resources?: Readonly<Record<string, CacheHint>>;
}

export const DEFAULT_LIST_CACHE = { ttlMs: 300_000, cacheScope: 'public' } as const satisfies Required<CacheHint>;
export const DEFAULT_READ_CACHE = { ttlMs: 0, cacheScope: 'private' } as const satisfies Required<CacheHint>;

export const CACHEABLE_LIST_METHODS: ReadonlySet<string> = new Set([
  'tools/list',
  'prompts/list',
  'resources/list',
  'resources/templates/list',
  // Skills (SEP-2640): built into the manifest, they change only with the lists.
  'skills/list',
  'skills/get',
  'resources/directory/read',
]);

/** Fills the missing half of a hint from a fallback; throws at start-up on a value clients would reject. */
export function resolveHint(hint: CacheHint | undefined, fallback: Required<CacheHint>, context: string): Required<CacheHint> {
  const ttlMs = hint?.ttlMs ?? fallback.ttlMs;
  const cacheScope = hint?.cacheScope ?? fallback.cacheScope;
  if (!Number.isSafeInteger(ttlMs) || ttlMs < 0) throw new Error(`Invalid cache hint for ${context}: ttlMs must be a non-negative integer, got ${String(ttlMs)}.`);
  if (cacheScope !== 'public' && cacheScope !== 'private') throw new Error(`Invalid cache hint for ${context}: cacheScope must be "public" or "private", got ${String(cacheScope)}.`);
  return { ttlMs, cacheScope };
}

/** Validated once, at start-up: the per-request path only reads these. */
export class CachePolicy {
  readonly lists: Required<CacheHint>;
  private readonly reads: Required<CacheHint>;
  private readonly perResource = new Map<string, Required<CacheHint>>();

  constructor(options: CacheOptions = {}) {
    this.lists = resolveHint(options.lists, DEFAULT_LIST_CACHE, 'lists');
    this.reads = resolveHint(options.reads, DEFAULT_READ_CACHE, 'reads');
    for (const [key, hint] of Object.entries(options.resources ?? {})) this.perResource.set(key, resolveHint(hint, this.reads, key));
  }

  /** Decorator hints, completed from `reads` once each (bindings are long-lived objects). */
  private readonly declared = new WeakMap<CacheHint, Required<CacheHint>>();

  /**
   * For resources/read: the server's hint for the resource (by URI) or for the
   * template it matched, else what its decorator declared, else the default.
   */
  read(uri: string, template?: string, declared?: CacheHint): Required<CacheHint> {
    const configured = this.perResource.get(uri) ?? (template === undefined ? undefined : this.perResource.get(template));
    if (configured) return configured;
    if (!declared) return this.reads;
    let hint = this.declared.get(declared);
    if (!hint) {
      hint = resolveHint(declared, this.reads, template ?? uri);
      this.declared.set(declared, hint);
    }
    return hint;
  }

  /** Adds a resource's own hint (from its decorator), unless the server options already set one. */
  addResource(key: string, hint: CacheHint): void {
    if (!this.perResource.has(key)) this.perResource.set(key, resolveHint(hint, this.reads, key));
  }
}
