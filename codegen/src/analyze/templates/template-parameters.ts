import type { TemplateVariable } from '@mcp-codegen/manifest';
import type { Node } from 'ts-morph';
import type { DiagnosticCollector } from '../../load/diagnostic-collector.js';
import type { ParameterInfo } from '../parameter-info.js';
import type { CompiledTemplate } from './compile-template.js';
import { variableRule, variableType } from './variable-type.js';

/**
 * Binds template variables to parameters: each variable names a parameter and
 * each non-context parameter is a variable; path variables bind required
 * parameters, query variables optional ones; each type is one a URI can carry.
 * Returns the rules of the variables that are not plain strings, or
 * undefined after reporting every mismatch.
 */
export function bindTemplateParameters(
  template: CompiledTemplate,
  parameters: ParameterInfo[],
  uriNode: Node,
  diagnostics: DiagnosticCollector,
): Record<string, TemplateVariable> | undefined {
  let ok = true;
  const rules: Record<string, TemplateVariable> = {};
  const names = [...template.variables, ...template.query];
  for (const variable of names) {
    if (parameters.some((p) => p.kind === 'argument' && p.name === variable)) continue;
    diagnostics.error('MCPG3003', uriNode, `The URI template variable {${variable}} has no parameter of that name.`, `Add a parameter ${variable}: string to the method, or remove {${variable}} from the URI.`);
    ok = false;
  }
  for (const parameter of parameters) {
    if (parameter.kind === 'context') continue;
    if (parameter.kind !== 'argument' || !names.includes(parameter.name)) {
      diagnostics.error('MCPG3004', parameter.node, `The parameter ${parameter.name} is not a variable of the URI template.`, `Add {${parameter.name}} (or {?${parameter.name}} if it is optional) to the URI template, or remove the parameter.`);
      ok = false;
      continue;
    }
    const inQuery = template.query.includes(parameter.name);
    if (inQuery === parameter.required) {
      diagnostics.error(
        'MCPG3010',
        parameter.node,
        inQuery
          ? `The query variable {?${parameter.name}} may be left out of a URI, but the parameter ${parameter.name} is required.`
          : `The path variable {${parameter.name}} is always in the URI, but the parameter ${parameter.name} is optional.`,
        inQuery ? `Make it optional (${parameter.name}?: ...) or give it a default, or move it into the path.` : `Make the parameter required, or move it into a query expression: {?${parameter.name}}.`,
      );
      ok = false;
    }
    const type = variableType(parameter.type);
    const typeText = parameter.type.getText(parameter.node);
    if (!type) {
      diagnostics.error(
        'MCPG2002',
        parameter.node,
        `The template variable ${parameter.name} has type ${typeText}, which a URI cannot carry.`,
        'Use string, number, boolean, a union of literals of one of them, an enum, or an array of those.',
      );
      ok = false;
      continue;
    }
    if (template.exploded.includes(parameter.name) && !type.list) {
      diagnostics.error('MCPG2002', parameter.node, `The exploded variable {${parameter.name}*} is a list, but the parameter ${parameter.name} has type ${typeText}.`, `Type it as an array, like ${parameter.name}: string[], or drop the "*".`);
      ok = false;
      continue;
    }
    const rule = variableRule(type, template.separators[parameter.name]);
    if (rule) rules[parameter.name] = rule;
  }
  return ok ? rules : undefined;
}
