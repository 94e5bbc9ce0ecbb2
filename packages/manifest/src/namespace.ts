/**
 * How a feature served under a namespace names its tools and prompts:
 * `cal` + `_` + `list` → `cal_list`. The runtime serves features so
 * (withNamespace), and the build checks and describes composed servers so
 * (check-composition, the catalogue, budgets): both call these.
 */
import type { FeatureManifest } from './manifest.js';

/** Characters allowed between prefix and name. `_` suits every LLM API's function-name rules; `.` and `-` are valid MCP tool names too. */
export type NamespaceSeparator = '_' | '.' | '-';

export function namespacedName(namespace: string, name: string, separator: NamespaceSeparator = '_'): string {
  return `${namespace}${separator}${name}`;
}

/**
 * The manifest as clients see it under new names: tools, prompts and every table keyed by tool name renamed.
 * The renamed tables are built on first read, not here: a generated manifest's `tools` and `tokens` are
 * getters, and its tool list may be read only after `feature.loadLists()` (Feature.loadLists).
 */
export function renamedManifest(manifest: FeatureManifest, rename: (name: string) => string): FeatureManifest {
  const descriptors: PropertyDescriptorMap = Object.getOwnPropertyDescriptors(manifest);
  const renamed: { [K in keyof FeatureManifest]?: () => FeatureManifest[K] } = {
    tools: () => manifest.tools.map((d) => ({ ...d, name: rename(d.name) })),
    prompts: () => manifest.prompts.map((d) => ({ ...d, name: rename(d.name) })),
  };
  if (descriptors.tokens) renamed.tokens = () => manifest.tokens && { ...manifest.tokens, tools: renameKeys(manifest.tokens.tools, rename) };
  if (descriptors.toolVariants) {
    renamed.toolVariants = () => manifest.toolVariants && Object.fromEntries(Object.entries(manifest.toolVariants).map(([profile, tools]) => [profile, renameKeys(tools, rename)]));
  }
  for (const [key, build] of Object.entries(renamed)) descriptors[key] = memoisedGetter(build);
  return Object.defineProperties({}, descriptors) as FeatureManifest;
}

/** An enumerable getter that calls `build` once, on first read. */
function memoisedGetter(build: () => unknown): PropertyDescriptor {
  let built = false;
  let value: unknown;
  return {
    get() {
      if (!built) [value, built] = [build(), true];
      return value;
    },
    enumerable: true,
    configurable: true,
  };
}

export function renameKeys<T>(record: Record<string, T>, rename: (name: string) => string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [rename(key), value]));
}
