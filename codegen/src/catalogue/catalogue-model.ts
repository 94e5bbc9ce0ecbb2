/**
 * What the catalogue shows, read from one or more feature manifests: plain
 * rows with every text already reduced to what is printed. Both renderers
 * (Markdown, HTML) print this one model, so they show the same facts.
 */
import type { FeatureManifest, JsonSchema, ToolDescriptor } from '@mcp-codegen/manifest';
import { TOKEN_METHOD } from '../budget/estimate-tokens.js';
import { toolTokens } from '../budget/token-estimate.js';
import { profileWarningsOf, type ProfileWarning } from './profile-warnings.js';
import { constraintsOf, examplesOf, typeOf } from './schema-summary.js';

export interface ParameterRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
  constraints: string[];
  examples: string[];
}

export interface ToolRow {
  feature: string;
  name: string;
  title: string;
  description: string;
  tokens: number;
  /** readOnly, destructive, idempotent, openWorld: the hints that are true. */
  hints: string[];
  parameters: ParameterRow[];
  /** The output type when the tool declares an outputSchema. */
  output?: string;
  warnings: ProfileWarning[];
}

export interface ResourceRow {
  feature: string;
  /** The URI, or the URI template. */
  uri: string;
  name: string;
  description: string;
  mimeType: string;
  template: boolean;
}

export interface PromptRow {
  feature: string;
  name: string;
  description: string;
  arguments: Array<{ name: string; required: boolean; description: string }>;
}

export interface CatalogueModel {
  /** Heading: the feature names joined. */
  title: string;
  tools: ToolRow[];
  resources: ResourceRow[];
  prompts: PromptRow[];
  totalTokens: number;
  tokenMethod: string;
}

export function catalogueModel(manifests: readonly FeatureManifest[]): CatalogueModel {
  const tools: ToolRow[] = [];
  for (const manifest of manifests) {
    const tokens = toolTokens(manifest);
    const warnings = profileWarningsOf(manifest);
    for (const tool of manifest.tools) tools.push(toolRow(manifest.feature, tool, tokens.get(tool.name) ?? 0, warnings.filter((w) => w.tool === tool.name)));
  }
  const resources = manifests.flatMap((m) => [
    ...m.resources.map((r) => ({ feature: m.feature, uri: r.uri, name: r.name, description: r.description ?? '', mimeType: r.mimeType ?? '', template: false })),
    ...m.resourceTemplates.map((r) => ({ feature: m.feature, uri: r.uriTemplate, name: r.name, description: r.description ?? '', mimeType: r.mimeType ?? '', template: true })),
  ]);
  const prompts = manifests.flatMap((m) =>
    m.prompts.map((p) => ({
      feature: m.feature,
      name: p.name,
      description: p.description ?? '',
      arguments: (p.arguments ?? []).map((a) => ({ name: a.name, required: a.required === true, description: a.description ?? '' })),
    })),
  );
  return {
    title: manifests.map((m) => m.feature).join(', '),
    tools,
    resources,
    prompts,
    totalTokens: tools.reduce((sum, t) => sum + t.tokens, 0),
    tokenMethod: TOKEN_METHOD,
  };
}

const HINTS = [
  ['readOnlyHint', 'read-only'],
  ['destructiveHint', 'destructive'],
  ['idempotentHint', 'idempotent'],
  ['openWorldHint', 'open world'],
] as const;

function toolRow(feature: string, tool: ToolDescriptor, tokens: number, warnings: ProfileWarning[]): ToolRow {
  const annotations = tool.annotations ?? {};
  return {
    feature,
    name: tool.name,
    title: tool.title ?? annotations.title ?? '',
    description: tool.description ?? '',
    tokens,
    hints: HINTS.filter(([key]) => annotations[key] === true).map(([, label]) => label),
    parameters: parametersOf(tool.inputSchema),
    ...(tool.outputSchema ? { output: typeOf(tool.outputSchema) } : {}),
    warnings,
  };
}

/** One row per input property, in declaration order; a root without properties (a union) is one row named `(input)`. */
function parametersOf(schema: JsonSchema): ParameterRow[] {
  const properties = schema.properties as Record<string, unknown> | undefined;
  if (!properties) return schema.type === 'object' ? [] : [row('(input)', schema, true)];
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => row(name, property, required.has(name)));
}

function row(name: string, schema: unknown, required: boolean): ParameterRow {
  const description = typeof schema === 'object' && schema !== null && typeof (schema as JsonSchema).description === 'string' ? ((schema as JsonSchema).description as string) : '';
  return { name, type: typeOf(schema), required, description, constraints: constraintsOf(schema), examples: examplesOf(schema) };
}
