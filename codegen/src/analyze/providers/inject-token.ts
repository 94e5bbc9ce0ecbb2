import { Node, type ParameterDeclaration } from 'ts-morph';
import { resolveAlias } from '../../discover/decorator-kind.js';
import { isInDecoratorsPackage } from '../../load/nearest-package.js';

/** The token of `@Inject(TOKEN)` (ours) or `@inject(TOKEN)` (tsyringe's) on a constructor parameter. */
export type InjectToken =
  /** `@Inject('config')`: the string goes into generated code as it is. */
  | { kind: 'literal'; code: string }
  /** `@Inject(WEATHER_API)`: an identifier naming an exported constant. */
  | { kind: 'identifier'; node: Node }
  /** Anything else (a call, a property access): reported, since generated code cannot import it. */
  | { kind: 'unsupported'; node: Node };

/**
 * Undefined when the parameter is not injected by token: neither a decorator
 * (`@Inject(TOKEN)`, legacy decorators) nor the type `Injected<typeof TOKEN>`
 * (any decorator mode). Found by symbol: an aliased import counts.
 */
export function injectToken(parameter: ParameterDeclaration): InjectToken | undefined {
  return decoratorToken(parameter) ?? typeToken(parameter);
}

/** `api: Injected<typeof API>` or `settings: Injected<'settings', Settings>`. */
function typeToken(parameter: ParameterDeclaration): InjectToken | undefined {
  const typeNode = parameter.getTypeNode();
  if (!typeNode || !Node.isTypeReference(typeNode)) return undefined;
  const symbol = resolveAlias(typeNode.getTypeName().getSymbol());
  if (symbol?.getName() !== 'Injected' || !symbol.getDeclarations().some((d) => isInDecoratorsPackage(d.getSourceFile().getFilePath()))) return undefined;
  const argument = typeNode.getTypeArguments()[0];
  if (argument && Node.isTypeQuery(argument)) {
    const name = argument.getExprName();
    return Node.isIdentifier(name) ? { kind: 'identifier', node: name } : { kind: 'unsupported', node: name };
  }
  if (argument && Node.isLiteralTypeNode(argument)) {
    const literal = argument.getLiteral();
    if (Node.isStringLiteral(literal)) return { kind: 'literal', code: JSON.stringify(literal.getLiteralValue()) };
  }
  return { kind: 'unsupported', node: argument ?? typeNode };
}

function decoratorToken(parameter: ParameterDeclaration): InjectToken | undefined {
  for (const decorator of parameter.getDecorators()) {
    const expression = decorator.getExpression();
    if (!Node.isCallExpression(expression)) continue;
    const symbol = resolveAlias(expression.getExpression().getSymbol());
    if (!symbol || !isInjectMarker(symbol.getName(), symbol.getDeclarations().map((d) => d.getSourceFile().getFilePath()))) continue;
    const argument = expression.getArguments()[0];
    if (!argument) return undefined;
    if (Node.isStringLiteral(argument) || Node.isNoSubstitutionTemplateLiteral(argument)) return { kind: 'literal', code: JSON.stringify(argument.getLiteralValue()) };
    if (Node.isIdentifier(argument)) return { kind: 'identifier', node: argument };
    return { kind: 'unsupported', node: argument };
  }
  return undefined;
}

function isInjectMarker(name: string, files: string[]): boolean {
  if (name === 'Inject') return files.some(isInDecoratorsPackage);
  if (name === 'inject') return files.some((f) => f.includes('/node_modules/tsyringe/'));
  return false;
}
