import { templateShape } from '@mcp-codegen/manifest';
import type { ResourceDescriptor, ResourceTemplateDescriptor } from '@mcp-codegen/manifest';
import type { DiscoveredHandler } from '../../discover/discovered-handler.js';
import type { ResourceModel, ResourceTemplateModel } from '../../model/feature-model.js';
import type { AnalysisContext } from '../analysis-context.js';
import { commonDescriptorFields, handlerBase, handlerName } from './handler-base.js';
import { readParameters } from '../types/read-parameters.js';
import { bindTemplateParameters } from '../templates/template-parameters.js';
import { compileTemplate } from '../templates/compile-template.js';
import { markIntegers } from '../templates/mark-integers.js';
import { markStringConstraints } from '../templates/mark-string-constraints.js';
import { claimTemplateShape } from '../templates/overlap-check.js';
import { parseUriTemplate } from '../templates/uri-template.js';
import { markerName } from '../../discover/decorator-kind.js';
import { uiResourceFields } from '../apps/ui-resource-fields.js';

const FIELDS = ['title', 'description', 'mimeType', 'annotations', 'icons', '_meta'];
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

export type ResourceAnalysis = { kind: 'resource'; model: ResourceModel } | { kind: 'template'; model: ResourceTemplateModel };

/** A fixed resource (no `{`) or a resource template, checked against the method's parameters. */
export function analyzeResource(handler: DiscoveredHandler, context: AnalysisContext): ResourceAnalysis | undefined {
  const { value: uri, node: uriNode } = handler.uri!;
  const { diagnostics } = context;
  if (!SCHEME.test(uri)) {
    diagnostics.error('MCPG3009', uriNode, `The resource URI ${JSON.stringify(uri)} has no scheme.`, "Start it with a scheme, like 'notes://' or 'file:///'.");
    return undefined;
  }
  const parameters = readParameters(handler.classDeclaration.getName() ?? '', handler.method, diagnostics);
  const fields = { name: handlerName(handler), ...commonDescriptorFields(handler, FIELDS) };
  if (markerName(handler.decorator) === 'UiResource') {
    // MCP Apps: the method returns the HTML of a fixed ui:// resource.
    if (handler.options.file !== undefined) {
      diagnostics.error('MCPG3302', handler.decorator, 'The "file" option of @UiResource belongs on a class; on a method, the method returns the HTML.', 'Move the decorator to the class, or drop "file" and return the HTML from the method.');
      return undefined;
    }
    const ui = uiResourceFields(uri, uriNode, handler.options, handler.decorator, diagnostics);
    if (!ui) return undefined;
    Object.assign(fields, ui);
  }
  if (!uri.includes('{') && !uri.includes('}')) {
    const unique = context.duplicates.claim('resource URI', uri, uriNode);
    const argument = parameters?.find((p) => p.kind === 'argument');
    if (argument) {
      diagnostics.error('MCPG3005', argument.node, `The fixed resource ${uri} cannot take the parameter ${argument.name}.`, `Add {${argument.name}} to the URI to make it a template, or remove the parameter.`);
    }
    if (!parameters || !unique || argument) return undefined;
    const descriptor = { uri, ...fields } as ResourceDescriptor;
    return { kind: 'resource', model: { ...handlerBase(handler, parameters, context), descriptor } };
  }
  const parsed = parseUriTemplate(uri);
  if (!parsed.ok) {
    diagnostics.error('MCPG3007', uriNode, `The URI template ${JSON.stringify(uri)} has ${parsed.problem}.`, 'Write RFC 6570 expressions such as {id}, {+path}, {/segments*} or {?query,limit}, each naming a parameter; see docs/templates.md.');
    return undefined;
  }
  const template = compileTemplate(parsed.parts);
  const unique = context.duplicates.claim('resource template', uri, uriNode) && claimTemplateShape(context.duplicates, context.packageDir, templateShape(uri), uri, uriNode, diagnostics);
  const variableTypes = parameters && bindTemplateParameters(template, parameters, uriNode, diagnostics);
  if (!parameters || !variableTypes || !unique) return undefined;
  const descriptor = { uriTemplate: uri, ...fields } as ResourceTemplateDescriptor;
  const base = handlerBase(handler, parameters, context);
  const model: ResourceTemplateModel = { ...base, descriptor, pattern: template.pattern, variables: template.variables };
  if (template.query.length > 0) model.query = template.query;
  if (Object.keys(variableTypes).length > 0) model.variableTypes = variableTypes;
  // JSDoc can make a number an integer (the schema knows): read it back once schemas exist.
  context.requestInput(handler, parameters, (schema) => {
    markIntegers(model, schema);
    markStringConstraints(model, schema);
  });
  return { kind: 'template', model };
}
