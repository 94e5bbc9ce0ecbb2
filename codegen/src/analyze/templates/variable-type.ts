import type { Type } from 'ts-morph';
import type { TemplateVariable } from '@mcp-codegen/manifest';
import { unionOrder } from '../../model/union-order.js';

/** What a URI variable's text can become: a parameter's type read for conversion. */
export interface VariableType {
  list: boolean;
  type: 'string' | 'number' | 'boolean';
  /** Present when every value is a literal (a union of literals or an enum). */
  enum?: Array<string | number | boolean>;
}

/**
 * string, number, boolean, a union of literals of one of them, an enum, or an
 * array of any of those; `undefined` aside. Undefined for any other type.
 */
export function variableType(type: Type): VariableType | undefined {
  const defined = type.getNonNullableType();
  if (defined.isArray()) {
    const element = scalarType(defined.getArrayElementTypeOrThrow().getNonNullableType());
    return element && { ...element, list: true };
  }
  const scalar = scalarType(defined);
  return scalar && { ...scalar, list: false };
}

function scalarType(type: Type): Omit<VariableType, 'list'> | undefined {
  const members = type.isUnion() && !type.isBoolean() ? type.getUnionTypes() : [type];
  const kinds = new Set(members.map(kindOf));
  if (kinds.size !== 1 || kinds.has(undefined)) return undefined;
  const kind = [...kinds][0]!;
  const literals: Array<string | number | boolean> = [];
  for (const member of members) {
    if (member.isStringLiteral() || member.isNumberLiteral()) literals.push(member.getLiteralValue() as string | number);
    else if (member.isBooleanLiteral()) literals.push(member.getText() === 'true');
    else return { type: kind };
  }
  const isEnum = members.every((member) => member.isEnumLiteral());
  return { type: kind, enum: isEnum ? literals : unionOrder(literals) };
}

function kindOf(branded: Type): VariableType['type'] | undefined {
  const type = unbranded(branded);
  if (type.isString() || type.isStringLiteral()) return 'string';
  if (type.isNumber() || type.isNumberLiteral()) return 'number';
  if (type.isBoolean() || type.isBooleanLiteral()) return 'boolean';
  return undefined;
}

/** `Integer` (`number & {}`) and brands (`string & { __brand: 'Id' }`) are their primitive in a URI. */
function unbranded(type: Type): Type {
  if (!type.isIntersection()) return type;
  const primitives = type.getIntersectionTypes().filter((member) => !member.isObject());
  return primitives.length === 1 ? primitives[0]! : type;
}

/** The rule the runtime reads the variable with; only what differs from "one string". */
export function variableRule(variableType: VariableType, separator: string | undefined): TemplateVariable | undefined {
  const rule: TemplateVariable = {};
  if (variableType.list) {
    rule.list = true;
    if (separator !== undefined) rule.separator = separator;
  }
  if (variableType.type !== 'string') rule.type = variableType.type;
  if (variableType.enum) rule.enum = variableType.enum;
  return Object.keys(rule).length > 0 ? rule : undefined;
}
