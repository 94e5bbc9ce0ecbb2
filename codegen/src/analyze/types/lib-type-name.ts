import type { Type } from 'ts-morph';

/** The name of a type declared in TypeScript's own lib files (Date, Map, Promise), else undefined. */
export function libTypeName(type: Type): string | undefined {
  const symbol = type.getAliasSymbol() ?? type.getSymbol();
  const declaration = symbol?.getDeclarations()[0];
  if (!symbol || !declaration) return undefined;
  const file = declaration.getSourceFile().getFilePath();
  return /\/lib\.[^/]*\.d\.ts$|\/lib\.d\.ts$/.test(file) ? symbol.getName() : undefined;
}
