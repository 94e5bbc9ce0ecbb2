import type { ToolDescriptor } from '@mcp-codegen/manifest';
import type { DiscoveredHandler } from '../../discover/discovered-handler.js';
import type { ToolModel } from '../../model/feature-model.js';
import type { AnalysisContext } from '../analysis-context.js';
import { explicitOutputSchema } from '../schema/explicit/explicit-output-schema.js';
import { commonDescriptorFields, handlerBase, handlerName } from './handler-base.js';
import { explicitInputSchema } from '../schema/explicit/explicit-input-schema.js';
import { checkName, validatorName } from './names.js';
import { readParameters } from '../types/read-parameters.js';
import { datePlan } from '../types/date-plan.js';
import { mayBeNothing, returnedType } from '../types/result-kind.js';
import { findUnsupportedTypes } from '../types/unsupported-types.js';
import { checkHeaders } from '../headers/check-headers.js';
import type { ParameterInfo } from '../parameter-info.js';
import type { SourceLocation } from '../../model/feature-model.js';
import { sourceLocation } from '../../load/source-location.js';
import { withToolUi } from '../apps/tool-ui.js';

const FIELDS = ['title', 'description', 'annotations', 'icons', '_meta'];

/** A tool: its name, descriptor, input schema and output schema (filled in once TJS has run). */
export function analyzeTool(handler: DiscoveredHandler, context: AnalysisContext): ToolModel | undefined {
  const name = handlerName(handler);
  const at = handler.method.getNameNode();
  const nameOk = checkName(name, 'tool', at, context.diagnostics) && context.duplicates.claim('tool name', name, at);
  const rules = { allowInput: true, allowAny: context.allowAny };
  const parameters = readParameters(handler.classDeclaration.getName() ?? '', handler.method, context.diagnostics, rules);
  const explicit = handler.options.inputSchema !== undefined ? explicitInputSchema(handler, context.diagnostics) : undefined;
  if (!parameters || !nameOk || (handler.options.inputSchema !== undefined && !explicit)) return undefined;
  const descriptor = { name, ...commonDescriptorFields(handler, FIELDS), inputSchema: explicit ?? {} } as ToolDescriptor;
  const ui = withToolUi(handler, descriptor._meta, context.diagnostics);
  if (!ui) return undefined;
  if (ui.meta) descriptor._meta = ui.meta;
  const model: ToolModel = { ...handlerBase(handler, parameters, context), descriptor, validatorName: validatorName('tool', name) };
  // An explicit inputSchema option replaces the derived one.
  const nodeFor = headerNode(handler, parameters, context.packageDir);
  if (!explicit) {
    context.requestInput(handler, parameters, (schema) => {
      descriptor.inputSchema = schema;
      checkHeaders(schema, nodeFor, context.diagnostics);
    });
  } else {
    checkHeaders(explicit, nodeFor, context.diagnostics);
  }
  addOutputSchema(handler, model, context);
  return model;
}

/** Where an `x-mcp-header` problem is reported: the parameter it marks, else the whole input, else the method (found now, while the nodes live). */
function headerNode(handler: DiscoveredHandler, parameters: ParameterInfo[], packageDir: string): (property: string | undefined) => SourceLocation {
  const places = new Map(parameters.filter((p) => p.kind === 'argument').map((p) => [p.name, sourceLocation(packageDir, p.node)]));
  const input = parameters.find((p) => p.kind === 'input');
  const fallback = sourceLocation(packageDir, input?.node ?? handler.method.getNameNode());
  return (property) => (property !== undefined ? places.get(property) : undefined) ?? fallback;
}

/**
 * An explicit `outputSchema` option wins; otherwise an object return type is
 * the schema, and another JSON value is wrapped as `{ result }`.
 */
function addOutputSchema(handler: DiscoveredHandler, model: ToolModel, context: AnalysisContext): void {
  const outputValidatorName = validatorName('output', model.descriptor.name);
  if (handler.options.outputSchema !== undefined) {
    const schema = explicitOutputSchema(handler, context.diagnostics);
    if (!schema) return;
    if (model.result === 'text' || model.result === 'content') {
      context.diagnostics.error('MCPG2102', handler.decorator, 'A tool with an outputSchema must return an object (its structuredContent), not text or content blocks.', 'Return an object matching the schema, or a CallToolResult with structuredContent.');
      return;
    }
    if (model.result !== 'result') model.result = 'structured';
    model.descriptor.outputSchema = schema;
    model.outputValidatorName = outputValidatorName;
    return;
  }
  if (model.result !== 'structured' && model.result !== 'wrapped') return;
  const type = returnedType(handler.method);
  const unsupported = findUnsupportedTypes(type, handler.method).find((problem) => problem.severity !== 'loose');
  if (unsupported) {
    const where = unsupported.path ? ` at ${unsupported.path}` : '';
    context.diagnostics.warning('MCPG2101', handler.method.getReturnTypeNode() ?? handler.method.getNameNode(), `The return type has no JSON Schema (${unsupported.what}${where}), so the tool gets no outputSchema.`, unsupported.hint);
    model.result = 'auto';
    return;
  }
  // A Date is an ISO string in the result's JSON: that form is what the schema describes.
  if (datePlan(type, handler.method)) model.jsonResult = true;
  if (!context.requestOutput) return;
  const shape = { wrapped: model.result === 'wrapped', optional: mayBeNothing(type) };
  context.requestOutput(handler, shape, (schema) => {
    model.descriptor.outputSchema = schema;
    model.outputValidatorName = outputValidatorName;
  });
}
