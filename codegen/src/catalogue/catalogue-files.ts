import type { FeatureManifest } from '@mcp-codegen/manifest';
import { catalogueModel } from './catalogue-model.js';
import { renderHtml } from './render-html.js';
import { renderMarkdown } from './render-markdown.js';

export const CATALOGUE_MARKDOWN = 'catalog.md';
export const CATALOGUE_HTML = 'catalog.html';

/** The two catalogue files of these features, by file name; the same manifests always give the same bytes. */
export function catalogueFiles(manifests: readonly FeatureManifest[]): Array<{ name: string; content: string }> {
  const model = catalogueModel(manifests);
  return [
    { name: CATALOGUE_MARKDOWN, content: renderMarkdown(model) },
    { name: CATALOGUE_HTML, content: renderHtml(model) },
  ];
}
