/**
 * A namespace prefix per feature resolves name clashes between features:
 * `serve([weather, { feature: calendar, namespace: 'cal' }])` serves
 * calendar's tool `list` as `cal_list`. Tool and prompt names get the prefix;
 * resource URIs and templates do not (a URI is already global: its scheme is
 * its namespace). The renamed feature keys its bindings by the new names, so
 * dispatch needs no lookup back.
 */
import { namespacedName, renamedManifest, renameKeys, type CompletionBindings, type Feature, type NamespaceSeparator } from '@mcp-codegen/manifest';
import type { MiddlewareEntry } from '@mcp-codegen/decorators';

export type { NamespaceSeparator };

/** A feature with options: a namespace, middleware for its calls (docs/middleware.md), or both. */
export interface NamespacedFeature {
  feature: Feature;
  namespace?: string;
  /** Default '_'. */
  separator?: NamespaceSeparator;
  /** Middleware for every call of this feature, inside the server's `use`. */
  use?: readonly MiddlewareEntry[];
}

/** What serve() and createServer() accept per feature. */
export type FeatureEntry = Feature | NamespacedFeature;

const NAMESPACE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

function hasOptions(entry: FeatureEntry): entry is NamespacedFeature {
  return 'feature' in entry && !('manifest' in entry);
}

export function isNamespaced(entry: FeatureEntry): entry is NamespacedFeature & { namespace: string } {
  return hasOptions(entry) && typeof entry.namespace === 'string';
}

/** The features to serve, with prefixes applied. */
export function resolveFeatureEntries(entries: readonly FeatureEntry[]): Feature[] {
  return entries.map((entry) => (isNamespaced(entry) ? withNamespace(entry.feature, entry.namespace, entry.separator ?? '_') : hasOptions(entry) ? entry.feature : entry));
}

/** The middleware each feature entry asks for, by feature name; features without any are absent. */
export function featureMiddleware(entries: readonly FeatureEntry[]): Map<string, readonly MiddlewareEntry[]> {
  const byFeature = new Map<string, readonly MiddlewareEntry[]>();
  for (const entry of entries) {
    if (hasOptions(entry) && entry.use && entry.use.length > 0) byFeature.set(entry.feature.manifest.feature, entry.use);
  }
  return byFeature;
}

export function withNamespace(feature: Feature, namespace: string, separator: NamespaceSeparator = '_'): Feature {
  if (!NAMESPACE.test(namespace)) throw new TypeError(`The namespace ${JSON.stringify(namespace)} of feature "${feature.manifest.feature}" must be letters, digits, _ or -, starting with a letter or digit.`);
  const rename = (name: string) => namespacedName(namespace, name, separator);
  let tools: Feature['tools'] | undefined;
  return copyWith(
    feature,
    {
      manifest: renamedManifest(feature.manifest, rename),
      prompts: renameKeys(feature.prompts, rename),
      toolPolicies: feature.toolPolicies && renameKeys(feature.toolPolicies, rename),
      toolNames: feature.toolNames?.map(rename),
      completions: feature.completions && renameCompletions(feature.completions, rename),
      // The build-time list texts name the tools and prompts unprefixed: serialise at run time instead.
      listsJson: feature.listsJson && { resources: feature.listsJson.resources, resourceTemplates: feature.listsJson.resourceTemplates },
    },
    // Renamed on first use: a generated feature's bindings can be read only after load().
    { tools: () => (tools ??= renameKeys(feature.tools, rename)) },
  );
}

/**
 * `feature` with some members replaced by values and some by getters. Not a
 * spread: a spread would run a generated feature's `get tools()` at start-up.
 */
function copyWith(feature: Feature, values: Partial<Feature>, getters: { [K in keyof Feature]?: () => Feature[K] }): Feature {
  const descriptors: PropertyDescriptorMap = Object.getOwnPropertyDescriptors(feature);
  for (const [key, value] of Object.entries(values)) descriptors[key] = { value, writable: true };
  for (const [key, get] of Object.entries(getters)) descriptors[key] = { get };
  for (const descriptor of Object.values(descriptors)) Object.assign(descriptor, { enumerable: true, configurable: true });
  return Object.defineProperties({}, descriptors) as Feature;
}

function renameCompletions(completions: CompletionBindings, rename: (name: string) => string): CompletionBindings {
  return { ...completions, prompts: completions.prompts && renameKeys(completions.prompts, rename) };
}
