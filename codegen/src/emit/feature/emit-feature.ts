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
import { listsJsonParts, toolListJsonParts, writeLoadLists, writeManifest, writeToolNames } from './write-manifest.js';
import { writeRegister } from './write-register.js';
import { rawToolListModule } from '../lists/emit-lists.js';

/** feature.generated.ts: the manifest constant and the Feature object the runtime serves. */
export function emitFeature(model: FeatureModel): GeneratedFile {
  const writer = createWriter();
  writer.write(tsHeader()).blankLine();

  const manifest = manifestData(model);
  // How the lists module holds the tool list (emit/lists/emit-lists.ts), and so how loadLists() reads it.
  const raw = rawToolListModule(manifest.tools, model.esModule === true);
  writer.writeLine(`import type { Feature, FeatureManifest${raw ? ', ToolListBytes' : ''} } from '@mcp-codegen/manifest';`);
  // The tools' validators load with their bindings (tools.generated.ts); the prompts' stay here.
  if (model.prompts.length > 0) {
    writer.writeLine("import * as validators from './validators.generated.js';");
  }
  writer.blankLine();
  // Type names for the bindings written here; the tools module imports its own classes.
  const others = [...model.resources, ...model.resourceTemplates, ...model.prompts];
  if (model.classes.length > 0) {
    const providers = new Set(model.providers.map((provider) => provider.className));
    writeClassVariables(writer, model.classes, new Set(others.map((handler) => handler.className).filter((name) => providers.has(name))));
    writer.blankLine();
  }
  if (model.tools.length > 0) {
    writer.writeLine(`let ${TOOL_BINDINGS}: Feature['tools'] | undefined;`);
    writer.blankLine();
  }
  if (needsReviveDates(others)) {
    writeReviveDates(writer);
    writer.blankLine();
  }

  if (embeddedFiles(model).length > 0) {
    writeReadEmbeddedFile(writer);
    writer.blankLine();
  }
  const head = writer.toString();

  const rest = createWriter();
  writeManifest(rest, manifest);
  rest.blankLine();
  rest.writeLine('export const feature: Feature = {');
  rest.indent(() => {
    rest.writeLine('manifest,');
    rest.writeLine('listsJson,');
    writeToolNames(rest, manifest);
    writeLoadLists(rest, manifest, model.esModule === true, raw);
    writeLoad(rest, model.classes, model.tools.length > 0 ? TOOL_BINDINGS : undefined);
    writeRegister(rest, model.providers);
  });
  // The tools' getter and policies; their bindings are in tools.generated.ts (emit/tools/emit-tools.ts).
  const tail = createWriter();
  tail.indent(() => {
    writeOtherBindings(tail, model);
    writeCompletions(tail, model.completions ?? []);
  });
  tail.writeLine('};');

  // Joined once, so the file's text is copied once (see listsJsonParts).
  return { path: FEATURE_FILE, content: [head, ...toolListJsonParts(manifest, raw), ...listsJsonParts(manifest, raw), '\n', rest.toString(), toolsGetterText(model), tail.toString()].join('') };
}
