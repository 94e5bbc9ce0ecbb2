import type { CodeBlockWriter } from 'ts-morph';
import type { FeatureModel } from '../model/feature-model.js';
import { createWriter } from './code-writer.js';
import { GENERATED_DIR, type GeneratedFile } from './generated-file.js';
import { tsHeader } from './header.js';
import { skillFiles } from './manifest-data.js';
import { propertyKey, stringLiteral } from './ts-literal.js';

export const SKILLS_FILE = `${GENERATED_DIR}/skills.generated.ts`;

/** The read function of every skill file's resource binding, declared in feature.generated.ts. */
export const READ_SKILL_FILE = 'readSkillFile';

/**
 * skills.generated.ts: the bytes of every file under skills/, by URI, as
 * resources/read returns them. Digests and sizes were computed from the same
 * bytes at build time (they are in the manifest), so the server hashes
 * nothing and needs no file system. Absent when the package has no skills.
 */
export function emitSkills(model: FeatureModel): GeneratedFile | undefined {
  if (!model.skills) return undefined;
  const writer = createWriter();
  writer.write(tsHeader()).blankLine();
  writer.writeLine('/** The files of the skills/ folder, by URI: the contents resources/read returns. */');
  writer.writeLine('export const skillFiles: Record<string, { mimeType: string; text: string } | { mimeType: string; blob: string }> = {');
  writer.indent(() => {
    for (const { descriptor, content } of skillFiles(model)) {
      const body = 'text' in content ? `text: ${stringLiteral(content.text)}` : `blob: ${stringLiteral(content.blob)}`;
      writer.writeLine(`${propertyKey(descriptor.uri)}: { mimeType: ${stringLiteral(descriptor.mimeType)}, ${body} },`);
    }
  });
  writer.writeLine('};');
  return { path: SKILLS_FILE, content: writer.toString() };
}

/** `const readSkillFile = ...`: skill contents load with the first read, not at start-up. */
export function writeReadSkillFile(writer: CodeBlockWriter): void {
  writer.writeLine('// Skill files (skills/): their contents load with the first read, not at start-up.');
  writer.writeLine(`const ${READ_SKILL_FILE} = async (_resolver: unknown, uri: string) => ({ contents: [{ uri, ...(await import('./skills.generated.js')).skillFiles[uri] }] });`);
}
