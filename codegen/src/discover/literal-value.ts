import { Node, SyntaxKind } from 'ts-morph';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** The value of a literal expression, or the node that is not a literal. */
export type LiteralResult = { ok: true; value: JsonValue } | { ok: false; node: Node };

/**
 * Reads a literal syntactically: strings, numbers, booleans, null, arrays and
 * object literals of those, and enum members (`SortOrder.Newest`). Nothing is
 * evaluated, so the build never runs user code.
 */
export function literalValue(node: Node): LiteralResult {
  if (Node.isStringLiteral(node) || Node.isNoSubstitutionTemplateLiteral(node)) return ok(node.getLiteralValue());
  if (Node.isNumericLiteral(node)) return ok(node.getLiteralValue());
  if (Node.isTrueLiteral(node) || Node.isFalseLiteral(node)) return ok(node.getLiteralValue());
  if (Node.isNullLiteral(node)) return ok(null);
  if (Node.isParenthesizedExpression(node) || Node.isAsExpression(node) || Node.isSatisfiesExpression(node)) {
    return literalValue(node.getExpression());
  }
  if (Node.isPrefixUnaryExpression(node) && node.getOperatorToken() === SyntaxKind.MinusToken) {
    const operand = node.getOperand();
    if (Node.isNumericLiteral(operand)) return ok(-operand.getLiteralValue());
  }
  if (Node.isArrayLiteralExpression(node)) return arrayValue(node.getElements());
  if (Node.isObjectLiteralExpression(node)) return objectValue(node);
  if (Node.isPropertyAccessExpression(node)) return enumMemberValue(node);
  return { ok: false, node };
}

function ok(value: JsonValue): LiteralResult {
  return { ok: true, value };
}

function arrayValue(elements: Node[]): LiteralResult {
  const values: JsonValue[] = [];
  for (const element of elements) {
    const result = literalValue(element);
    if (!result.ok) return result;
    values.push(result.value);
  }
  return ok(values);
}

function objectValue(node: Node & { getProperties(): Node[] }): LiteralResult {
  const value: { [key: string]: JsonValue } = {};
  for (const property of node.getProperties()) {
    if (!Node.isPropertyAssignment(property)) return { ok: false, node: property };
    const key = propertyKey(property.getNameNode());
    if (key === undefined) return { ok: false, node: property.getNameNode() };
    const result = literalValue(property.getInitializerOrThrow());
    if (!result.ok) return result;
    value[key] = result.value;
  }
  return ok(value);
}

function propertyKey(name: Node): string | undefined {
  if (Node.isIdentifier(name)) return name.getText();
  if (Node.isStringLiteral(name) || Node.isNoSubstitutionTemplateLiteral(name)) return name.getLiteralValue();
  if (Node.isNumericLiteral(name)) return String(name.getLiteralValue());
  return undefined;
}

/** `Enum.Member`, resolved through the checker to the member's constant value. */
function enumMemberValue(node: Node): LiteralResult {
  const symbol = node.getSymbol();
  const declaration = symbol?.getDeclarations()[0];
  if (declaration && Node.isEnumMember(declaration)) {
    const value = declaration.getValue();
    if (value !== undefined) return ok(value);
  }
  return { ok: false, node };
}
