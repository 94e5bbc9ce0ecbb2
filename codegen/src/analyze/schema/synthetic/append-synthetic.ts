import type { SourceFile } from 'ts-morph';
import { outputInterfaceText, type OutputRequest } from '../output-schema.js';
import { inputInterfaceText, type InputRequest } from './synthetic-input.js';

/**
 * Appends every synthetic interface, outputs and inputs, to the end of its
 * file, in memory only (the Project is never saved), so that one Program
 * holds them all. Written in the same file, type texts resolve exactly as
 * they do in the method. One edit per file: each edit parses the file again.
 */
export function appendSyntheticInterfaces(inputs: readonly InputRequest[], outputs: readonly OutputRequest[]): void {
  const byFile = new Map<SourceFile, string[]>();
  const add = (file: SourceFile, text: string) => {
    const texts = byFile.get(file) ?? [];
    texts.push(text);
    byFile.set(file, texts);
  };
  for (const request of outputs) add(request.file, outputInterfaceText(request));
  for (const request of inputs) add(request.file, inputInterfaceText(request));
  for (const [file, texts] of byFile) file.insertText(file.getEnd(), `\n${texts.join('\n')}\n`);
}
