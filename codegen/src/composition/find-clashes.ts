import { templateShape } from '@mcp-codegen/manifest';
import type { LoadedFeature } from './feature-manifests.js';
import { servedNames } from './served-manifest.js';

/** Two features claiming the same name, URI or template shape once namespaces are applied. */
export interface Clash {
  kind: 'tool' | 'prompt' | 'resource' | 'resource template' | 'feature';
  key: string;
  first: string;
  second: string;
  /** For templates: the other feature's template (same shape, maybe other variable names). */
  otherKey?: string;
}

export function findClashes(features: LoadedFeature[]): Clash[] {
  const clashes: Clash[] = [];
  const claim = (index: Map<string, { feature: string; key: string }>, kind: Clash['kind'], indexKey: string, key: string, feature: string) => {
    const existing = index.get(indexKey);
    if (existing) clashes.push({ kind, key, first: existing.feature, second: feature, otherKey: existing.key === key ? undefined : existing.key });
    else index.set(indexKey, { feature, key });
  };
  const names = new Map<string, { feature: string; key: string }>();
  const tools = new Map<string, { feature: string; key: string }>();
  const prompts = new Map<string, { feature: string; key: string }>();
  const resources = new Map<string, { feature: string; key: string }>();
  const templates = new Map<string, { feature: string; key: string }>();
  for (const f of features) {
    const name = f.manifest.feature;
    claim(names, 'feature', name, name, name);
    for (const tool of servedNames(f, f.manifest.tools.map((t) => t.name))) claim(tools, 'tool', tool, tool, name);
    for (const prompt of servedNames(f, f.manifest.prompts.map((p) => p.name))) claim(prompts, 'prompt', prompt, prompt, name);
    for (const r of f.manifest.resources) claim(resources, 'resource', r.uri, r.uri, name);
    for (const t of f.manifest.resourceTemplates) claim(templates, 'resource template', templateShape(t.uriTemplate), t.uriTemplate, name);
  }
  return clashes;
}
