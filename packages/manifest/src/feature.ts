/**
 * The shape of generated feature code: how the runtime calls what
 * `mcp-codegen build` emitted. Generated code satisfies these interfaces; the
 * runtime depends only on them, never on the generator.
 */
import type { FeatureManifest } from './manifest.js';

export type Constructor<T> = abstract new (...args: any[]) => T;

/** Looks up instances in the server's container. */
export interface Resolver {
  resolve<T>(token: Constructor<T>): T;
}

/** What generated code registers its classes into. */
export interface FeatureContainer extends Resolver {
  /**
   * Registers a singleton made by `factory` on first use. A token the
   * application registered already is left as it is, so apps can override.
   */
  provide<T>(token: Constructor<T>, factory: (resolver: Resolver) => T): void;
}

/** What the runtime passes to a handler that declares a context parameter. */
export interface HandlerContext {
  readonly signal: AbortSignal;
  readonly requestId: string | number;
}

/** An error as Ajv reports it. */
export interface ValidationError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A precompiled validator (Ajv standalone): true when valid, else `errors` is set. */
export interface Validator {
  (data: unknown): boolean;
  errors?: ValidationError[] | null;
}

/**
 * How the runtime turns a handler's return value into an MCP result, decided
 * at build time from the declared return type.
 * - text: the value is a string, one text item
 * - structured: the value is an object, `structuredContent` plus its JSON as text
 * - result: the value is an MCP result and passes through
 * - auto: decided from the value at run time
 */
export type ResultKind = 'text' | 'structured' | 'result' | 'auto';

export type Arguments = Record<string, unknown>;

export interface ToolBinding {
  validate: Validator;
  result: ResultKind;
  invoke(resolver: Resolver, args: Arguments, context: HandlerContext): unknown;
}

export interface ResourceBinding {
  result: ResultKind;
  read(resolver: Resolver, uri: string, context: HandlerContext): unknown;
}

export interface ResourceTemplateBinding {
  /** Matches a whole URI; each capture group is a variable, in `variables` order. */
  pattern: RegExp;
  variables: string[];
  result: ResultKind;
  read(resolver: Resolver, uri: string, variables: Arguments, context: HandlerContext): unknown;
}

export interface PromptBinding {
  validate: Validator;
  result: ResultKind;
  get(resolver: Resolver, args: Arguments, context: HandlerContext): unknown;
}

/** Everything one feature package offers, as emitted in `feature.generated.ts`. */
export interface Feature {
  manifest: FeatureManifest;
  register(container: FeatureContainer): void;
  /** Keyed by tool name. */
  tools: Record<string, ToolBinding>;
  /** Keyed by URI. */
  resources: Record<string, ResourceBinding>;
  /** Keyed by URI template. */
  resourceTemplates: Record<string, ResourceTemplateBinding>;
  /** Keyed by prompt name. */
  prompts: Record<string, PromptBinding>;
}
