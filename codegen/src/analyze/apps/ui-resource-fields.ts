import { UI_MIME_TYPE, type Meta } from '@mcp-codegen/manifest';
import type { Node } from 'ts-morph';
import type { DecoratorOptions } from '../../discover/decorator-options.js';
import type { DiagnosticCollector } from '../../load/diagnostic-collector.js';
import { uiResourceMeta } from './ui-resource-meta.js';
import { uiUriProblem } from './ui-uri.js';

/**
 * What @UiResource adds to a resource descriptor: the MCP Apps MIME type and
 * `_meta.ui` (CSP, permissions...), after checking the URI (MCPG3301) and the
 * options (MCPG3303). Undefined after reporting.
 */
export function uiResourceFields(uri: string, uriNode: Node, options: DecoratorOptions, decorator: Node, diagnostics: DiagnosticCollector): { mimeType: string; _meta?: Meta } | undefined {
  const uriProblem = uiUriProblem(uri);
  if (uriProblem) {
    diagnostics.error('MCPG3301', uriNode, uriProblem, "Give the UI a fixed URI such as 'ui://my-feature/view.html'.");
    return undefined;
  }
  if (options.mimeType !== undefined && options.mimeType !== UI_MIME_TYPE) {
    diagnostics.error('MCPG3303', decorator, `A UI resource is served as ${UI_MIME_TYPE}, not ${JSON.stringify(options.mimeType)}.`, 'Remove the mimeType option.');
    return undefined;
  }
  const meta = uiResourceMeta(options);
  if ('problem' in meta) {
    diagnostics.error('MCPG3303', decorator, `Invalid @UiResource option: ${meta.problem}`, 'Write the options as the MCP Apps extension defines them; see docs/apps.md.');
    return undefined;
  }
  const extra = options._meta !== undefined && typeof options._meta === 'object' && !Array.isArray(options._meta) ? (options._meta as Meta) : {};
  const _meta = meta.meta ? { ...extra, ui: meta.meta } : Object.keys(extra).length > 0 ? extra : undefined;
  return { mimeType: UI_MIME_TYPE, ...(_meta ? { _meta } : {}) };
}
