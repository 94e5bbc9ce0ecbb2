import { relative, sep } from 'node:path';
import type { Node } from 'ts-morph';
import type { SourceLocation } from '../model/feature-model.js';

/** Where `node` starts, as tsc prints it: file relative to the package, 1-based line and column. */
export function sourceLocation(packageDir: string, node: Node): SourceLocation {
  const sourceFile = node.getSourceFile();
  // The compiler's line map is built once per file; ts-morph's helper rescans the text on every call.
  const { line, character } = sourceFile.compilerNode.getLineAndCharacterOfPosition(node.getStart());
  const file = relative(packageDir, sourceFile.getFilePath()).split(sep).join('/');
  return { file, line: line + 1, column: character + 1 };
}
