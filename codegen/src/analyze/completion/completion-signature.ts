import type { MethodDeclaration, Type } from 'ts-morph';
import type { DiagnosticCollector } from '../../load/diagnostic-collector.js';
import type { CompletionMethodModel } from '../../model/feature-model.js';
import { isContextType } from '../types/marker-types.js';
import { isStringLike } from '../types/string-like.js';

const SIGNATURE = '(value: string, context?: CompletionContext) => string[] | CompletionValues, or a promise of either';

/**
 * What each parameter of a @Complete method receives: the typed value, then
 * the other arguments; an McpContext parameter anywhere gets the handler
 * context. Checks the return type too. Undefined after reporting.
 */
export function completionParameters(method: MethodDeclaration, diagnostics: DiagnosticCollector): CompletionMethodModel['parameters'] | undefined {
  const roles: CompletionMethodModel['parameters'] = [];
  let ok = true;
  const plain: Array<'value' | 'arguments'> = ['value', 'arguments'];
  for (const parameter of method.getParameters()) {
    if (isContextType(parameter.getType())) {
      roles.push('context');
      continue;
    }
    const role = plain.shift();
    if (!role) {
      diagnostics.error('MCPG3013', parameter, `The completion method ${method.getName()} takes too many parameters.`, `Declare it as ${SIGNATURE}.`);
      ok = false;
    } else if (role === 'value' && !parameter.getType().getNonNullableType().isString()) {
      diagnostics.error('MCPG3013', parameter, `The first parameter of the completion method ${method.getName()} receives the typed text, so it must be a string.`, `Declare it as ${SIGNATURE}.`);
      ok = false;
    } else roles.push(role);
  }
  if (!returnsValues(method.getReturnType())) {
    diagnostics.error('MCPG3013', method.getNameNode(), `The completion method ${method.getName()} returns ${method.getReturnType().getText(method)}.`, `Return string[] or { values: string[]; total?: number; hasMore?: boolean }; the full signature is ${SIGNATURE}.`);
    ok = false;
  }
  return ok ? roles : undefined;
}

function returnsValues(type: Type): boolean {
  const awaited = type.getSymbol()?.getName() === 'Promise' ? type.getTypeArguments()[0] : type;
  if (!awaited) return false;
  if (isStringArray(awaited)) return true;
  const values = awaited.getProperty('values');
  const declaration = values?.getValueDeclaration() ?? values?.getDeclarations()[0];
  return declaration !== undefined && isStringArray(values!.getTypeAtLocation(declaration));
}

function isStringArray(type: Type): boolean {
  return type.isArray() && isStringLike(type.getArrayElementTypeOrThrow());
}
