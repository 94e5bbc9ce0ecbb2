/**
 * The model: plain, serialisable data describing one feature package. It is
 * the seam between analysis (which reads TypeScript) and emission (which
 * writes files): no ts-morph node passes this point, so emitters are tested
 * with hand-built models.
 */
import type {
  HandlerPolicy,
  JsonSchema,
  PromptDescriptor,
  ResourceDescriptor,
  ResourceTemplateDescriptor,
  ResultKind,
  TemplateVariable,
  ToolDescriptor,
  ToolVariants,
} from '@mcp-codegen/manifest';
import type { EmbeddedFileModel, SkillModel } from './embedded-file.js';

/** A place in the package's source; `file` is relative to the package directory, with `/`. */
export interface SourceLocation {
  file: string;
  line: number;
  column: number;
}

/** A user class the generated code imports. */
export interface ClassRef {
  /** The exported name in its module. */
  name: string;
  /** The name used inside generated code (differs from `name` only on a clash). */
  localName: string;
  /** Module specifier from the generated directory, ESM-correct: '../notes.js'. */
  importPath: string;
}

/**
 * Where `Date`s sit in an argument: `true` is the value itself; `props` are
 * object keys or tuple indexes; `each` is every array element or object
 * value. Generated code turns the ISO strings there into Dates.
 */
export type DatePlan = true | { props?: Record<string, DatePlan>; each?: DatePlan };

/** One parameter of a handler method, in declaration order. */
export type ParameterModel =
  | {
      kind: 'argument';
      /** The argument's name in the input (the parameter name). */
      name: string;
      required: boolean;
      /** Present when the type holds Dates. */
      dates?: DatePlan;
    }
  /** Receives the handler context (McpContext); never in a schema. */
  | { kind: 'context'; name: string }
  /** A destructured parameter that receives the whole arguments object. */
  | { kind: 'input'; name: string; dates?: DatePlan };

/** What every handler has: where it lives and how to call it. */
export interface HandlerModel {
  /** `localName` of the class (a key of FeatureModel.classes). */
  className: string;
  method: string;
  parameters: ParameterModel[];
  result: ResultKind;
  source: SourceLocation;
  /** Run-time rules from the decorator (scopes, timeoutMs, rateLimit, cache); absent when none. Never listed. */
  policy?: HandlerPolicy;
  /** localNames of the middleware classes `@Use` applies (class first, outermost first); absent when none. */
  use?: string[];
}

export interface ToolModel extends HandlerModel {
  descriptor: ToolDescriptor;
  /** Export name of the input validator in validators.generated.ts. */
  validatorName: string;
  /** Export name of the output validator; present exactly when descriptor.outputSchema is. */
  outputValidatorName?: string;
  /** The return type holds Dates: the result is checked and sent as its JSON form (ISO strings). */
  jsonResult?: true;
}

export interface ResourceModel extends HandlerModel {
  descriptor: ResourceDescriptor;
}

export interface ResourceTemplateModel extends HandlerModel {
  descriptor: ResourceTemplateDescriptor;
  /** Source of a RegExp matching a whole URI; one capture group per variable. */
  pattern: string;
  /** Variable names in capture-group order. */
  variables: string[];
  /** Query variables ({?a,b}, {&c}): the last capture group holds their text. */
  query?: string[];
  /** How variables that are not plain strings are read, by name. */
  variableTypes?: Record<string, TemplateVariable>;
}

/** Suggestions for one prompt argument or template variable (completion/complete). */
export interface CompletionModel {
  /** A prompt (by name) or a resource template (by URI template). */
  kind: 'prompt' | 'resource';
  target: string;
  argument: string;
  /** Fixed values (a union of string literals or an enum), when no method serves it. */
  values?: string[];
  /** The @Complete method that serves it. */
  method?: CompletionMethodModel;
}

export interface CompletionMethodModel {
  /** `localName` of the class. */
  className: string;
  method: string;
  /** What each parameter receives, in order: the typed value, the other arguments, or the handler context. */
  parameters: Array<'value' | 'arguments' | 'context'>;
  source: SourceLocation;
}

export interface PromptModel extends HandlerModel {
  descriptor: PromptDescriptor;
  /** Schema of the arguments object (all values are strings on the wire). */
  argumentsSchema: JsonSchema;
  validatorName: string;
}

/**
 * A class the container builds, with its constructor dependencies in
 * parameter order: localNames of classes or injected token constants, or a
 * string literal in quotes for `@Inject('name')`.
 */
export interface ProviderModel {
  className: string;
  dependencies: string[];
}

export interface FeatureModel {
  /** The feature's name (manifest `feature`). */
  feature: string;
  /** Every class (and `@Inject` token constant) the generated code imports, sorted by localName. */
  classes: ClassRef[];
  /** Registration order: dependencies before dependents, otherwise by name. */
  providers: ProviderModel[];
  /** Each list sorted: tools and prompts by name, resources by URI, templates by URI template. */
  tools: ToolModel[];
  resources: ResourceModel[];
  resourceTemplates: ResourceTemplateModel[];
  prompts: PromptModel[];
  /** Sorted: prompts before templates, then by target and argument. Absent or empty: nothing to complete. */
  completions?: CompletionModel[];
  /** Lowered input schemas for client profiles (the portability stage; docs/portability.md). Absent: none. */
  toolVariants?: ToolVariants;
  /** The skills/ folder's skills (SEP-2640), by name. Absent: none. */
  skills?: SkillModel[];
  /** MCP App HTML files (@UiResource on a class), by URI. Absent: none. */
  uiFiles?: EmbeddedFileModel[];
  /** The package's code runs as ES modules (load/es-modules.ts): generated code may use `import.meta`. Absent: not known to. */
  esModule?: true;
}
