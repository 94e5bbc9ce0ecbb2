import type CodeBlockWriter from 'code-block-writer';
import type { FeatureModel } from '../model/feature-model.js';
import { createWriter } from './code-writer.js';
import { GENERATED_DIR, type GeneratedFile } from './generated-file.js';
import { tsHeader } from './header.js';
import { embeddedFiles } from './manifest/manifest-data.js';
import { propertyKey, stringLiteral } from './ts-literal.js';

export const FILES_FILE = `${GENERATED_DIR}/files.generated.ts`;

/** The read function of every embedded file's resource binding, declared in feature.generated.ts. */
export const READ_EMBEDDED_FILE = 'readEmbeddedFile';

/**
 * files.generated.ts: the contents of the package files served as resources
 * (skills/, MCP App HTML), by URI, as resources/read returns them. Skill
 * digests and sizes were computed from the same bytes at build time (they are
 * in the manifest), so the server hashes nothing and needs no file system.
 * Absent when there are none.
 */
export function emitFiles(model: FeatureModel): GeneratedFile | undefined {
  const files = embeddedFiles(model);
  if (files.length === 0) return undefined;
  const writer = createWriter();
  writer.write(tsHeader()).blankLine();
  writer.writeLine('/** Package files served as resources (skills/, MCP App HTML), by URI: the contents resources/read returns. */');
  writer.writeLine('export const files: Record<string, { mimeType: string; text: string; _meta?: Record<string, unknown> } | { mimeType: string; blob: string }> = {');
  writer.indent(() => {
    for (const { descriptor, content } of files) {
      const body = 'text' in content ? `text: ${stringLiteral(content.text)}` : `blob: ${stringLiteral(content.blob)}`;
      const meta = descriptor._meta ? `, _meta: ${JSON.stringify(descriptor._meta)}` : '';
      writer.writeLine(`${propertyKey(descriptor.uri)}: { mimeType: ${stringLiteral(descriptor.mimeType)}, ${body}${meta} },`);
    }
  });
  writer.writeLine('};');
  return { path: FILES_FILE, content: writer.toString() };
}

/** `const readEmbeddedFile = ...`: the contents load with the first read, not at start-up. */
export function writeReadEmbeddedFile(writer: CodeBlockWriter): void {
  writer.writeLine('// Package files served as resources (skills/, MCP App HTML): their contents load with the first read, not at start-up.');
  writer.writeLine(`const ${READ_EMBEDDED_FILE} = async (_resolver: unknown, uri: string) => ({ contents: [{ uri, ...(await import('./files.generated.js')).files[uri] }] });`);
}
