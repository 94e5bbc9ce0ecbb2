import type { FeatureModel } from '../../model/feature-model.js';
import { writeClassImports } from './class-loading.js';
import { createWriter } from '../code-writer.js';
import { TOOLS_FILE, type GeneratedFile } from '../generated-file.js';
import { tsHeader } from '../header.js';
import { needsReviveDates, writeReviveDates } from './revive-dates.js';
import { toolBindingsText } from './write-bindings.js';

/**
 * tools.generated.ts: the tools' bindings, with the validators and the classes
 * they call. feature.load() imports it; nothing at start-up does, so a large
 * server answers initialize and the lists without compiling any of it.
 * Absent when the feature has no tools.
 */
export function emitTools(model: FeatureModel): GeneratedFile | undefined {
  if (model.tools.length === 0) return undefined;
  const writer = createWriter();
  writer.write(tsHeader()).blankLine();
  writer.writeLine("import type { Feature } from '@mcp-codegen/manifest';");
  const used = new Set(model.tools.flatMap((tool) => [tool.className, ...(tool.use ?? [])]));
  writeClassImports(writer, model.classes, used);
  writer.writeLine("import * as validators from './validators.generated.js';");
  writer.blankLine();
  if (needsReviveDates(model.tools)) {
    writeReviveDates(writer);
    writer.blankLine();
  }
  writer.writeLine('// Imported by feature.load(), with the classes: initialize and the lists need none of it.');
  writer.writeLine("export const tools: Feature['tools'] = {");
  return { path: TOOLS_FILE, content: `${writer.toString()}${toolBindingsText(model)}};\n` };
}
