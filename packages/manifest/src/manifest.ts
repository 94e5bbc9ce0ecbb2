/**
 * The manifest: what a feature offers, as plain JSON. Tool, resource,
 * template and prompt entries are exactly what the list methods return, so
 * the runtime serves them without any work per request.
 */
import type { JsonSchema } from './json-schema.js';
import type { ToolVariants } from './portability.js';
import type { SkillDescriptor } from './skills.js';

export const MANIFEST_VERSION = 1;

export type { JsonSchema } from './json-schema.js';

export type Meta = { [key: string]: unknown };

export interface Icon {
  src: string;
  mimeType?: string;
  sizes?: string[];
  theme?: 'light' | 'dark';
}

export interface ToolDescriptor {
  name: string;
  title?: string;
  description?: string;
  inputSchema: JsonSchema;
  outputSchema?: JsonSchema;
  annotations?: {
    title?: string;
    readOnlyHint?: boolean;
    destructiveHint?: boolean;
    idempotentHint?: boolean;
    openWorldHint?: boolean;
  };
  icons?: Icon[];
  _meta?: Meta;
}

export interface ResourceAnnotations {
  audience?: Array<'user' | 'assistant'>;
  priority?: number;
  lastModified?: string;
}

export interface ResourceDescriptor {
  uri: string;
  name: string;
  title?: string;
  description?: string;
  mimeType?: string;
  annotations?: ResourceAnnotations;
  icons?: Icon[];
  _meta?: Meta;
}

export interface ResourceTemplateDescriptor {
  uriTemplate: string;
  name: string;
  title?: string;
  description?: string;
  mimeType?: string;
  annotations?: ResourceAnnotations;
  icons?: Icon[];
  _meta?: Meta;
}

export interface PromptArgumentDescriptor {
  name: string;
  title?: string;
  description?: string;
  required?: boolean;
}

export interface PromptDescriptor {
  name: string;
  title?: string;
  description?: string;
  arguments?: PromptArgumentDescriptor[];
  icons?: Icon[];
  _meta?: Meta;
}

export interface FeatureManifest {
  manifestVersion: typeof MANIFEST_VERSION;
  /** The feature's name, unique within a server. */
  feature: string;
  tools: ToolDescriptor[];
  resources: ResourceDescriptor[];
  resourceTemplates: ResourceTemplateDescriptor[];
  prompts: PromptDescriptor[];
  /** Estimated context-window cost of the tools (written by `mcp-codegen build`); never listed to clients. */
  tokens?: TokenEstimate;
  /** Lowered input schemas for client profiles (docs/portability.md); absent when the config asks for none. */
  toolVariants?: ToolVariants;
  /** Skills (SEP-2640) from the package's skills/ folder; their files are also in `resources`. Absent: none. */
  skills?: SkillDescriptor[];
}

/** What the tools of a feature cost a model's context, estimated at build time (docs/catalogue.md). */
export interface TokenEstimate {
  /** How the numbers were made, e.g. 'json-chars/4'. */
  method: string;
  /** Each tool's estimate (its name, description and schemas), by tool name. */
  tools: Record<string, number>;
  /** The sum over the feature's tools. */
  total: number;
}
