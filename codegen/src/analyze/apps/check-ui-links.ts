import type { DiagnosticCollector } from '../../load/diagnostic-collector.js';
import type { ToolModel } from '../../model/feature-model.js';
import { linkedUiUri } from '../../model/ui-link.js';

/**
 * A tool's `ui` link should name a UI resource of the same package. One that
 * does not is a warning (MCPG3304), not an error: in a composed server another
 * feature may serve it, which `mcp-codegen check-composition` verifies.
 */
export function checkUiLinks(tools: readonly ToolModel[], resourceUris: ReadonlySet<string>, diagnostics: DiagnosticCollector): void {
  for (const tool of tools) {
    const uri = linkedUiUri(tool.descriptor);
    if (uri === undefined || resourceUris.has(uri)) continue;
    diagnostics.warningAt(
      'MCPG3304',
      tool.source,
      `The tool "${tool.descriptor.name}" links the UI ${uri}, which this package does not serve.`,
      `Add @UiResource('${uri}') to this package, or check the composed server with mcp-codegen check-composition.`,
    );
  }
}
