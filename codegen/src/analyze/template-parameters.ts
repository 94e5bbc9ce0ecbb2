import type { Node } from 'ts-morph';
import type { DiagnosticCollector } from '../load/diagnostic-collector.js';
import type { ParameterInfo } from './parameter-info.js';
import { isStringLike } from './string-like.js';

/**
 * Binds template variables to parameters: each variable names a parameter,
 * each non-context parameter is a variable, and (until coercion lands) each
 * is a string. Reports every mismatch; returns false if any.
 */
export function checkTemplateParameters(variables: string[], parameters: ParameterInfo[], uriNode: Node, diagnostics: DiagnosticCollector): boolean {
  let ok = true;
  for (const variable of variables) {
    if (parameters.some((p) => p.kind === 'argument' && p.name === variable)) continue;
    diagnostics.error('MCPG3003', uriNode, `The URI template variable {${variable}} has no parameter of that name.`, `Add a parameter ${variable}: string to the method, or remove {${variable}} from the URI.`);
    ok = false;
  }
  for (const parameter of parameters) {
    if (parameter.kind === 'context') continue;
    if (!variables.includes(parameter.name)) {
      diagnostics.error('MCPG3004', parameter.node, `The parameter ${parameter.name} is not a variable of the URI template.`, `Add {${parameter.name}} to the URI template, or remove the parameter.`);
      ok = false;
    } else if (!isStringLike(parameter.type)) {
      diagnostics.error(
        'MCPG2002',
        parameter.node,
        `The template variable ${parameter.name} has type ${parameter.type.getText(parameter.node)}; URI variables are strings.`,
        'Type it as string (or a union of string literals) and convert it in the method; typed variables come later.',
      );
      ok = false;
    }
  }
  return ok;
}
