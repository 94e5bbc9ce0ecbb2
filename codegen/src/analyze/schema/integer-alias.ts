import type { ts } from 'ts-morph';
import { isInDecoratorsPackage } from '../../load/nearest-package.js';

/** `Integer` from @mcp-codegen/decorators (`number & {}`, so the alias survives in arrays and generics). */
export function isIntegerAlias(type: ts.Type): boolean {
  const alias = type.aliasSymbol;
  return alias?.getName() === 'Integer' && (alias.getDeclarations() ?? []).some((d) => isInDecoratorsPackage(d.getSourceFile().fileName));
}
