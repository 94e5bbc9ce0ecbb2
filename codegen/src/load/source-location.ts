import { relative, sep } from 'node:path';
import type { Node } from 'ts-morph';
import type { SourceLocation } from '../model/feature-model.js';

/** Where `node` starts, as tsc prints it: file relative to the package, 1-based line and column. */
export function sourceLocation(packageDir: string, node: Node): SourceLocation {
  const sourceFile = node.getSourceFile();
  const { line, column } = sourceFile.getLineAndColumnAtPos(node.getStart());
  const file = relative(packageDir, sourceFile.getFilePath()).split(sep).join('/');
  return { file, line, column };
}
