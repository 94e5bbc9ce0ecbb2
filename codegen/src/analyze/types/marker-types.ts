import type { Type } from 'ts-morph';
import { isInDecoratorsPackage } from '../../load/nearest-package.js';

/**
 * Whether `type` is the named type exported by @mcp-codegen/decorators
 * (McpContext, CallToolResult, ...), by symbol: a user type of the same name
 * does not count, an aliased import does.
 */
export function isDecoratorsType(type: Type, name: string): boolean {
  const symbol = type.getAliasSymbol() ?? type.getSymbol();
  if (!symbol || symbol.getName() !== name) return false;
  return symbol.getDeclarations().some((d) => isInDecoratorsPackage(d.getSourceFile().getFilePath()));
}

/** A parameter of type McpContext (optional or not) receives the handler context. */
export function isContextType(type: Type): boolean {
  return isDecoratorsType(type.getNonNullableType(), 'McpContext');
}
