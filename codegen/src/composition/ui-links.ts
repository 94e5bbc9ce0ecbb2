import type { FeatureManifest } from '@mcp-codegen/manifest';
import { linkedUiUri } from '../model/ui-link.js';

/** Tools of a composed server whose linked UI no feature serves. */
export function unservedUiLinks(manifests: readonly FeatureManifest[]): Array<{ feature: string; tool: string; uri: string }> {
  const served = new Set(manifests.flatMap((m) => m.resources.map((r) => r.uri)));
  return manifests.flatMap((m) =>
    m.tools.flatMap((tool) => {
      const uri = linkedUiUri(tool);
      return uri !== undefined && !served.has(uri) ? [{ feature: m.feature, tool: tool.name, uri }] : [];
    }),
  );
}
