import { Node, type Decorator, type Symbol as MorphSymbol } from 'ts-morph';
import { isInDecoratorsPackage } from '../load/nearest-package.js';

export type HandlerKind = 'tool' | 'resource' | 'prompt';

// @UiResource on a method is a resource whose method returns an MCP App's HTML.
const KINDS: Record<string, HandlerKind> = { Tool: 'tool', Resource: 'resource', Prompt: 'prompt', UiResource: 'resource' };

/**
 * Which marker a decorator is, by symbol rather than by text: aliased imports
 * (`Tool as McpTool`) and namespace imports work, and another library's
 * `@Tool` is not ours. Undefined for every other decorator.
 */
export function decoratorKind(decorator: Decorator): HandlerKind | undefined {
  const marker = markerName(decorator);
  return marker === undefined ? undefined : KINDS[marker];
}

/** The exported name of the marker a decorator is (`Tool`, `UiResource`...), resolved by symbol; undefined for any other. */
export function markerName(decorator: Decorator): string | undefined {
  const expression = decorator.getExpression();
  const callee = Node.isCallExpression(expression) ? expression.getExpression() : expression;
  const symbol = resolveAlias(callee.getSymbol());
  if (!symbol) return undefined;
  const fromMarkers = symbol.getDeclarations().some((d) => isInDecoratorsPackage(d.getSourceFile().getFilePath()));
  return fromMarkers ? symbol.getName() : undefined;
}

/** Follows import aliases (and re-exports) to the declaring symbol. */
export function resolveAlias(symbol: MorphSymbol | undefined): MorphSymbol | undefined {
  if (symbol?.isAlias()) return symbol.getAliasedSymbol() ?? symbol;
  return symbol;
}
