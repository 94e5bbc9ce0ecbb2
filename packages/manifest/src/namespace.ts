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

/** The manifest as clients see it under new names: tools, prompts and every table keyed by tool name renamed. */
export function renamedManifest(manifest: FeatureManifest, rename: (name: string) => string): FeatureManifest {
  return {
    ...manifest,
    tools: manifest.tools.map((d) => ({ ...d, name: rename(d.name) })),
    prompts: manifest.prompts.map((d) => ({ ...d, name: rename(d.name) })),
    ...(manifest.tokens ? { tokens: { ...manifest.tokens, tools: renameKeys(manifest.tokens.tools, rename) } } : {}),
    ...(manifest.toolVariants ? { toolVariants: Object.fromEntries(Object.entries(manifest.toolVariants).map(([profile, tools]) => [profile, renameKeys(tools, rename)])) } : {}),
  };
}

export function renameKeys<T>(record: Record<string, T>, rename: (name: string) => string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [rename(key), value]));
}
