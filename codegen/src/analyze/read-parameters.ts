import { Node, type MethodDeclaration, type ParameterDeclaration } from 'ts-morph';
import { literalValue } from '../discover/literal-value.js';
import type { DiagnosticCollector } from '../load/diagnostic-collector.js';
import { parameterDescription } from './jsdoc.js';
import { isContextType } from './marker-types.js';
import type { ParameterInfo } from './parameter-info.js';
import { findUnsupportedType } from './unsupported-types.js';

/**
 * Reads a handler's parameters: context parameters apart, each other named
 * parameter an input property. Undefined after reporting a problem.
 */
export function readParameters(className: string, method: MethodDeclaration, diagnostics: DiagnosticCollector): ParameterInfo[] | undefined {
  const result: ParameterInfo[] = [];
  let ok = true;
  method.getParameters().forEach((parameter, index) => {
    const info = readParameter(className, method, parameter, index, diagnostics);
    if (info) result.push(info);
    else ok = false;
  });
  return ok ? result : undefined;
}

function readParameter(className: string, method: MethodDeclaration, parameter: ParameterDeclaration, index: number, diagnostics: DiagnosticCollector): ParameterInfo | undefined {
  const nameNode = parameter.getNameNode();
  if (!Node.isIdentifier(nameNode)) {
    diagnostics.error('MCPG2003', parameter, 'A destructured parameter as the whole input is not supported yet.', 'Declare one named parameter per input property, like (city: string, days?: number).');
    return undefined;
  }
  if (parameter.isRestParameter()) {
    diagnostics.error('MCPG2004', parameter, `The rest parameter ...${parameter.getName()} cannot be an input property.`, 'Take an array parameter instead: (items: string[]).');
    return undefined;
  }
  const type = parameter.getType();
  const name = parameter.getName();
  const base = { node: parameter, name, index, type, typeText: typeText(className, method, parameter, index) };
  if (isContextType(type)) return { ...base, kind: 'context', required: false };
  const unsupported = findUnsupportedType(type, parameter);
  if (unsupported) {
    const where = unsupported.path ? ` at ${name}${unsupported.path}` : '';
    diagnostics.error('MCPG2001', parameter, `The parameter ${name} has a type with no JSON Schema: ${unsupported.what}${where}.`, unsupported.hint);
    return undefined;
  }
  const info: ParameterInfo = { ...base, kind: 'argument', required: isRequired(parameter) };
  const initializer = parameter.getInitializer();
  const value = initializer ? literalValue(initializer) : undefined;
  if (value?.ok) info.default = value.value;
  const description = parameterDescription(method, parameter);
  if (description) info.description = description;
  return info;
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
