/**
 * client.generated.ts: a typed client for the feature, standalone (it imports
 * only @mcp-codegen/client, never the server's source), so a consumer calls
 * `notes.addNote({ title, body })` with checked arguments and a typed result.
 *
 * The module, top to bottom: imports, the named types, the tool maps, the
 * name unions, the tool plans, the template URI builders, the tools' UI links,
 * the client class. One function writes each.
 */
import type CodeBlockWriter from 'code-block-writer';
import type { FeatureModel, ToolModel } from '../../model/feature-model.js';
import { linkedUiUri } from '../../model/ui-link.js';
import { sortKeysDeep } from '../canonical-json.js';
import { createWriter } from '../code-writer.js';
import { FrozenMemo } from '../frozen-memo.js';
import { GENERATED_DIR, type GeneratedFile } from '../generated-file.js';
import { tsHeader } from '../header.js';
import { propertyKey, stringLiteral, writeLiteral } from '../ts-literal.js';
import { hasToolMethod, toolOutputKind } from './client-parts.js';
import { clientTypes, type ClientTypes } from './client-types.js';
import { docComment } from './schema-to-type.js';

export const CLIENT_FILE = `${GENERATED_DIR}/client.generated.ts`;

export function emitClient(model: FeatureModel): GeneratedFile {
  const types = clientTypes(model);
  const head = createWriter();
  head.write(tsHeader()).blankLine();
  writeImports(head, model);
  const maps = createWriter();
  writeToolMaps(maps, model, types);
  writeNameUnions(maps, model);
  const rest = createWriter();
  writeTemplateUris(rest, model, types);
  writeToolUis(rest, model);
  writeClientClass(rest, model, types);
  // The declarations and the tool plans are laid out as text, not through the writer: the
  // longest parts of the module, and each tool's plan is remembered by its model. Their
  // pieces and the writers' texts are joined once, so the module's text is copied once.
  const parts = [head.toString()];
  pushDeclarations(parts, types);
  parts.push(maps.toString());
  pushToolPlans(parts, model);
  parts.push(rest.toString());
  return { path: CLIENT_FILE, content: parts.join('') };
}

function writeImports(w: CodeBlockWriter, model: FeatureModel): void {
  const taskHandle = taskTools(model).length > 0 ? ['type TaskHandle'] : [];
  const names = ['expandUriTemplate', 'FeatureClient', 'type CallOptions', 'type FeatureClientOptions', 'type McpClientLike', 'type PromptResult', 'type ResourceRead', ...taskHandle, 'type ToolPlan', 'type ToolResult'];
  w.writeLine('import {');
  w.indent(() => names.forEach((name) => w.writeLine(`${name},`)));
  w.writeLine("} from '@mcp-codegen/client';");
  w.writeLine('// What a failed call throws, so a consumer needs no import of its own to catch it.');
  w.writeLine("export { ToolCallError, isToolCallError } from '@mcp-codegen/client';");
  w.blankLine();
}

/** Each tool's input and output, each template's variables, each prompt's arguments, and the `$defs` they use. */
function pushDeclarations(parts: string[], types: ClientTypes): void {
  for (const declaration of types.declarations) parts.push(declaration, '\n\n');
}

/** `ToolInputs` and `ToolOutputs`: the type maps FeatureClient is generic over. */
function writeToolMaps(w: CodeBlockWriter, model: FeatureModel, types: ClientTypes): void {
  w.writeLine("/** Each tool's arguments, by tool name. */");
  writeBlock(w, 'export interface ToolInputs ', '', model.tools, (tool) => {
    w.writeLine(`${propertyKey(tool.descriptor.name)}: ${types.tools.get(tool.descriptor.name)!.input};`);
  });
  w.blankLine();
  w.writeLine('/** What each tool resolves to, by tool name. */');
  writeBlock(w, 'export interface ToolOutputs ', '', model.tools, (tool) => {
    w.writeLine(`${propertyKey(tool.descriptor.name)}: ${types.tools.get(tool.descriptor.name)!.output};`);
  });
  w.blankLine();
}

function union(names: string[]): string {
  return names.length === 0 ? 'never' : names.map(stringLiteral).join(' | ');
}

function writeNameUnions(w: CodeBlockWriter, model: FeatureModel): void {
  w.writeLine(`export type ToolName = ${union(model.tools.map((t) => t.descriptor.name))};`);
  w.writeLine(`export type ResourceName = ${union(model.resources.map((r) => r.descriptor.name))};`);
  w.writeLine(`export type ResourceTemplateName = ${union(model.resourceTemplates.map((t) => t.descriptor.name))};`);
  w.writeLine(`export type PromptName = ${union(model.prompts.map((p) => p.descriptor.name))};`);
  w.blankLine();
}

/** How the client reads each tool's result: `const TOOL_PLANS = {...};`, the literal writeLiteral writes. */
function pushToolPlans(parts: string[], model: FeatureModel): void {
  parts.push(`const TOOL_PLANS: { readonly [N in ToolName]: ToolPlan } = ${model.tools.length === 0 ? '{}' : '{\n'}`);
  for (const tool of model.tools) parts.push(toolPlans.get(tool));
  parts.push(model.tools.length === 0 ? ';\n\n' : '};\n\n');
}

/** One tool's member of TOOL_PLANS, remembered by the tool's frozen model (frozen-memo.ts). */
const toolPlans = new FrozenMemo<ToolModel, string>((tool) => {
  const w = createWriter();
  w.setIndentationLevel(1);
  w.write(`${propertyKey(tool.descriptor.name)}: `);
  writeLiteral(w, { output: toolOutputKind(tool), outputSchema: sortKeysDeep(tool.descriptor.outputSchema) });
  w.write(',').newLine();
  return w.toString();
});

function writeTemplateUris(w: CodeBlockWriter, model: FeatureModel, types: ClientTypes): void {
  w.writeLine('/** The URI of each resource template, built from typed variables (RFC 6570). */');
  writeBlock(w, 'export const templateUris = ', ';', model.resourceTemplates, (template) => {
    const { name, uriTemplate } = template.descriptor;
    w.writeLine(`${propertyKey(name)}: (variables: ${types.variables.get(uriTemplate)}): string => expandUriTemplate(${stringLiteral(uriTemplate)}, variables),`);
  });
  w.blankLine();
}

/** MCP Apps: written only when some tool links a UI. */
function writeToolUis(w: CodeBlockWriter, model: FeatureModel): void {
  const links = uiLinks(model);
  if (links.length === 0) return;
  w.writeLine('/** MCP Apps: the UI resource each tool links (its `_meta.ui.resourceUri`), by tool name. */');
  writeBlock(w, 'export const toolUis = ', ';', links, ([name, uri]) => w.writeLine(`${propertyKey(name)}: ${stringLiteral(uri)},`));
  w.blankLine();
}

function writeClientClass(w: CodeBlockWriter, model: FeatureModel, types: ClientTypes): void {
  writeDoc(w, `A typed client for the "${model.feature}" feature, over an official MCP SDK client (v1 or v2).`);
  w.writeLine(`export class ${types.className} extends FeatureClient<ToolInputs, ToolOutputs> {`);
  w.indent(() => {
    w.writeLine('constructor(client: McpClientLike, options?: FeatureClientOptions) {');
    w.indent(() => w.writeLine('super(client, TOOL_PLANS, options);'));
    w.writeLine('}');
    writeToolMethods(w, model, types);
    writeReadToolUi(w, model);
    writeResourceReaders(w, model);
    writeTemplateReaders(w, model, types);
    writeTaskStarters(w, model, types);
    writePromptGetters(w, model, types);
  });
  w.writeLine('}');
}

/** One method per tool whose name is a free identifier; a tool that requires a task is reached through `tasks` instead. */
function writeToolMethods(w: CodeBlockWriter, model: FeatureModel, types: ClientTypes): void {
  for (const tool of model.tools) {
    const { name, description } = tool.descriptor;
    if (!hasToolMethod(name) || tool.policy?.task === 'required') continue;
    const { input, output } = types.tools.get(name)!;
    w.blankLine();
    writeDoc(w, description);
    w.writeLine(`${name}(${inputParameter(tool, input)}, options?: CallOptions): Promise<${output}> {`);
    w.indent(() => w.writeLine(`return this.callTool(${stringLiteral(name)}, input, options);`));
    w.writeLine('}');
  }
}

function writeReadToolUi(w: CodeBlockWriter, model: FeatureModel): void {
  if (uiLinks(model).length === 0) return;
  w.blankLine();
  w.writeLine('/** MCP Apps: reads the UI resource a tool links, to render it as a host would. */');
  w.writeLine('readToolUi(tool: keyof typeof toolUis, options?: CallOptions): Promise<ResourceRead> {');
  w.indent(() => w.writeLine('return this.readResource(toolUis[tool], options);'));
  w.writeLine('}');
}

function writeResourceReaders(w: CodeBlockWriter, model: FeatureModel): void {
  w.blankLine();
  w.writeLine('/** Readers of the fixed resources, by name. */');
  writeBlock(w, 'readonly resources = ', ';', uniqueByName(model.resources), (resource) => {
    const { name, description, uri } = resource.descriptor;
    writeDoc(w, description);
    w.writeLine(`${propertyKey(name)}: (options?: CallOptions): Promise<ResourceRead> => this.readResource(${stringLiteral(uri)}, options),`);
  });
}

function writeTemplateReaders(w: CodeBlockWriter, model: FeatureModel, types: ClientTypes): void {
  w.blankLine();
  w.writeLine('/** Readers of the resource templates, by name: the URI is built from the variables. */');
  writeBlock(w, 'readonly templates = ', ';', uniqueByName(model.resourceTemplates), (template) => {
    const { name, description, uriTemplate } = template.descriptor;
    const key = propertyKey(name);
    const builder = key.startsWith("'") ? `templateUris[${key}]` : `templateUris.${key}`;
    writeDoc(w, description);
    w.writeLine(`${key}: (variables: ${types.variables.get(uriTemplate)}, options?: CallOptions): Promise<ResourceRead> =>`);
    w.indent(() => w.writeLine(`this.readResource(${builder}(variables), options),`));
  });
}

/** `tasks`: written only when some tool declares `task`. */
function writeTaskStarters(w: CodeBlockWriter, model: FeatureModel, types: ClientTypes): void {
  const tools = taskTools(model);
  if (tools.length === 0) return;
  w.blankLine();
  w.writeLine('/** Starters of the tools declared with `task`, by name: each resolves to a handle whose result() is typed. Needs options.tasks. */');
  writeBlock(w, 'readonly tasks = ', ';', tools, (tool) => {
    const { name, description } = tool.descriptor;
    const { input, output } = types.tools.get(name)!;
    writeDoc(w, description);
    w.writeLine(`${propertyKey(name)}: (${inputParameter(tool, input)}, options?: CallOptions): Promise<TaskHandle<${output}>> =>`);
    w.indent(() => w.writeLine(`this.startTask(${stringLiteral(name)}, input, options),`));
  });
}

function writePromptGetters(w: CodeBlockWriter, model: FeatureModel, types: ClientTypes): void {
  w.blankLine();
  w.writeLine('/** Prompt getters, by name. */');
  writeBlock(w, 'readonly prompts = ', ';', model.prompts, (prompt) => {
    const { name, description } = prompt.descriptor;
    const optional = hasNoRequired(prompt.argumentsSchema.required) ? ' = {}' : '';
    writeDoc(w, description);
    w.writeLine(`${propertyKey(name)}: (args: ${types.promptArguments.get(name)}${optional}, options?: CallOptions): Promise<PromptResult> =>`);
    w.indent(() => w.writeLine(`this.getPrompt(${stringLiteral(name)}, args, options),`));
  });
}

/** Tools declared with `task`: started through `client.tasks`, awaited through a TaskHandle. */
function taskTools(model: FeatureModel): ToolModel[] {
  return model.tools.filter((tool) => tool.policy?.task !== undefined);
}

/** Each tool that links a UI (MCP Apps), with the UI's URI. */
function uiLinks(model: FeatureModel): Array<readonly [string, string]> {
  return model.tools.flatMap((tool) => {
    const uri = linkedUiUri(tool.descriptor);
    return uri === undefined ? [] : [[tool.descriptor.name, uri] as const];
  });
}

/** `input: Type`, defaulted to `{}` when no argument is required. */
function inputParameter(tool: ToolModel, input: string): string {
  return hasNoRequired(tool.descriptor.inputSchema.required) ? `input: ${input} = {}` : `input: ${input}`;
}

function hasNoRequired(required: unknown): boolean {
  return !(Array.isArray(required) && required.length > 0);
}

/** The first of each name: MCP allows two resources one name, an object does not. */
function uniqueByName<T extends { descriptor: { name: string } }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.descriptor.name) && seen.add(item.descriptor.name) !== undefined);
}

function writeDoc(w: CodeBlockWriter, description: string | undefined): void {
  const text = docComment({ description }, '').trim();
  if (text) w.writeLine(text);
}

/** `head{ one member per item }end`, or `head{}end` when there are none. */
function writeBlock<T>(w: CodeBlockWriter, head: string, end: ';' | '', items: readonly T[], member: (item: T) => void): void {
  if (items.length === 0) {
    w.writeLine(`${head}{}${end}`);
    return;
  }
  w.writeLine(`${head}{`);
  w.indent(() => items.forEach(member));
  w.writeLine(`}${end}`);
}
