import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { readCompositionConfig } from './composition-config.js';
import { loadFeatureManifest, type LoadedFeature } from './feature-manifests.js';
import { findClashes, type Clash } from './find-clashes.js';
import { unservedUiLinks } from './ui-links.js';

export interface CompositionResult {
  /** False when the app lists no features (nothing was checked). */
  configured: boolean;
  features: LoadedFeature[];
  diagnostics: Diagnostic[];
}

/**
 * The build-time twin of the runtime's start-up check: reads the features a
 * server app lists in package.json#mcpCodegen.features, and reports every
 * tool or prompt name, resource URI or template shape two of them claim,
 * and every MCP Apps UI a tool links that none of them serves.
 */
export function checkComposition(appDir: string): CompositionResult {
  const config = readCompositionConfig(appDir);
  if (config === undefined) return { configured: false, features: [], diagnostics: [] };
  if (typeof config === 'string') return { configured: true, features: [], diagnostics: [{ code: 'MCPG1202', severity: 'error', message: config }] };
  const location = { file: 'package.json', line: config.line, column: 1 };
  const diagnostics: Diagnostic[] = [];
  const features: LoadedFeature[] = [];
  for (const reference of config.features) {
    const loaded = loadFeatureManifest(appDir, reference);
    if (typeof loaded === 'string') diagnostics.push({ code: 'MCPG1202', severity: 'error', message: loaded, location });
    else features.push(loaded);
  }
  for (const clash of findClashes(features)) diagnostics.push({ code: 'MCPG1201', severity: 'error', message: describe(clash), hint: fix(clash), location });
  for (const link of unservedUiLinks(features.map((f) => f.manifest))) {
    const message = `The tool "${link.tool}" of feature "${link.feature}" links the UI ${link.uri}, which no feature of this server serves.`;
    diagnostics.push({ code: 'MCPG1203', severity: 'error', message, hint: `Add the feature that has @UiResource('${link.uri}') to "features", or correct the tool's ui option.`, location });
  }
  return { configured: true, features, diagnostics };
}

function describe(clash: Clash): string {
  const what = clash.otherKey ? `${clash.kind} ${JSON.stringify(clash.key)} of feature "${clash.second}" matches the same URIs as ${JSON.stringify(clash.otherKey)} of feature "${clash.first}"` : `${clash.kind} ${JSON.stringify(clash.key)} is declared by features "${clash.first}" and "${clash.second}"`;
  return `The ${what}; the server would refuse to start.`;
}

function fix(clash: Clash): string {
  if (clash.kind === 'tool' || clash.kind === 'prompt') {
    return `Give one feature a namespace: "features": [..., { "package": "<${clash.second} package>", "namespace": "${clash.second}" }] in package.json, and serve([..., { feature: ${clash.second}, namespace: '${clash.second}' }]); or rename one of them.`;
  }
  if (clash.kind === 'feature') return 'Give one feature another name: "mcpCodegen": { "name": "..." } in its package.json.';
  return 'Rename one of them (namespaces do not change URIs): give each feature its own URI scheme or first path segment.';
}
