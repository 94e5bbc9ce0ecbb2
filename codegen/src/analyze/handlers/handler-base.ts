import type { HandlerModel, ParameterModel } from '../../model/feature-model.js';
import type { DiscoveredHandler } from '../../discover/discovered-handler.js';
import { sourceLocation } from '../../load/source-location.js';
import type { AnalysisContext } from '../analysis-context.js';
import { checkDocumentation } from './check-documentation.js';
import { methodSummary } from '../types/jsdoc.js';
import type { ParameterInfo } from '../parameter-info.js';
import { readPolicy } from '../policy/read-policy.js';
import { resultKind } from '../types/result-kind.js';

/** What every handler model has: the class, the method, how to call it and where it is. */
export function handlerBase(handler: DiscoveredHandler, parameters: ParameterInfo[], context: AnalysisContext): HandlerModel {
  const base: HandlerModel = {
    className: context.localName(handler.classDeclaration),
    method: handler.method.getName(),
    parameters: parameters.map(parameterModel),
    result: resultKind(handler.method, handler.kind, context.diagnostics),
    source: sourceLocation(context.packageDir, handler.method.getNameNode()),
  };
  const policy = readPolicy(handler, context.diagnostics);
  if (policy) base.policy = policy;
  const use = context.middleware?.(handler) ?? [];
  if (use.length > 0) base.use = use;
  const described = context.allowUndocumented === true || handler.options.description !== undefined || methodSummary(handler.method) !== undefined;
  checkDocumentation(handler, described, context.diagnostics);
  return base;
}

function parameterModel(parameter: ParameterInfo): ParameterModel {
  if (parameter.kind === 'context') return { kind: 'context', name: parameter.name };
  const dates = parameter.dates ? { dates: parameter.dates } : {};
  if (parameter.kind === 'input') return { kind: 'input', name: parameter.name, ...dates };
  return { kind: 'argument', name: parameter.name, required: parameter.required, ...dates };
}

/** Descriptor fields shared by all kinds, taken from the options as written. */
export function commonDescriptorFields(handler: DiscoveredHandler, fields: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const description = handler.options.description ?? methodSummary(handler.method);
  for (const field of fields) {
    const value = field === 'description' ? description : handler.options[field];
    if (value !== undefined) out[field] = value;
  }
  return out;
}

/** The name a handler is listed under: options.name, else the method name. */
export function handlerName(handler: DiscoveredHandler): string {
  const name = handler.options.name;
  return typeof name === 'string' ? name : handler.method.getName();
}
