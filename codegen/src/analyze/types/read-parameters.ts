import { Node, type MethodDeclaration, type ParameterDeclaration } from 'ts-morph';
import { literalValue, type JsonValue } from '../../discover/literal-value.js';
import type { DiagnosticCollector } from '../../load/diagnostic-collector.js';
import { datePlan } from './date-plan.js';
import { parameterDescription, parameterJsDoc } from './jsdoc.js';
import { isContextType } from './marker-types.js';
import type { ParameterInfo, ParameterRules } from '../parameter-info.js';
import { findUnsupportedTypes } from './unsupported-types.js';

/**
 * Reads a handler's parameters: context parameters apart, each other named
 * parameter an input property, or (tools) one destructured parameter the
 * whole input. Undefined after reporting a problem.
 */
export function readParameters(className: string, method: MethodDeclaration, diagnostics: DiagnosticCollector, rules: ParameterRules = {}): ParameterInfo[] | undefined {
  const result: ParameterInfo[] = [];
  let ok = true;
  method.getParameters().forEach((parameter, index) => {
    const info = readParameter(className, method, parameter, index, diagnostics, rules);
    if (info) result.push(info);
    else ok = false;
  });
  return ok && checkSingleInput(result, diagnostics) ? result : undefined;
}

function readParameter(className: string, method: MethodDeclaration, parameter: ParameterDeclaration, index: number, diagnostics: DiagnosticCollector, rules: ParameterRules): ParameterInfo | undefined {
  const nameNode = parameter.getNameNode();
  if (parameter.isRestParameter()) {
    diagnostics.error('MCPG2004', parameter, `The rest parameter ...${parameter.getName()} cannot be an input property.`, 'Take an array parameter instead: (items: string[]).');
    return undefined;
  }
  const type = parameter.getType();
  const destructured = !Node.isIdentifier(nameNode);
  const name = destructured ? 'input' : parameter.getName();
  const base = { node: parameter, name, index, type, typeText: typeText(className, method, parameter, index) };
  if (isContextType(type)) return { ...base, kind: 'context', required: false };
  if (destructured && !(rules.allowInput && Node.isObjectBindingPattern(nameNode) && isPlainObject(parameter))) {
    diagnostics.error(
      'MCPG2003',
      parameter,
      rules.allowInput ? 'A destructured input must be an object type, destructured with { ... }.' : 'Only a tool can take its whole input as one destructured parameter.',
      rules.allowInput ? 'Type it as an interface or object type: ({ city, days }: ForecastInput).' : 'Declare one named parameter per argument, like (topic: string, style?: string).',
    );
    return undefined;
  }
  if (!reportTypeProblems(name, parameter, diagnostics, rules)) return undefined;
  const info: ParameterInfo = { ...base, kind: destructured ? 'input' : 'argument', required: destructured || isRequired(parameter) };
  const initializer = parameter.getInitializer();
  const value = initializer ? literalValue(initializer) : undefined;
  if (value?.ok) info.default = value.value;
  if (destructured) info.propertyDefaults = bindingDefaults(parameter);
  const description = destructured ? undefined : parameterDescription(method, parameter);
  if (description) info.description = description;
  const jsDoc = parameterJsDoc(parameter);
  if (jsDoc && !destructured) info.jsDoc = jsDoc;
  const dates = datePlan(type, parameter);
  if (dates) info.dates = dates;
  return info;
}

/** Errors for what JSON cannot carry; a warning for any/unknown unless allowed. False after an error. */
function reportTypeProblems(name: string, parameter: ParameterDeclaration, diagnostics: DiagnosticCollector, rules: ParameterRules): boolean {
  let ok = true;
  for (const problem of findUnsupportedTypes(parameter.getType(), parameter)) {
    const where = problem.path ? ` at ${name}${problem.path}` : '';
    if (problem.severity === 'error') {
      diagnostics.error('MCPG2001', parameter, `The parameter ${name} has a type with no JSON Schema: ${problem.what}${where}.`, problem.hint);
    } else if (problem.severity === 'unresolved') {
      diagnostics.error('MCPG2007', parameter, `The type of the parameter ${name} does not resolve${where}: \`${parameter.getTypeNode()?.getText() ?? parameter.getType().getText()}\`.`, problem.hint);
    } else if (!rules.allowAny) {
      diagnostics.warning('MCPG2005', parameter, `The parameter ${name} is typed ${problem.what}${where}, so any JSON value is accepted there.`, problem.hint);
      continue;
    }
    if (problem.severity !== 'loose') {
      ok = false;
      break;
    }
  }
  return ok;
}

/** A destructured input is the only argument: both would claim the same input object. */
function checkSingleInput(parameters: ParameterInfo[], diagnostics: DiagnosticCollector): boolean {
  const input = parameters.find((p) => p.kind === 'input');
  const other = parameters.find((p) => p.kind === 'argument' || (p.kind === 'input' && p !== input));
  if (!input || !other) return true;
  diagnostics.error('MCPG2003', other.node, 'A destructured input must be the only argument of the tool.', 'Move this argument into the input type, or declare every argument as a named parameter.');
  return false;
}

function isPlainObject(parameter: ParameterDeclaration): boolean {
  const type = parameter.getType().getNonNullableType();
  const parts = type.isIntersection() ? type.getIntersectionTypes() : [type];
  return parts.every((t) => t.isObject() && !t.isArray() && !t.isTuple() && t.getCallSignatures().length === 0);
}

/** `{ days = 3 }` → `{ days: 3 }`, for literal initializers of the top-level binding elements. */
function bindingDefaults(parameter: ParameterDeclaration): Record<string, JsonValue> {
  const defaults: Record<string, JsonValue> = {};
  const pattern = parameter.getNameNode();
  if (!Node.isObjectBindingPattern(pattern)) return defaults;
  for (const element of pattern.getElements()) {
    const initializer = element.getInitializer();
    const key = element.getPropertyNameNode()?.getText() ?? element.getName();
    const value = initializer ? literalValue(initializer) : undefined;
    if (value?.ok) defaults[key.replace(/^['"]|['"]$/g, '')] = value.value;
  }
  return defaults;
}

/** Optional, defaulted and `T | undefined` parameters may be left out of the input. */
function isRequired(parameter: ParameterDeclaration): boolean {
  if (parameter.hasQuestionToken() || parameter.hasInitializer()) return false;
  const type = parameter.getType();
  return !(type.isUndefined() || (type.isUnion() && type.getUnionTypes().some((t) => t.isUndefined())));
}

/** The annotation's text, valid where the synthetic interface goes (the end of the same file). */
function typeText(className: string, method: MethodDeclaration, parameter: ParameterDeclaration, index: number): string {
  const node = parameter.getTypeNode();
  if (node) return node.getText();
  return `Parameters<${className}[${JSON.stringify(method.getName())}]>[${index}]`;
}
