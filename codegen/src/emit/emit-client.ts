/**
 * client.generated.ts: a typed client for the feature, standalone (it imports
 * only @mcp-codegen/client, never the server's source), so a consumer calls
 * `notes.addNote({ title, body })` with checked arguments and a typed result.
 *
 * The module, top to bottom: imports, the named types, the tool maps, the
 * name unions, the tool plans, the template URI builders, the client class.
 */
import type CodeBlockWriter from 'code-block-writer';
import type { FeatureModel } from '../model/feature-model.js';
import { hasToolMethod, toolOutputKind } from './client/client-parts.js';
import { clientTypes, type ClientTypes } from './client/client-types.js';
import { docComment } from './client/schema-to-type.js';
import { sortKeysDeep } from './canonical-json.js';
import { createWriter } from './code-writer.js';
import { GENERATED_DIR, type GeneratedFile } from './generated-file.js';
import { tsHeader } from './header.js';
import { propertyKey, stringLiteral, writeLiteral } from './ts-literal.js';

export const CLIENT_FILE = `${GENERATED_DIR}/client.generated.ts`;

const IMPORTS = `import {
  expandUriTemplate,
  FeatureClient,
  type CallOptions,
  type FeatureClientOptions,
  type McpClientLike,
  type PromptResult,
  type ResourceRead,
  type ToolPlan,
  type ToolResult,
} from '@mcp-codegen/client';
// What a failed call throws, so a consumer needs no import of its own to catch it.
export { ToolCallError, isToolCallError } from '@mcp-codegen/client';`;

export function emitClient(model: FeatureModel): GeneratedFile {
  const types = clientTypes(model);
  const w = createWriter();
  writeNameUnions(w, model);
  writeToolPlans(w, model);
  writeTemplateUris(w, model, types);
  writeClientClass(w, model, types);
  // The laid-out parts are joined as they are: the writer would re-read every character.
  const sections = [IMPORTS, types.declarations, types.toolMaps, w.toString()].filter((section) => section !== '');
  return { path: CLIENT_FILE, content: `${tsHeader()}\n${sections.join('\n\n')}` };
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

/** How the client reads each tool's result. */
function writeToolPlans(w: CodeBlockWriter, model: FeatureModel): void {
  const plans: Record<string, unknown> = {};
  for (const tool of model.tools) plans[tool.descriptor.name] = { output: toolOutputKind(tool), outputSchema: sortKeysDeep(tool.descriptor.outputSchema) };
  w.write('const TOOL_PLANS: { readonly [N in ToolName]: ToolPlan } = ');
  writeLiteral(w, plans);
  w.write(';').newLine().blankLine();
}

function writeTemplateUris(w: CodeBlockWriter, model: FeatureModel, types: ClientTypes): void {
  w.writeLine('/** The URI of each resource template, built from typed variables (RFC 6570). */');
  writeObject(w, 'export const templateUris = ', model.resourceTemplates, (template) => {
    const { name, uriTemplate } = template.descriptor;
    w.writeLine(`${propertyKey(name)}: (variables: ${types.variables.get(uriTemplate)}): string => expandUriTemplate(${stringLiteral(uriTemplate)}, variables),`);
  });
  w.blankLine();
}

function writeClientClass(w: CodeBlockWriter, model: FeatureModel, types: ClientTypes): void {
  writeDoc(w, `A typed client for the "${model.feature}" feature, over an official MCP SDK client (v1 or v2).`);
  w.writeLine(`export class ${types.className} extends FeatureClient<ToolInputs, ToolOutputs> {`);
  w.indent(() => {
    w.writeLine('constructor(client: McpClientLike, options?: FeatureClientOptions) {');
    w.indent(() => w.writeLine('super(client, TOOL_PLANS, options);'));
    w.writeLine('}');
    for (const tool of model.tools.filter((t) => hasToolMethod(t.descriptor.name))) {
      const { name, description, inputSchema } = tool.descriptor;
      const { input, output } = types.tools.get(name)!;
      const required = Array.isArray(inputSchema.required) && inputSchema.required.length > 0;
      w.blankLine();
      writeDoc(w, description);
      w.writeLine(`${name}(input: ${input}${required ? '' : ' = {}'}, options?: CallOptions): Promise<${output}> {`);
      w.indent(() => w.writeLine(`return this.callTool(${stringLiteral(name)}, input, options);`));
      w.writeLine('}');
    }
    w.blankLine();
    w.writeLine('/** Readers of the fixed resources, by name. */');
    writeObject(w, 'readonly resources = ', uniqueByName(model.resources), (resource) => {
      writeDoc(w, resource.descriptor.description);
      w.writeLine(`${propertyKey(resource.descriptor.name)}: (options?: CallOptions): Promise<ResourceRead> => this.readResource(${stringLiteral(resource.descriptor.uri)}, options),`);
    });
    w.blankLine();
    w.writeLine('/** Readers of the resource templates, by name: the URI is built from the variables. */');
    writeObject(w, 'readonly templates = ', uniqueByName(model.resourceTemplates), (template) => {
      const key = propertyKey(template.descriptor.name);
      const builder = key.startsWith("'") ? `templateUris[${key}]` : `templateUris.${key}`;
      writeDoc(w, template.descriptor.description);
      w.writeLine(`${key}: (variables: ${types.variables.get(template.descriptor.uriTemplate)}, options?: CallOptions): Promise<ResourceRead> =>`);
      w.indent(() => w.writeLine(`this.readResource(${builder}(variables), options),`));
    });
    w.blankLine();
    w.writeLine('/** Prompt getters, by name. */');
    writeObject(w, 'readonly prompts = ', model.prompts, (prompt) => {
      const { name, description } = prompt.descriptor;
      const required = Array.isArray(prompt.argumentsSchema.required) && prompt.argumentsSchema.required.length > 0;
      writeDoc(w, description);
      w.writeLine(`${propertyKey(name)}: (args: ${types.promptArguments.get(name)}${required ? '' : ' = {}'}, options?: CallOptions): Promise<PromptResult> =>`);
      w.indent(() => w.writeLine(`this.getPrompt(${stringLiteral(name)}, args, options),`));
    });
  });
  w.writeLine('}');
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

/** `prefix{ one member per item }`, or `prefix{}` when there are none. */
function writeObject<T>(w: CodeBlockWriter, prefix: string, items: T[], member: (item: T) => void): void {
  if (items.length === 0) {
    w.writeLine(`${prefix}{};`);
    return;
  }
  w.writeLine(`${prefix}{`);
  w.indent(() => items.forEach(member));
  w.writeLine('};');
}
