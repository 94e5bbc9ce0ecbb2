import type { FeatureModel, ToolModel } from '../../model/feature-model.js';
import { writeClassImports } from '../feature/class-loading.js';
import { createWriter } from '../code-writer.js';
import { FrozenMemo } from '../frozen-memo.js';
import { TOOLS_FILE, type GeneratedFile } from '../generated-file.js';
import { TOOL_SIGNATURE } from '../feature/handler-call.js';
import { tsHeader } from '../header.js';
import { needsReviveDates, writeReviveDates } from '../feature/revive-dates.js';
import { memberAccess, stringLiteral } from '../ts-literal.js';
import { writeEntry } from '../feature/write-bindings.js';
import { writeHandler } from '../feature/write-handler.js';
import { writePolicy } from '../feature/write-policy.js';
import { writeUse } from '../write-use.js';

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
  const entries = model.tools.map((tool) => toolEntries.get(tool)).join('');
  return { path: TOOLS_FILE, content: `${writer.toString()}${entries}};\n` };
}

/** Each tool's binding as text, remembered by its frozen model (frozen-memo.ts): a watch-mode rebuild writes only the entries of the tools it analysed again. */
const toolEntries = new FrozenMemo<ToolModel, string>((tool) => {
  const writer = createWriter();
  writer.setIndentationLevel(1);
  writeEntry(writer, tool.descriptor.name, () => {
    writer.writeLine(`validate: ${memberAccess('validators', tool.validatorName)},`);
    if (tool.outputValidatorName !== undefined) writer.writeLine(`validateOutput: ${memberAccess('validators', tool.outputValidatorName)},`);
    writer.writeLine(`result: ${stringLiteral(tool.result)},`);
    if (tool.jsonResult) writer.writeLine('json: true,');
    writePolicy(writer, tool);
    writeUse(writer, tool);
    writeHandler(writer, 'invoke', tool, TOOL_SIGNATURE);
  });
  return writer.toString();
});
