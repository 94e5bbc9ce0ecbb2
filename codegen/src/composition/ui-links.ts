import type { FeatureManifest, ToolDescriptor } from '@mcp-codegen/manifest';

/** The UI a tool links (`_meta.ui.resourceUri`, MCP Apps), if any. */
export function linkedUiUri(tool: ToolDescriptor): string | undefined {
  const ui = tool._meta?.ui as { resourceUri?: unknown } | undefined;
  return typeof ui?.resourceUri === 'string' ? ui.resourceUri : undefined;
}

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
