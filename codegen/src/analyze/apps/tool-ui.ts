import { UI_RESOURCE_URI_META_KEY, type Meta, type UiToolMeta } from '@mcp-codegen/manifest';
import type { DiscoveredHandler } from '../../discover/discovered-handler.js';
import type { DiagnosticCollector } from '../../load/diagnostic-collector.js';
import { uiUriProblem } from './ui-uri.js';

const VISIBILITY = ['model', 'app'];

/**
 * `@Tool({ ui })` as the tool's `_meta`: `ui: { resourceUri, visibility }`
 * and, for hosts that read the older flat key, `ui/resourceUri`. The `_meta`
 * unchanged when there is no `ui` option; undefined after reporting MCPG3303.
 */
export function withToolUi(handler: DiscoveredHandler, meta: Meta | undefined, diagnostics: DiagnosticCollector): { meta: Meta | undefined } | undefined {
  const option = handler.options.ui;
  if (option === undefined) return { meta };
  const ui = (typeof option === 'string' ? { resourceUri: option } : option) as Partial<UiToolMeta> | null;
  const fail = (message: string) => {
    diagnostics.error('MCPG3303', handler.decorator, message, "Write ui: 'ui://feature/view.html', or ui: { resourceUri: 'ui://...', visibility: ['model', 'app'] }.");
    return undefined;
  };
  if (ui === null || typeof ui !== 'object' || Array.isArray(ui) || typeof ui.resourceUri !== 'string') return fail('The "ui" option must be a ui:// URI or { resourceUri, visibility? }.');
  const problem = uiUriProblem(ui.resourceUri);
  if (problem) return fail(problem);
  const extra = Object.keys(ui).filter((key) => key !== 'resourceUri' && key !== 'visibility');
  if (extra.length > 0) return fail(`"ui.${extra[0]}" is not a tool UI field; csp and permissions belong on the @UiResource.`);
  if (ui.visibility !== undefined && (!Array.isArray(ui.visibility) || ui.visibility.length === 0 || !ui.visibility.every((v) => VISIBILITY.includes(v)))) {
    return fail('"ui.visibility" must list "model", "app" or both.');
  }
  const toolUi: UiToolMeta = { resourceUri: ui.resourceUri, ...(ui.visibility ? { visibility: ui.visibility } : {}) };
  return { meta: { ...meta, ui: toolUi, [UI_RESOURCE_URI_META_KEY]: ui.resourceUri } };
}
