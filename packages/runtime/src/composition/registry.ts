/**
 * Everything the features offer, indexed once at start-up: lookups by name or
 * URI, the template list in match order, and the list responses ready to send.
 * A clash between features is a start-up error naming both.
 */
import type {
  Feature,
  HandlerPolicy,
  ListsJson,
  PromptBinding,
  PromptDescriptor,
  ResourceBinding,
  ResourceDescriptor,
  ResourceTemplateBinding,
  ResourceTemplateDescriptor,
  ToolBinding,
  ToolDescriptor,
  ToolVariant,
} from '@mcp-codegen/manifest';
import { templateMatcher, type TemplateMatcher } from '../templates/template-matcher.js';
import { indexCompletions, type CompletionEntry } from './completion-index.js';
import { templatesInMatchOrder } from './template-order.js';
import { buildSkillIndex, type SkillIndex } from './skill-index.js';
import { extensionCapabilities } from './extension-capabilities.js';

export interface ToolEntry {
  feature: string;
  /** Read on first use when the feature gives its tool names apart (Feature.toolNames): the list is parsed then. */
  readonly descriptor: ToolDescriptor;
  /** The tool's policy, readable before the feature loads (from Feature.toolPolicies, else from the binding). */
  readonly policy: HandlerPolicy | undefined;
  /** Read only after the feature has loaded when it has toolPolicies (a generated feature's bindings hold its classes). */
  binding: ToolBinding;
  /** Lowered variants by profile (docs/portability.md); absent when the feature has none for this tool. */
  variants?: Record<string, ToolVariant>;
  /** The feature's list texts (Feature.listsJson), one object per feature: searched without parsing the tool list. */
  listsJson?: ListsJson;
}

export interface ResourceEntry {
  feature: string;
  descriptor: ResourceDescriptor;
  binding: ResourceBinding;
}

export interface TemplateEntry {
  feature: string;
  descriptor: ResourceTemplateDescriptor;
  binding: ResourceTemplateBinding;
  /** The binding's pattern without g/y flags, so exec() keeps no state. */
  pattern: RegExp;
  /** How the URI's variables are read and converted. */
  matcher: TemplateMatcher;
}

export interface PromptEntry {
  feature: string;
  descriptor: PromptDescriptor;
  binding: PromptBinding;
}

export interface ServerCapabilities {
  tools?: { listChanged?: boolean };
  resources?: { subscribe?: boolean; listChanged?: boolean };
  prompts?: { listChanged?: boolean };
  completions?: Record<string, never>;
  /** Extensions the server supports, by identifier, each with its settings (SEP-2133). */
  extensions?: Record<string, Record<string, unknown>>;
}

export interface Registry {
  tools: ReadonlyMap<string, ToolEntry>;
  resources: ReadonlyMap<string, ResourceEntry>;
  /** In match order: most specific first (see templates/specificity.ts). */
  templates: readonly TemplateEntry[];
  prompts: ReadonlyMap<string, PromptEntry>;
  /** Keyed by completionKey(kind, target, argument). */
  completions: ReadonlyMap<string, CompletionEntry>;
  capabilities: ServerCapabilities;
  /** Skills (SEP-2640) and their directories; empty when no feature has any. */
  skillIndex: SkillIndex;
  /** List results, computed once and sent as they are; the tool list on first read (see toolEntries). */
  lists: {
    tools: { tools: ToolDescriptor[] };
    resources: { resources: ResourceDescriptor[] };
    resourceTemplates: { resourceTemplates: ResourceTemplateDescriptor[] };
    prompts: { prompts: PromptDescriptor[] };
  };
}

export class CompositionError extends Error {
  override name = 'CompositionError';
}

/** Adds `key` to `index`, or throws naming both features that claim it. */
function claim<T extends { feature: string }>(index: Map<string, T>, kind: string, key: string, entry: T): void {
  const existing = index.get(key);
  if (existing) {
    const where = existing.feature === entry.feature ? `twice in feature "${entry.feature}"` : `by features "${existing.feature}" and "${entry.feature}"`;
    throw new CompositionError(`The ${kind} ${JSON.stringify(key)} is declared ${where}. ${clashFix(kind, existing.feature, entry.feature)}`);
  }
  index.set(key, entry);
}

/** Tools and prompts can be namespaced per feature; URIs, templates and feature names can only be renamed. */
function clashFix(kind: string, first: string, second: string): string {
  if (first !== second && (kind === 'tool' || kind === 'prompt')) {
    return `Rename one of them, or give one feature a namespace: serve([${first}, { feature: ${second}, namespace: '${second}' }]) serves it as "${second}_<name>".`;
  }
  return `Rename one of them: ${kind === 'feature' ? 'feature names' : kind === 'resource' ? 'resource URIs' : kind === 'tool' || kind === 'prompt' ? 'names' : 'URI templates'} must be unique within a server.`;
}

function binding<B>(bindings: Record<string, B>, feature: string, kind: string, key: string): B {
  const found = Object.hasOwn(bindings, key) ? bindings[key] : undefined;
  if (!found) throw new CompositionError(`Feature "${feature}" lists the ${kind} ${JSON.stringify(key)} in its manifest but has no binding for it. Regenerate it with \`mcp-codegen build\`.`);
  return found;
}

function unbound(bindings: Record<string, unknown>, listedKeys: readonly string[], feature: string, kind: string): void {
  const keys = Object.keys(bindings);
  if (keys.length === 0) return; // No set of a thousand names made for an empty object (toolPolicies: {}).
  const listed = new Set(listedKeys);
  for (const key of keys) {
    if (!listed.has(key)) throw new CompositionError(`Feature "${feature}" has a binding for the ${kind} ${JSON.stringify(key)} that its manifest does not list. Regenerate it with \`mcp-codegen build\`.`);
  }
}

/** What the tool entries of one feature share: its descriptors, bindings and policies, each read on first use. */
interface FeatureTools {
  readonly feature: Feature;
  readonly names: readonly string[];
  descriptors: ToolDescriptor[] | undefined;
  bindings: Record<string, ToolBinding> | undefined;
  readonly policies: Record<string, HandlerPolicy> | undefined;
}

function checkedBindings(tools: FeatureTools): Record<string, ToolBinding> {
  if (!tools.bindings) {
    const all = tools.feature.tools;
    unbound(all, tools.names, tools.feature.manifest.feature, 'tool');
    tools.bindings = all;
  }
  return tools.bindings;
}

/**
 * One tool's entry. A class, not an object literal with getters: a literal
 * defines its getters one by one, as a large server's start-up would for
 * thousands of tools (bench/PROFILES.md, cold start, wave 5).
 */
class RegisteredTool implements ToolEntry {
  readonly feature: string;
  variants?: Record<string, ToolVariant>;
  private found: ToolBinding | undefined;

  constructor(
    private readonly tools: FeatureTools,
    readonly name: string,
    private readonly index: number,
  ) {
    this.feature = tools.feature.manifest.feature;
  }

  get descriptor(): ToolDescriptor {
    return (this.tools.descriptors ??= namedAsListed(this.tools.feature, this.tools.names))[this.index]!;
  }

  get policy(): HandlerPolicy | undefined {
    const policies = this.tools.policies;
    if (!policies) return this.binding.policy;
    return Object.hasOwn(policies, this.name) ? policies[this.name] : undefined;
  }

  get binding(): ToolBinding {
    return (this.found ??= binding(checkedBindings(this.tools), this.feature, 'tool', this.name));
  }

  get listsJson(): ListsJson | undefined {
    return this.tools.feature.listsJson;
  }
}

/**
 * Tool entries look their binding up on first use. Generated features build
 * their tool bindings (thousands, in a large server) only after load(), and
 * give each tool's policy apart (Feature.toolPolicies), so nothing before a
 * call reads a binding; those are checked against the manifest on first use.
 * Bindings that are plain data are checked at start-up.
 * One object per tool and nothing else: what start-up allocates, it pays for in
 * fresh pages (bench/PROFILES.md, cold start, wave 6).
 */
function toolEntries(f: Feature): RegisteredTool[] {
  // With toolNames, the manifest's tool list (parsed on first read in generated code) is read on first use.
  const descriptors = f.toolNames ? undefined : f.manifest.tools;
  const tools: FeatureTools = { feature: f, names: f.toolNames ?? descriptors!.map((d) => d.name), descriptors, bindings: undefined, policies: f.toolPolicies };
  if (tools.policies) unbound(tools.policies, tools.names, f.manifest.feature, 'tool');
  const { names } = tools;
  const entries = new Array<RegisteredTool>(names.length);
  for (let index = 0; index < names.length; index++) entries[index] = new RegisteredTool(tools, names[index]!, index);
  const builtOnFirstUse = typeof Object.getOwnPropertyDescriptor(f, 'tools')?.get === 'function';
  if (!builtOnFirstUse) {
    checkedBindings(tools);
    for (const entry of entries) void entry.binding;
  }
  return entries;
}

/** The feature's tool descriptors, checked to name the tools `toolNames` names, in its order. */
function namedAsListed(f: Feature, names: readonly string[]): ToolDescriptor[] {
  const tools = f.manifest.tools;
  if (tools.length !== names.length || tools.some((d, i) => d.name !== names[i])) {
    throw new CompositionError(`Feature "${f.manifest.feature}" names other tools in toolNames than its manifest lists. Regenerate it with \`mcp-codegen build\`.`);
  }
  return tools;
}

/** Gives each of the feature's claimed tools its lowered variants, by profile: one pass over the profiles, not one per tool. */
function addVariants(tools: ReadonlyMap<string, ToolEntry>, feature: string, all: Record<string, Record<string, ToolVariant>>): void {
  for (const [profile, variants] of Object.entries(all)) {
    for (const name of Object.keys(variants)) {
      const entry = tools.get(name);
      if (entry?.feature === feature) (entry.variants ??= {})[profile] = variants[name]!;
    }
  }
}

export function buildRegistry(features: readonly Feature[]): Registry {
  const owners = new Map<string, { feature: string }>();
  const tools = new Map<string, ToolEntry>();
  const resources = new Map<string, ResourceEntry>();
  const templateIndex = new Map<string, TemplateEntry>();
  const prompts = new Map<string, PromptEntry>();
  const completions = new Map<string, CompletionEntry>();

  for (const f of features) {
    const name = f.manifest.feature;
    claim(owners, 'feature', name, { feature: name });
    // Indexed: for-of makes an iterator result per tool in the interpreter, where start-up runs (wave 13).
    const entries = toolEntries(f);
    for (let i = 0; i < entries.length; i++) claim(tools, 'tool', entries[i]!.name, entries[i]!);
    if (f.manifest.toolVariants) addVariants(tools, name, f.manifest.toolVariants);
    for (const d of f.manifest.resources) claim(resources, 'resource', d.uri, { feature: name, descriptor: d, binding: binding(f.resources, name, 'resource', d.uri) });
    for (const d of f.manifest.resourceTemplates) {
      const b = binding(f.resourceTemplates, name, 'resource template', d.uriTemplate);
      const matcher = templateMatcher(b);
      claim(templateIndex, 'resource template', d.uriTemplate, { feature: name, descriptor: d, binding: b, pattern: matcher.pattern, matcher });
    }
    for (const d of f.manifest.prompts) claim(prompts, 'prompt', d.name, { feature: name, descriptor: d, binding: binding(f.prompts, name, 'prompt', d.name) });

    unbound(f.resources, f.manifest.resources.map((d) => d.uri), name, 'resource');
    unbound(f.resourceTemplates, f.manifest.resourceTemplates.map((d) => d.uriTemplate), name, 'resource template');
    unbound(f.prompts, f.manifest.prompts.map((d) => d.name), name, 'prompt');
    indexCompletions(f, completions, (message) => new CompositionError(message));
  }

  const declared = [...templateIndex.values()];
  const templates = templatesInMatchOrder(declared, (message) => new CompositionError(message));
  const capabilities: ServerCapabilities = {};
  if (tools.size > 0) capabilities.tools = {};
  if (resources.size > 0 || templates.length > 0) capabilities.resources = {};
  if (prompts.size > 0) capabilities.prompts = {};
  if (completions.size > 0) capabilities.completions = {};
  const skillIndex = buildSkillIndex(features, resources);
  const extensions = extensionCapabilities(skillIndex, resources.values());
  if (extensions) capabilities.extensions = extensions;

  let toolList: ToolDescriptor[] | undefined;
  return {
    tools,
    resources,
    templates,
    prompts,
    completions,
    capabilities,
    skillIndex,
    lists: {
      tools: {
        get tools() {
          return (toolList ??= [...tools.values()].map((e) => e.descriptor));
        },
      },
      resources: { resources: [...resources.values()].map((e) => e.descriptor) },
      resourceTemplates: { resourceTemplates: declared.map((e) => e.descriptor) },
      prompts: { prompts: [...prompts.values()].map((e) => e.descriptor) },
    },
  };
}
