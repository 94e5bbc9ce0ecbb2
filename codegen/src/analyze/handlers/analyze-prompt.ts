import type { PromptArgumentDescriptor, PromptDescriptor } from '@mcp-codegen/manifest';
import type { DiscoveredHandler } from '../../discover/discovered-handler.js';
import type { PromptModel } from '../../model/feature-model.js';
import type { AnalysisContext } from '../analysis-context.js';
import { commonDescriptorFields, handlerBase, handlerName } from './handler-base.js';
import { checkName, validatorName } from './names.js';
import type { ParameterInfo } from '../parameter-info.js';
import { readParameters } from '../types/read-parameters.js';
import { isStringLike } from '../types/string-like.js';

const FIELDS = ['title', 'description', 'icons', '_meta'];

/** A prompt: its arguments (strings on the wire), descriptor and arguments schema. */
export function analyzePrompt(handler: DiscoveredHandler, context: AnalysisContext): PromptModel | undefined {
  const name = handlerName(handler);
  const at = handler.method.getNameNode();
  const nameOk = checkName(name, 'prompt', at, context.diagnostics) && context.duplicates.claim('prompt name', name, at);
  const parameters = readParameters(handler.classDeclaration.getName() ?? '', handler.method, context.diagnostics);
  if (!parameters || !nameOk || !parameters.every((p) => checkStringArgument(p, context))) return undefined;
  const args = parameters.filter((p) => p.kind === 'argument').map(argumentDescriptor);
  const descriptor = { name, ...commonDescriptorFields(handler, FIELDS) } as PromptDescriptor;
  if (args.length > 0) descriptor.arguments = args;
  const model: PromptModel = {
    ...handlerBase(handler, parameters, context),
    descriptor,
    argumentsSchema: {},
    validatorName: validatorName('prompt', name),
  };
  context.requestInput(handler, parameters, (schema) => {
    model.argumentsSchema = schema;
  });
  return model;
}

function argumentDescriptor(parameter: ParameterInfo): PromptArgumentDescriptor {
  const argument: PromptArgumentDescriptor = { name: parameter.name };
  if (parameter.description !== undefined) argument.description = parameter.description;
  argument.required = parameter.required;
  return argument;
}

/** MCP prompt arguments are strings. Returns false after reporting. */
function checkStringArgument(parameter: ParameterInfo, context: AnalysisContext): boolean {
  if (parameter.kind === 'context' || isStringLike(parameter.type)) return true;
  context.diagnostics.error(
    'MCPG3006',
    parameter.node,
    `The prompt argument ${parameter.name} has type ${parameter.type.getText(parameter.node)}; MCP prompt arguments are strings.`,
    'Type it as string, a union of string literals or a string enum, and parse it in the method.',
  );
  return false;
}
