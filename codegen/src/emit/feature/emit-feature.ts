import type { FeatureModel } from '../../model/feature-model.js';
import { writeClassVariables, writeLoad } from './class-loading.js';
import { createWriter } from '../code-writer.js';
import { FEATURE_FILE, type GeneratedFile } from '../generated-file.js';
import { tsHeader } from '../header.js';
import { embeddedFiles, manifestData } from '../manifest/manifest-data.js';
import { writeReadEmbeddedFile } from '../emit-files.js';
import { needsReviveDates, writeReviveDates } from './revive-dates.js';
import { TOOL_BINDINGS, toolsGetterText, writeOtherBindings } from './write-bindings.js';
import { writeCompletions } from './write-completions.js';
import { listsJsonText, writeManifest } from './write-manifest.js';
import { writeRegister } from './write-register.js';

/** feature.generated.ts: the manifest constant and the Feature object the runtime serves. */
export function emitFeature(model: FeatureModel): GeneratedFile {
  const writer = createWriter();
  writer.write(tsHeader()).blankLine();

  writer.writeLine("import type { Feature, FeatureManifest } from '@mcp-codegen/manifest';");
  if (model.tools.length > 0 || model.prompts.length > 0) {
    writer.writeLine("import * as validators from './validators.generated.js';");
  }
  writer.blankLine();
  if (model.classes.length > 0) {
    writeClassVariables(writer, model.classes, new Set(model.providers.map((provider) => provider.className)));
    writer.blankLine();
  }
  if (model.tools.length > 0) {
    writer.writeLine(`let ${TOOL_BINDINGS}: Feature['tools'] | undefined;`);
    writer.blankLine();
  }
  if (needsReviveDates(model)) {
    writeReviveDates(writer);
    writer.blankLine();
  }

  if (embeddedFiles(model).length > 0) {
    writeReadEmbeddedFile(writer);
    writer.blankLine();
  }
  const manifest = manifestData(model);
  const head = writer.toString();

  const rest = createWriter();
  writeManifest(rest, manifest);
  rest.blankLine();
  rest.writeLine('export const feature: Feature = {');
  rest.indent(() => {
    rest.writeLine('manifest,');
    rest.writeLine('listsJson,');
    writeLoad(rest, model.classes);
    writeRegister(rest, model.providers);
  });
  // The tools' bindings are text of their own: each tool's is remembered by its model.
  const tail = createWriter();
  tail.indent(() => {
    writeOtherBindings(tail, model);
    writeCompletions(tail, model.completions ?? []);
  });
  tail.writeLine('};');

  return { path: FEATURE_FILE, content: `${head}${listsJsonText(manifest)}\n${rest.toString()}${toolsGetterText(model)}${tail.toString()}` };
}
