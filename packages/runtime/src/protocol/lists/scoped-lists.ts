/**
 * The list pages an authenticated caller may see: items whose declared
 * scopes it holds. Pages are cut once per distinct set of relevant scopes
 * (the scopes some item declares, intersected with the caller's) and kept in
 * a small LRU; a change of the catalog (new pages) drops them all. Callers
 * without authentication, and servers where no item declares scopes, get
 * the catalog's own pages, untouched.
 */
import type { AuthInfo, HandlerPolicy } from '@mcp-codegen/manifest';
import type { ListPages } from '../../composition/catalog.js';
import type { ItemKind } from '../../composition/item-kinds.js';
import type { PagedCatalog } from './paged-catalog.js';
import { Pages } from '../wire/pagination.js';

/** Distinct scope sets kept; more are rebuilt on demand (each rebuild is a filter of the lists). */
export const MAX_SCOPED_PAGE_SETS = 64;

const KINDS: readonly ItemKind[] = ['tools', 'resources', 'resourceTemplates', 'prompts'];

export class ScopedLists {
  private basis: ListPages<Pages> | undefined;
  /** Every scope some item declares; empty: nothing to filter. */
  private relevant = new Set<string>();
  /** Required scopes by kind and item key. */
  private required: Record<ItemKind, Map<string, readonly string[]>> | undefined;
  private readonly cache = new Map<string, ListPages<Pages>>();

  constructor(private readonly catalog: PagedCatalog) {}

  pages(kind: ItemKind, auth: AuthInfo | undefined): Pages {
    const all = this.catalog.pages;
    if (!auth) return all[kind];
    if (this.basis !== all) this.reset(all);
    if (this.relevant.size === 0) return all[kind];
    const held = [...new Set(auth.scopes.filter((s) => this.relevant.has(s)))].sort();
    if (held.length === this.relevant.size) return all[kind];
    const key = held.join(' ');
    let set = this.cache.get(key);
    if (set) {
      this.cache.delete(key); // Re-inserted below: most recently used last.
    } else {
      set = this.build(new Set(held));
      if (this.cache.size >= MAX_SCOPED_PAGE_SETS) this.cache.delete(this.cache.keys().next().value!);
    }
    this.cache.set(key, set);
    return set[kind];
  }

  private reset(all: ListPages<Pages>): void {
    this.basis = all;
    this.cache.clear();
    const { registry } = this.catalog;
    const scopes = (policy: HandlerPolicy | undefined) => policy?.scopes ?? [];
    this.required = {
      tools: new Map([...registry.tools].map(([name, e]) => [name, scopes(e.policy)])),
      resources: new Map([...registry.resources].map(([uri, e]) => [uri, scopes(e.binding.policy)])),
      resourceTemplates: new Map(registry.templates.map((e) => [e.descriptor.uriTemplate, scopes(e.binding.policy)])),
      prompts: new Map([...registry.prompts].map(([name, e]) => [name, scopes(e.binding.policy)])),
    };
    this.relevant = new Set(KINDS.flatMap((kind) => [...this.required![kind].values()].flat()));
  }

  private build(held: ReadonlySet<string>): ListPages<Pages> {
    const { registry, pageSize } = this.catalog;
    const visible = (kind: ItemKind, key: string) => (this.required![kind].get(key) ?? []).every((s) => held.has(s));
    const lists = registry.lists;
    return {
      tools: new Pages('tools', lists.tools.tools.filter((d) => visible('tools', d.name)), pageSize),
      resources: new Pages('resources', lists.resources.resources.filter((d) => visible('resources', d.uri)), pageSize),
      resourceTemplates: new Pages('resourceTemplates', lists.resourceTemplates.resourceTemplates.filter((d) => visible('resourceTemplates', d.uriTemplate)), pageSize),
      prompts: new Pages('prompts', lists.prompts.prompts.filter((d) => visible('prompts', d.name)), pageSize),
    };
  }
}
