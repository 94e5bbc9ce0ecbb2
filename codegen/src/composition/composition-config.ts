import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NamespaceSeparator } from '@mcp-codegen/manifest';

/** One entry of `mcpCodegen.features` in a server app's package.json. */
export interface FeatureReference {
  /** A package name (`@acme/weather`) or a path relative to the app (`../weather`). */
  package: string;
  /** Prefix of its tool and prompt names, as `serve([{ feature, namespace }])` applies it. */
  namespace?: string;
  separator?: NamespaceSeparator;
}

export interface CompositionConfig {
  file: string;
  /** 1-based line of the `"features"` key, to point diagnostics at. */
  line: number;
  features: FeatureReference[];
}

/**
 * Reads `"mcpCodegen": { "features": ["@acme/weather", { "package": "@acme/calendar", "namespace": "cal" }] }`.
 * Undefined when the package lists no features; a string when the list is malformed.
 */
export function readCompositionConfig(appDir: string): CompositionConfig | string | undefined {
  const file = join(appDir, 'package.json');
  let text: string;
  let json: { mcpCodegen?: { features?: unknown } };
  try {
    text = readFileSync(file, 'utf8');
    json = JSON.parse(text) as typeof json;
  } catch (error) {
    return `Cannot read ${file}: ${(error as Error).message}`;
  }
  const list = json.mcpCodegen?.features;
  if (list === undefined) return undefined;
  if (!Array.isArray(list)) return 'mcpCodegen.features must be an array of package names or { "package", "namespace" } objects.';
  const features: FeatureReference[] = [];
  for (const item of list) {
    if (typeof item === 'string' && item !== '') features.push({ package: item });
    else if (typeof item === 'object' && item !== null && typeof (item as FeatureReference).package === 'string') features.push(item as FeatureReference);
    else return `mcpCodegen.features has an entry that is neither a package name nor { "package": "...", "namespace": "..." }: ${JSON.stringify(item)}.`;
  }
  const index = text.split('\n').findIndex((l) => l.includes('"features"'));
  return { file, line: index + 1 || 1, features };
}
