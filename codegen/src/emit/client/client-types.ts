/**
 * The named types of a client module: each tool's input and output, each
 * template's variables and each prompt's arguments, with the `$defs` they
 * need, under names that cannot collide.
 */
import type { FeatureModel } from '../../model/feature-model.js';
import { FrozenMemo } from '../frozen-memo.js';
import { templateVariablesSchema, toolOutputKind } from './client-parts.js';
import { docComment, schemaToType } from './schema-to-type.js';
import { TypeDeclarations } from './type-declarations.js';
import { NameAllocator, pascalCase } from './type-names.js';

/** Names the module declares itself; a type never takes one. */
const FIXED_NAMES = ['ToolName', 'ToolInputs', 'ToolOutputs', 'ResourceName', 'ResourceTemplateName', 'PromptName', 'TOOL_PLANS', 'templateUris', 'toolUis'];

export interface ClientTypes {
  className: string;
  /** Each declaration, laid out. */
  declarations: readonly string[];
  /** Type names by tool name. */
  tools: Map<string, { input: string; output: string }>;
  /** Variables type by URI template. */
  variables: Map<string, string>;
  /** Arguments type by prompt name. */
  promptArguments: Map<string, string>;
}

function doc(description: string): string {
  return docComment({ description }, '').trim();
}

export function clientTypes(model: FeatureModel): ClientTypes {
  const className = `${pascalCase(model.feature)}Client`;
  const names = new NameAllocator([...FIXED_NAMES, className]);
  const types = new TypeDeclarations(names);
  const tools = new Map<string, { input: string; output: string }>();
  const variables = new Map<string, string>();
  const promptArguments = new Map<string, string>();

  for (const tool of model.tools) {
    const { descriptor } = tool;
    const base = pascalCase(descriptor.name);
    const input = names.allocate(`${base}Input`);
    types.declareType(input, typeOf(descriptor.inputSchema, types), doc(`Arguments of the tool "${descriptor.name}".`));
    tools.set(descriptor.name, { input, output: outputType(tool, base, names, types) });
  }
  for (const template of model.resourceTemplates) {
    const name = names.allocate(`${pascalCase(template.descriptor.name)}Variables`);
    const schema = templateVariablesSchema(template);
    types.declare(name, schema, types.refsOf(schema), doc(`Variables of ${template.descriptor.uriTemplate}.`));
    variables.set(template.descriptor.uriTemplate, name);
  }
  for (const prompt of model.prompts) {
    const name = names.allocate(`${pascalCase(prompt.descriptor.name)}Arguments`);
    types.declare(name, prompt.argumentsSchema, types.refsOf(prompt.argumentsSchema), doc(`Arguments of the prompt "${prompt.descriptor.name}".`));
    promptArguments.set(prompt.descriptor.name, name);
  }
  return { className, declarations: types.texts(), tools, variables, promptArguments };
}

/** What a tool's method resolves to: its structured result's type (declared here), the text, or the whole result. */
function outputType(tool: FeatureModel['tools'][number], base: string, names: NameAllocator, types: TypeDeclarations): string {
  const kind = toolOutputKind(tool);
  if (kind === 'text') return 'string';
  if (kind === 'result') return 'ToolResult';
  const schema = tool.descriptor.outputSchema!;
  const output = names.allocate(`${base}Output`);
  const note = doc(`Result of the tool "${tool.descriptor.name}".`);
  if (kind === 'structured') {
    types.declareType(output, typeOf(schema, types), note);
  } else {
    const wrapped = (schema.properties as Record<string, unknown> | undefined)?.result;
    const optional = !(Array.isArray(schema.required) && schema.required.includes('result'));
    types.declareType(output, typeOf(schema, types, wrapped) + (optional ? ' | undefined' : ''), note);
  }
  return output;
}

/**
 * The type text of `part` (the schema itself, or a subschema of it), after declaring the schema's
 * `$defs`. A schema without `$defs` has no `$ref` that resolves, whatever the other tools declare,
 * so its text depends on the part alone and is remembered by the frozen part (frozen-memo.ts):
 * a watch rebuild writes the types of the tools it analysed again, not all of them.
 */
function typeOf(schema: { [keyword: string]: unknown }, types: TypeDeclarations, part: unknown = schema): string {
  const refs = types.refsOf(schema);
  return schema.$defs === undefined && typeof part === 'object' && part !== null ? ownTypes.get(part) : schemaToType(part, refs);
}

const ownTypes = new FrozenMemo<object, string>((part) => schemaToType(part, () => undefined));
