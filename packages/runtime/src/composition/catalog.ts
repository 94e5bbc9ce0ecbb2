/**
 * What the server offers right now: the features, minus what the app
 * disabled. Every change rebuilds the registry (in place, so the method
 * handlers that hold it see the change) and the list pages once, then says
 * which lists changed. Requests never rebuild anything.
 */
import type { Feature } from '@mcp-codegen/manifest';
import { LIST_OF, type ItemKind, type ListName } from './item-kinds.js';
import { buildRegistry, CompositionError, type Registry } from './registry.js';
import { listJsonText, type JsonText } from './lists-json.js';
import { loadLists } from './lists-loading.js';

export { LIST_OF, type ItemKind, type ListName } from './item-kinds.js';

/** The pages of every list, as the protocol layer cuts them (protocol/wire/pagination.ts). */
export type ListPages<P> = Record<ItemKind, P>;

/**
 * Cuts one list into pages; `itemsJson` is the list's JSON text when the features carry it.
 * `items` may be read on first use (a generated feature parses its tool list then): `count` says how many.
 */
export type Paginate<P> = (kind: ItemKind, items: ListItems, itemsJson: JsonText | undefined) => P;

/** A list's items, read on first use, and their count without reading them. */
export interface ListItems {
  readonly count: number;
  read(): readonly unknown[];
}

const keyOf: Record<ItemKind, (item: any) => string> = {
  tools: (d) => d.name,
  resources: (d) => d.uri,
  resourceTemplates: (d) => d.uriTemplate,
  prompts: (d) => d.name,
};

const NOUN: Record<ItemKind, string> = { tools: 'tool', resources: 'resource', resourceTemplates: 'resource template', prompts: 'prompt' };

export class Catalog<P> {
  readonly registry: Registry;
  /** Each kind's pages are cut on first read: the tool list's text loads only when a request needs it. */
  pages!: ListPages<P>;
  private features: Feature[];
  private all: Registry;
  /** While the features' lists load (Feature.loadLists); `true` once they have. */
  private lists: Promise<void> | true | undefined;
  private readonly disabled: Record<ItemKind, Set<string>> = { tools: new Set(), resources: new Set(), resourceTemplates: new Set(), prompts: new Set() };

  constructor(
    features: readonly Feature[],
    readonly pageSize: number,
    private readonly paginate: Paginate<P>,
    /** Told which lists changed after each change. */
    private readonly changed: (lists: ReadonlySet<ListName>) => void = () => undefined,
  ) {
    this.features = [...features];
    this.all = buildRegistry(this.features);
    this.registry = { ...this.all };
    this.apply();
  }

  /**
   * Resolves once every feature's lists are loaded (Feature.loadLists), loading them on the first
   * call; undefined when they are. Nothing may read a list or a descriptor before: requests wait for it.
   */
  listsLoaded(): Promise<void> | undefined {
    if (this.lists === true) return undefined;
    if (this.lists) return this.lists;
    const features = this.features;
    const loading = loadLists(features);
    if (!loading) {
      this.lists = true;
      return undefined;
    }
    const settled = (done: true | undefined) => {
      if (this.features === features) this.lists = done;
    };
    this.lists = loading.then(
      () => settled(true),
      (error: unknown) => {
        settled(undefined); // The next request tries again.
        throw error;
      },
    );
    return this.lists;
  }

  /** Adds a feature; a name clash throws CompositionError and changes nothing. */
  addFeature(feature: Feature): void {
    const features = [...this.features, feature];
    this.all = buildRegistry(features);
    this.features = features;
    if (feature.loadLists || this.lists !== true) this.lists = undefined; // loaded again on the next request
    this.apply();
    this.changed(listsOf(feature));
  }

  /** Removes the feature of that name; false when there is none. */
  removeFeature(name: string): boolean {
    const feature = this.features.find((f) => f.manifest.feature === name);
    if (!feature) return false;
    this.features = this.features.filter((f) => f !== feature);
    if (this.lists !== true) this.lists = undefined;
    this.all = buildRegistry(this.features);
    this.apply();
    this.changed(listsOf(feature));
    return true;
  }

  /** Shows or hides one item; hidden, it is absent from its list and unknown to calls. */
  setEnabled(kind: ItemKind, key: string, enabled: boolean): void {
    if (!has(this.all, kind, key)) {
      throw new CompositionError(`There is no ${NOUN[kind]} ${JSON.stringify(key)} to ${enabled ? 'enable' : 'disable'}.`);
    }
    const set = this.disabled[kind];
    if (set.has(key) === !enabled) return;
    if (enabled) set.delete(key);
    else set.add(key);
    this.apply();
    this.changed(new Set([LIST_OF[kind]]));
  }

  isEnabled(kind: ItemKind, key: string): boolean {
    return !this.disabled[kind].has(key);
  }

  /** Rebuilds the live registry and the pages from `all` minus what is disabled. */
  private apply(): void {
    const { all, disabled } = this;
    const keep = <V>(map: ReadonlyMap<string, V>, off: Set<string>) => (off.size === 0 ? map : new Map([...map].filter(([key]) => !off.has(key))));
    const itemsOf = (kind: ItemKind, source: Registry['lists']) => (source[kind] as Record<string, unknown[]>)[kind];
    // Nothing disabled: the list as built, not read (the tool list is read on first use); else filtered on first read.
    const list = (kind: ItemKind) => (disabled[kind].size === 0 ? all.lists[kind] : readOnFirstUse(kind, () => itemsOf(kind, all.lists).filter((d) => !disabled[kind].has(keyOf[kind](d)))));
    const lists = {
      tools: list('tools'),
      resources: list('resources'),
      resourceTemplates: list('resourceTemplates'),
      prompts: list('prompts'),
    } as Registry['lists'];
    Object.assign(this.registry, all, {
      tools: keep(all.tools, disabled.tools),
      resources: keep(all.resources, disabled.resources),
      templates: all.templates.filter((t) => !disabled.resourceTemplates.has(t.descriptor.uriTemplate)),
      prompts: keep(all.prompts, disabled.prompts),
      lists,
      capabilities: withListChanged(all.capabilities),
    });
    const whole: Record<ItemKind, number> = { tools: all.tools.size, resources: all.resources.size, resourceTemplates: all.templates.length, prompts: all.prompts.size };
    const pages = (kind: ItemKind) => {
      if (disabled[kind].size > 0) {
        const items = itemsOf(kind, lists);
        return this.paginate(kind, { count: items.length, read: () => items }, undefined);
      }
      return this.paginate(kind, { count: whole[kind], read: () => itemsOf(kind, lists) }, listJsonText(this.features, kind));
    };
    const cut: Partial<ListPages<P>> = {};
    const pagesOf = (kind: ItemKind) => (cut[kind] ??= pages(kind));
    this.pages = {
      get tools() {
        return pagesOf('tools');
      },
      get resources() {
        return pagesOf('resources');
      },
      get resourceTemplates() {
        return pagesOf('resourceTemplates');
      },
      get prompts() {
        return pagesOf('prompts');
      },
    };
  }
}

/** Whether the registry has an item of that kind and key; reads no descriptor of a tool. */
function has(registry: Registry, kind: ItemKind, key: string): boolean {
  if (kind === 'resourceTemplates') return registry.templates.some((t) => t.descriptor.uriTemplate === key);
  return registry[kind].has(key);
}

/** `{ [kind]: items }`, the items made on first read. */
function readOnFirstUse(kind: ItemKind, read: () => unknown[]): Record<string, unknown[]> {
  let items: unknown[] | undefined;
  return Object.defineProperty({}, kind, { get: () => (items ??= read()), enumerable: true });
}

function listsOf(feature: Feature): Set<ListName> {
  const m = feature.manifest;
  const lists = new Set<ListName>();
  if ((feature.toolNames ?? m.tools).length > 0) lists.add('tools');
  if (m.resources.length > 0 || m.resourceTemplates.length > 0) lists.add('resources');
  if (m.prompts.length > 0) lists.add('prompts');
  return lists;
}

/** Lists can change at run time and resources can be subscribed to: say so. */
function withListChanged(capabilities: Registry['capabilities']): Registry['capabilities'] {
  const result = { ...capabilities };
  if (result.tools) result.tools = { ...result.tools, listChanged: true };
  if (result.resources) result.resources = { ...result.resources, subscribe: true, listChanged: true };
  if (result.prompts) result.prompts = { ...result.prompts, listChanged: true };
  return result;
}
