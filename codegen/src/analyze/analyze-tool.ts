import type { ToolDescriptor } from '@mcp-codegen/manifest';
import type { DiscoveredHandler } from '../discover/discovered-handler.js';
import type { ToolModel } from '../model/feature-model.js';
import type { AnalysisContext } from './analysis-context.js';
import { commonDescriptorFields, handlerBase, handlerName } from './handler-base.js';
import { checkName, validatorName } from './names.js';
import { readParameters } from './read-parameters.js';

const FIELDS = ['title', 'description', 'annotations', 'icons', '_meta'];

/** A tool: its name, descriptor and input schema (filled in once TJS has run). */
export function analyzeTool(handler: DiscoveredHandler, context: AnalysisContext): ToolModel | undefined {
  const name = handlerName(handler);
  const at = handler.method.getNameNode();
  const nameOk = checkName(name, 'tool', at, context.diagnostics) && context.duplicates.claim('tool name', name, at);
  const parameters = readParameters(handler.classDeclaration.getName() ?? '', handler.method, context.diagnostics);
  if (!parameters || !nameOk) return undefined;
  const descriptor = { name, ...commonDescriptorFields(handler, FIELDS), inputSchema: {} } as ToolDescriptor;
  const model: ToolModel = { ...handlerBase(handler, parameters, context), descriptor, validatorName: validatorName('tool', name) };
  context.requestInput(handler, parameters, (schema) => {
    descriptor.inputSchema = schema;
  });
  return model;
}
