/**
 * client.generated.ts: a typed client for the feature, standalone (it imports
 * only @mcp-codegen/client, never the server's source), so a consumer calls
 * `notes.addNote({ title, body })` with checked arguments and a typed result.
 */
import type CodeBlockWriter from 'code-block-writer';
import type { FeatureModel } from '../../model/feature-model.js';
import { hasToolMethod, templateVariablesSchema, toolOutputKind } from './client-parts.js';
import { docComment, schemaToType } from './schema-to-type.js';
import { TypeDeclarations } from './type-declarations.js';
import { NameAllocator, pascalCase } from './type-names.js';
import { sortKeysDeep } from '../canonical-json.js';
import { linkedUiUri } from '../../model/ui-link.js';
import { createWriter } from '../code-writer.js';
import { GENERATED_DIR, type GeneratedFile } from '../generated-file.js';
import { tsHeader } from '../header.js';
import { propertyKey, stringLiteral, writeLiteral } from '../ts-literal.js';

export const CLIENT_FILE = `${GENERATED_DIR}/client.generated.ts`;

const NAME_TYPES = ['ToolName', 'ToolInputs', 'ToolOutputs', 'ResourceName', 'ResourceTemplateName', 'PromptName'];

function union(names: string[]): string {
  return names.length === 0 ? 'never' : names.map(stringLiteral).join(' | ');
}

function doc(description: string | undefined, indent = ''): string {
  return docComment({ description }, indent);
}

export function emitClient(model: FeatureModel): GeneratedFile {
  const className = `${pascalCase(model.feature)}Client`;
  const names = new NameAllocator([...NAME_TYPES, className, 'TOOL_PLANS', 'templateUris', 'toolUis']);
  const types = new TypeDeclarations(names);
  const inputs: string[] = [];
  const outputs: string[] = [];
  const toolTypes = new Map<string, { input: string; output: string }>();
  const variables = new Map<string, string>();
  const promptArguments = new Map<string, string>();

  for (const tool of model.tools) {
    const { descriptor } = tool;
    const base = pascalCase(descriptor.name);
    const input = names.allocate(`${base}Input`);
    types.declare(input, descriptor.inputSchema, types.refsOf(descriptor.inputSchema), doc(`Arguments of the tool "${descriptor.name}".`).trim());
    inputs.push(`  ${propertyKey(descriptor.name)}: ${input};`);
    const kind = toolOutputKind(tool);
    let output = kind === 'text' ? 'string' : 'ToolResult';
    if (kind === 'structured' || kind === 'wrapped') {
      const schema = descriptor.outputSchema!;
      const refs = types.refsOf(schema);
      output = names.allocate(`${base}Output`);
      const note = `Result of the tool "${descriptor.name}".`;
      if (kind === 'structured') types.declare(output, schema, refs, doc(note).trim());
      else {
        const wrapped = (schema.properties as Record<string, unknown> | undefined)?.result;
        const optional = !(Array.isArray(schema.required) && schema.required.includes('result'));
        types.declareType(output, schemaToType(wrapped, refs) + (optional ? ' | undefined' : ''), doc(note).trim());
      }
    }
    outputs.push(`  ${propertyKey(descriptor.name)}: ${output};`);
    toolTypes.set(descriptor.name, { input, output });
  }
  for (const template of model.resourceTemplates) {
    const name = names.allocate(`${pascalCase(template.descriptor.name)}Variables`);
    const schema = templateVariablesSchema(template);
    types.declare(name, schema, types.refsOf(schema), doc(`Variables of ${template.descriptor.uriTemplate}.`).trim());
    variables.set(template.descriptor.uriTemplate, name);
  }
  for (const prompt of model.prompts) {
    const name = names.allocate(`${pascalCase(prompt.descriptor.name)}Arguments`);
    types.declare(name, prompt.argumentsSchema, types.refsOf(prompt.argumentsSchema), doc(`Arguments of the prompt "${prompt.descriptor.name}".`).trim());
    promptArguments.set(prompt.descriptor.name, name);
  }

  // Tools declared with `task`: started through `client.tasks`, awaited through a TaskHandle.
  const taskTools = model.tools.filter((tool) => tool.policy?.task !== undefined);

  let w = createWriter();
  w.write(tsHeader()).blankLine();
  w.writeLine('import {');
  w.indent(() => {
    const taskImport = taskTools.length > 0 ? ['type TaskHandle,'] : [];
    for (const line of ['expandUriTemplate,', 'FeatureClient,', 'type CallOptions,', 'type FeatureClientOptions,', 'type McpClientLike,', 'type PromptResult,', 'type ResourceRead,', ...taskImport, 'type ToolPlan,', 'type ToolResult,']) {
      w.writeLine(line);
    }
  });
  w.writeLine("} from '@mcp-codegen/client';");
  w.writeLine('// What a failed call throws, so a consumer needs no import of its own to catch it.');
  w.writeLine("export { ToolCallError, isToolCallError } from '@mcp-codegen/client';").blankLine();
  // Text that is already laid out is joined as it is: the writer re-reads every character it is given.
  const head = w.toString();
  const declared = types.toString();
  const body = [
    declared ? `${declared}\n\n` : '',
    "/** Each tool's arguments, by tool name. */\n",
    inputs.length ? `export interface ToolInputs {\n${inputs.join('\n')}\n}\n\n` : 'export interface ToolInputs {}\n\n',
    '/** What each tool resolves to, by tool name. */\n',
    outputs.length ? `export interface ToolOutputs {\n${outputs.join('\n')}\n}\n\n` : 'export interface ToolOutputs {}\n\n',
  ].join('');

  w = createWriter();
  w.writeLine(`export type ToolName = ${union(model.tools.map((t) => t.descriptor.name))};`);
  w.writeLine(`export type ResourceName = ${union(model.resources.map((r) => r.descriptor.name))};`);
  w.writeLine(`export type ResourceTemplateName = ${union(model.resourceTemplates.map((t) => t.descriptor.name))};`);
  w.writeLine(`export type PromptName = ${union(model.prompts.map((p) => p.descriptor.name))};`).blankLine();

  w.write('const TOOL_PLANS: { readonly [N in ToolName]: ToolPlan } = ');
  const plans: Record<string, unknown> = {};
  for (const tool of model.tools) plans[tool.descriptor.name] = { output: toolOutputKind(tool), outputSchema: sortKeysDeep(tool.descriptor.outputSchema) };
  writeLiteral(w, plans);
  w.write(';').newLine().blankLine();

  w.writeLine('/** The URI of each resource template, built from typed variables (RFC 6570). */');
  openObject(w, 'export const templateUris = ', model.resourceTemplates.length, () => {
    for (const template of model.resourceTemplates) {
      const uriTemplate = template.descriptor.uriTemplate;
      w.writeLine(`${propertyKey(template.descriptor.name)}: (variables: ${variables.get(uriTemplate)}): string => expandUriTemplate(${stringLiteral(uriTemplate)}, variables),`);
    }
  });
  w.blankLine();
  const uiLinks = model.tools.flatMap((tool) => {
    const uri = linkedUiUri(tool.descriptor);
    return uri === undefined ? [] : [[tool.descriptor.name, uri] as const];
  });
  if (uiLinks.length > 0) {
    w.writeLine('/** MCP Apps: the UI resource each tool links (its `_meta.ui.resourceUri`), by tool name. */');
    openObject(w, 'export const toolUis = ', uiLinks.length, () => {
      for (const [name, uri] of uiLinks) w.writeLine(`${propertyKey(name)}: ${stringLiteral(uri)},`);
    });
    w.blankLine();
  }

  writeDoc(w, `A typed client for the "${model.feature}" feature, over an official MCP SDK client (v1 or v2).`);
  w.writeLine(`export class ${className} extends FeatureClient<ToolInputs, ToolOutputs> {`);
  w.indent(() => {
    w.writeLine('constructor(client: McpClientLike, options?: FeatureClientOptions) {');
    w.indent(() => w.writeLine('super(client, TOOL_PLANS, options);'));
    w.writeLine('}');
    for (const tool of model.tools) {
      const name = tool.descriptor.name;
      // A tool that requires a task fails as a plain call: it is reached through `tasks` (or callTool).
      if (!hasToolMethod(name) || tool.policy?.task === 'required') continue;
      const required = tool.descriptor.inputSchema.required;
      const { input, output } = toolTypes.get(name)!;
      const parameter = Array.isArray(required) && required.length > 0 ? `input: ${input}` : `input: ${input} = {}`;
      w.blankLine();
      writeDoc(w, tool.descriptor.description);
      w.writeLine(`${name}(${parameter}, options?: CallOptions): Promise<${output}> {`);
      w.indent(() => w.writeLine(`return this.callTool(${stringLiteral(name)}, input, options);`));
      w.writeLine('}');
    }
    if (uiLinks.length > 0) {
      w.blankLine().writeLine('/** MCP Apps: reads the UI resource a tool links, to render it as a host would. */');
      w.writeLine('readToolUi(tool: keyof typeof toolUis, options?: CallOptions): Promise<ResourceRead> {');
      w.indent(() => w.writeLine('return this.readResource(toolUis[tool], options);'));
      w.writeLine('}');
    }
    w.blankLine().writeLine('/** Readers of the fixed resources, by name. */');
    openObject(w, 'readonly resources = ', model.resources.length, () => {
      for (const resource of uniqueByName(model.resources)) {
        writeDoc(w, resource.descriptor.description);
        w.writeLine(`${propertyKey(resource.descriptor.name)}: (options?: CallOptions): Promise<ResourceRead> => this.readResource(${stringLiteral(resource.descriptor.uri)}, options),`);
      }
    });
    w.blankLine();
    w.writeLine('/** Readers of the resource templates, by name: the URI is built from the variables. */');
    openObject(w, 'readonly templates = ', model.resourceTemplates.length, () => {
      for (const template of uniqueByName(model.resourceTemplates)) {
        const key = propertyKey(template.descriptor.name);
        writeDoc(w, template.descriptor.description);
        w.writeLine(`${key}: (variables: ${variables.get(template.descriptor.uriTemplate)}, options?: CallOptions): Promise<ResourceRead> =>`);
        w.indent(() => w.writeLine(`this.readResource(templateUris${key.startsWith("'") ? `[${key}]` : `.${key}`}(variables), options),`));
      }
    });
    if (taskTools.length > 0) {
      w.blankLine().writeLine('/** Starters of the tools declared with `task`, by name: each resolves to a handle whose result() is typed. Needs options.tasks. */');
      openObject(w, 'readonly tasks = ', taskTools.length, () => {
        for (const tool of taskTools) {
          const name = tool.descriptor.name;
          const required = tool.descriptor.inputSchema.required;
          const { input, output } = toolTypes.get(name)!;
          const parameter = Array.isArray(required) && required.length > 0 ? `input: ${input}` : `input: ${input} = {}`;
          writeDoc(w, tool.descriptor.description);
          w.writeLine(`${propertyKey(name)}: (${parameter}, options?: CallOptions): Promise<TaskHandle<${output}>> =>`);
          w.indent(() => w.writeLine(`this.startTask(${stringLiteral(name)}, input, options),`));
        }
      });
    }
    w.blankLine();
    w.writeLine('/** Prompt getters, by name. */');
    openObject(w, 'readonly prompts = ', model.prompts.length, () => {
      for (const prompt of model.prompts) {
        const args = promptArguments.get(prompt.descriptor.name)!;
        const optional = !(Array.isArray(prompt.argumentsSchema.required) && prompt.argumentsSchema.required.length > 0);
        writeDoc(w, prompt.descriptor.description);
        w.writeLine(`${propertyKey(prompt.descriptor.name)}: (args: ${args}${optional ? ' = {}' : ''}, options?: CallOptions): Promise<PromptResult> =>`);
        w.indent(() => w.writeLine(`this.getPrompt(${stringLiteral(prompt.descriptor.name)}, args, options),`));
      }
    });
  });
  w.writeLine('}');
  return { path: CLIENT_FILE, content: head + body + w.toString() };
}

/** The first of each name: MCP allows two resources one name, an object does not. */
function uniqueByName<T extends { descriptor: { name: string } }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.descriptor.name) && seen.add(item.descriptor.name) !== undefined);
}

function writeDoc(w: CodeBlockWriter, description: string | undefined): void {
  const text = doc(description).trim();
  if (text) w.writeLine(text);
}

/** `prefix{ ...members }`, or `prefix{}` when there are none. */
function openObject(w: CodeBlockWriter, prefix: string, count: number, members: () => void): void {
  if (count === 0) {
    w.writeLine(`${prefix}{};`);
    return;
  }
  w.writeLine(`${prefix}{`);
  w.indent(members);
  w.writeLine('};');
}
