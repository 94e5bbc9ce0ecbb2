/**
 * The pieces of a client module that follow from the model: what each tool
 * resolves to, the schema of a template's variables, and member names.
 */
import type { JsonSchema } from '@mcp-codegen/manifest';
import type { ResourceTemplateModel, ToolModel } from '../../model/feature-model.js';
import { isIdentifier } from '../ts-literal.js';

export type ToolOutputKind = 'structured' | 'wrapped' | 'text' | 'result';

/** structuredContent when there is an output schema (unwrapped for `wrapped`); else text, or the whole result. */
export function toolOutputKind(tool: ToolModel): ToolOutputKind {
  if (tool.descriptor.outputSchema) return tool.result === 'wrapped' ? 'wrapped' : 'structured';
  return tool.result === 'text' ? 'text' : 'result';
}

/** The variables of a template as an object schema: path variables required, query variables optional. */
export function templateVariablesSchema(template: ResourceTemplateModel): JsonSchema {
  const query = new Set(template.query ?? []);
  const names = [...template.variables, ...(template.query ?? [])];
  const properties: Record<string, JsonSchema> = {};
  for (const name of names) {
    const variable = template.variableTypes?.[name];
    const item: JsonSchema = variable?.enum ? { enum: variable.enum } : { type: variable?.type ?? 'string' };
    properties[name] = variable?.list ? { type: 'array', items: item } : item;
  }
  return { type: 'object', properties, required: names.filter((n) => !query.has(n)), additionalProperties: false };
}

/** Names a generated client class has of its own (or from Object), which a tool method must not shadow. */
const RESERVED_MEMBERS = new Set([
  'callTool',
  'startTask',
  'tasks',
  'readResource',
  'getPrompt',
  'readToolUi',
  'resources',
  'templates',
  'prompts',
  'client',
  'plans',
  'options',
  'constructor',
  'toString',
  'toLocaleString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
]);

/** A tool gets its own method when its name is a free identifier; every tool is reachable through `callTool`. */
export function hasToolMethod(name: string): boolean {
  return isIdentifier(name) && !RESERVED_MEMBERS.has(name) && !name.startsWith('__');
}
