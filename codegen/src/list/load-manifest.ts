import { existsSync, readFileSync, statSync } from 'node:fs';
import type { FeatureManifest } from '@mcp-codegen/manifest';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { MANIFEST_FILE } from '../emit/generated-file.js';

export type LoadedManifest = { ok: true; manifest: FeatureManifest } | { ok: false; diagnostics: Diagnostic[]; packageDir?: string };

/**
 * A manifest from a built `*.generated.json` file, or from a package
 * directory analysed in memory (what a build would write now; nothing is written).
 */
export async function loadManifest(path: string): Promise<LoadedManifest> {
  if (!existsSync(path)) return fail(`${path} does not exist.`, 'Pass a feature package directory or a manifest.generated.json file.');
  if (statSync(path).isDirectory()) {
    // Loaded here only: reading a manifest file never pays for the TypeScript compiler.
    const { build } = await import('../pipeline/build-package.js');
    const result = await build(path, { check: true });
    const file = result.files.find((f) => f.path === MANIFEST_FILE);
    if (!file) return { ok: false, diagnostics: result.diagnostics, packageDir: result.packageDir };
    return { ok: true, manifest: JSON.parse(file.content) as FeatureManifest };
  }
  try {
    const json = JSON.parse(readFileSync(path, 'utf8')) as Partial<FeatureManifest>;
    if (typeof json !== 'object' || json === null || !Array.isArray(json.tools) || typeof json.feature !== 'string') {
      return fail(`${path} is not an mcp-codegen manifest (no "feature" and "tools").`, 'Pass the src/generated/manifest.generated.json of a feature package.');
    }
    const manifest = { ...json, resources: json.resources ?? [], resourceTemplates: json.resourceTemplates ?? [], prompts: json.prompts ?? [] };
    return { ok: true, manifest: manifest as FeatureManifest };
  } catch (error) {
    return fail(`${path} is not valid JSON: ${(error as Error).message}`, 'Pass a manifest.generated.json written by mcp-codegen build.');
  }
}

function fail(message: string, hint: string): LoadedManifest {
  return { ok: false, diagnostics: [{ code: 'MCPG1111', severity: 'error', message, hint }] };
}
