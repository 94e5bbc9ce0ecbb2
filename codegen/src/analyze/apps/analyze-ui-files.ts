import { readFileSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import type { DiscoveredUiFile } from '../../discover/discover-ui-files.js';
import type { EmbeddedFileModel } from '../../model/embedded-file.js';
import type { AnalysisContext } from '../analysis-context.js';
import { uiResourceFields } from './ui-resource-fields.js';

/**
 * Class-level @UiResource: the HTML file must exist inside the package
 * (MCPG3302); it is read now and embedded in the generated files module, so
 * the server needs no file system to serve it.
 */
export function analyzeUiFiles(found: readonly DiscoveredUiFile[], context: AnalysisContext): EmbeddedFileModel[] {
  const { diagnostics } = context;
  const models: EmbeddedFileModel[] = [];
  for (const ui of found) {
    const { value: uri, node: uriNode } = ui.uri!;
    const file = ui.options.file;
    if (typeof file !== 'string' || file === '') {
      diagnostics.error('MCPG3302', ui.decorator, '@UiResource on a class needs "file": the HTML file to serve, relative to the package directory.', "Add { file: 'ui/view.html' }, or put @UiResource on a method that returns the HTML.");
      continue;
    }
    const path = resolve(context.packageDir, file);
    const inside = relative(context.packageDir, path);
    if (inside.startsWith('..') || isAbsolute(inside) || !isFile(path)) {
      diagnostics.error('MCPG3302', ui.decorator, `The UI file ${JSON.stringify(file)} does not exist in the package.`, 'Give the path of an HTML file relative to the package directory (where package.json is).');
      continue;
    }
    const fields = uiResourceFields(uri, uriNode, ui.options, ui.decorator, diagnostics);
    if (!fields || !context.duplicates.claim('resource URI', uri, uriNode)) continue;
    const { name, title, description } = ui.options;
    const descriptor = {
      uri,
      name: typeof name === 'string' ? name : (ui.classDeclaration.getName() ?? 'ui'),
      ...(typeof title === 'string' ? { title } : {}),
      ...(typeof description === 'string' ? { description } : {}),
      ...fields,
    };
    models.push({ descriptor, content: { text: readFileSync(path, 'utf8') } });
  }
  return models.sort((a, b) => (a.descriptor.uri < b.descriptor.uri ? -1 : 1));
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
