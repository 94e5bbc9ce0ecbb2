/**
 * The shape of generated feature code: how the runtime calls what
 * `mcp-codegen build` emitted. Generated code satisfies these interfaces; the
 * runtime depends only on them, never on the generator.
 */
import type { TaskSupport } from './task-support.js';
import type { FeatureManifest } from './manifest.js';

export type Constructor<T> = abstract new (...args: any[]) => T;

/**
 * What an instance is registered under: a class, or a token for what is not
 * one (`createToken<T>(name)` of @mcp-codegen/decorators is a symbol; plain
 * strings work too).
 */
export type InjectionKey<T> = Constructor<T> | string | symbol;

/** Looks up instances in the server's container. */
export interface Resolver {
  /**
   * Generated factories pass the class being built and the constructor
   * parameter's index, so a missing registration names both.
   */
  resolve<T>(token: InjectionKey<T>, dependent?: Constructor<unknown>, position?: number): T;
}

/** What generated code registers its classes into. */
export interface FeatureContainer extends Resolver {
  /**
   * Registers a singleton made by `factory` on first use. A token the
   * application registered already is left as it is, so apps can override.
   */
  provide<T>(token: Constructor<T>, factory: (resolver: Resolver) => T): void;
}

/** Sends one `notifications/message` at a level: `(data, logger?)`. */
export type HandlerLogMethod = (data: unknown, logger?: string) => void;

/** One method per RFC 5424 level, debug to emergency. */
export interface HandlerLog {
  debug: HandlerLogMethod;
  info: HandlerLogMethod;
  notice: HandlerLogMethod;
  warning: HandlerLogMethod;
  error: HandlerLogMethod;
  critical: HandlerLogMethod;
  alert: HandlerLogMethod;
  emergency: HandlerLogMethod;
}

/** Who is calling, as the application's verify function established it (HTTP with authentication). */
export interface AuthInfo {
  /** The token's subject (a user or service id), when it names one. */
  subject?: string;
  /** The OAuth client the token was issued to, when known. */
  clientId?: string;
  /** The scopes the token grants. */
  scopes: readonly string[];
  /** Seconds since the epoch after which the token is no longer accepted. */
  expiresAt?: number;
  /** Anything else the verify function wants handlers to see (claims, tenant). */
  extra?: Readonly<Record<string, unknown>>;
}

/**
 * What the runtime passes to a handler that declares a context parameter.
 * Users see it as `McpContext` (@mcp-codegen/decorators), which has the
 * precise MCP types; the members here are loose so this package imports nothing.
 * The optional members are always present with @mcp-codegen/runtime.
 */
export interface HandlerContext {
  readonly signal: AbortSignal;
  readonly requestId: string | number;
  readonly sessionId?: string;
  readonly clientCapabilities?: Readonly<Record<string, unknown>>;
  /** The verified caller; absent without authentication. */
  readonly auth?: AuthInfo;
  readonly log?: HandlerLog;
  progress?(progress: number, total?: number, message?: string): void;
  sample?(params: object, options?: { timeoutMs?: number; inputKey?: string }): Promise<object>;
  elicit?(params: object, options?: { timeoutMs?: number; inputKey?: string }): Promise<object>;
  listRoots?(options?: { timeoutMs?: number; inputKey?: string }): Promise<object>;
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
 * - wrapped: a non-object value (number, boolean, array, union), sent as
 *   `structuredContent: { result: value }` plus its JSON as text
 * - content: a content block or an array of them, sent as the `content` list
 */
export type ResultKind = 'text' | 'structured' | 'result' | 'auto' | 'wrapped' | 'content';

export type Arguments = Record<string, unknown>;

/** At most `limit` calls in any `windowMs` (a token bucket refilled evenly over the window). */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** The 2026-07-28 cache hint of a read result (SEP-2549). */
export interface CachePolicyHint {
  /** Milliseconds a client may reuse the result; 0 = revalidate every time. */
  ttlMs?: number;
  /** 'public': any cache may share it; 'private': only this client's. */
  cacheScope?: 'public' | 'private';
}

/**
 * Run-time rules a decorator declares for one handler. The runtime enforces
 * them before (or around) the handler; they are not listed to clients.
 */
export interface HandlerPolicy {
  /** OAuth scopes a caller's verified token must all hold (HTTP with authentication). */
  scopes?: string[];
  /** The call ends after this long: the handler's signal aborts, a tool call ends with isError. */
  timeoutMs?: number;
  /** Calls allowed per client (per session, or per caller when authenticated). */
  rateLimit?: RateLimit;
  /** resources/read results of this resource or template on the 2026-07-28 wire. */
  cache?: CachePolicyHint;
  /** Tools only: runs as a task for clients that declare io.modelcontextprotocol/tasks (docs/tasks.md). */
  task?: TaskSupport;
  /** With `task`: input the handler asks for before it first waits on anything else is gathered in the request (multi-round-trip), then the task starts. */
  inputBeforeTask?: true;
}

/**
 * Middleware as the runtime calls it (`Middleware` of @mcp-codegen/decorators,
 * typed loosely here so this package imports nothing).
 */
export interface HandlerMiddleware {
  handle(call: any, next: () => Promise<unknown>): unknown;
}

/**
 * The middleware `@Use` applies to one handler, class first, outermost
 * first, resolved from the server's container. Absent when none applies, so
 * such a handler is called directly.
 */
export type UseMiddleware = (resolver: Resolver) => HandlerMiddleware[];

export interface ToolBinding {
  validate: Validator;
  /** Declared in the decorator; absent when it declares none. */
  policy?: HandlerPolicy;
  use?: UseMiddleware;
  /** Checks `structuredContent` against the tool's outputSchema; present only when it has one. */
  validateOutput?: Validator;
  result: ResultKind;
  /** The value holds Dates (or other values with toJSON): its JSON form is the result, checked and sent. */
  json?: true;
  invoke(resolver: Resolver, args: Arguments, context: HandlerContext): unknown;
}

export interface ResourceBinding {
  result: ResultKind;
  policy?: HandlerPolicy;
  use?: UseMiddleware;
  read(resolver: Resolver, uri: string, context: HandlerContext): unknown;
}

export interface ResourceTemplateBinding {
  /**
   * Matches a whole URI; each capture group is a variable, in `variables`
   * order. With `query`, one more, last group holds the query text.
   */
  pattern: RegExp;
  variables: string[];
  /** `{?a,b}` / `{&c}` variables, read by name from the query text in any order; each may be absent. */
  query?: string[];
  /** How a variable's text becomes its value, by name; a variable not listed is one decoded string. */
  variableTypes?: Record<string, TemplateVariable>;
  result: ResultKind;
  policy?: HandlerPolicy;
  use?: UseMiddleware;
  read(resolver: Resolver, uri: string, variables: Arguments, context: HandlerContext): unknown;
}

/** How the runtime reads one URI template variable, decided at build time from its parameter. */
export interface TemplateVariable {
  /** The parameter takes an array: the items are `separator`-separated (query lists may also repeat the name). */
  list?: boolean;
  /** Between list items in the matched text: ',' for {x}, '/' for {/x*}, '.' for {.x*}, ';x=' for {;x*}. */
  separator?: string;
  /** What each value converts to; absent means string. A value that does not convert is -32602. */
  type?: 'number' | 'integer' | 'boolean';
  /** The only values allowed (a union of literals or an enum); another is -32602. */
  enum?: Array<string | number | boolean>;
  /** JSDoc `@maxLength` of a string variable (each item of a list): a longer decoded value is -32602. */
  maxLength?: number;
  /** JSDoc `@pattern` of a string variable (each item of a list), as RegExp source with the `u` flag: a value it does not match is -32602. */
  pattern?: string;
}

/** The other arguments a client has filled in, as `completion/complete` sends them. */
export interface CompletionContext {
  arguments: Record<string, string>;
}

/**
 * Suggests values for one prompt argument or template variable: fixed values
 * known at build time (a union of string literals or an enum), or a call to a
 * `@Complete` method, which returns `string[]` or `{ values, total?, hasMore? }`.
 */
export interface CompletionBinding {
  values?: string[];
  complete?(resolver: Resolver, value: string, context: CompletionContext, handlerContext: HandlerContext): unknown;
}

/** Completion bindings: by prompt name or URI template, then by argument or variable name. */
export interface CompletionBindings {
  prompts?: Record<string, Record<string, CompletionBinding>>;
  resourceTemplates?: Record<string, Record<string, CompletionBinding>>;
}

export interface PromptBinding {
  validate: Validator;
  result: ResultKind;
  policy?: HandlerPolicy;
  use?: UseMiddleware;
  get(resolver: Resolver, args: Arguments, context: HandlerContext): unknown;
}

/** Reads a tool list's text out of the compiled lists module's file, quoted layout: toolListFromModuleFile (tool-list-file.ts). */
export type ToolListReader = (file: URL, length: number) => string | undefined;

/** A tool list's JSON text as UTF-8 bytes read from a file; `text` decodes them on first read. */
export interface ToolListBytes {
  readonly bytes: Uint8Array;
  readonly text: string;
}

/** Reads a tool list's text out of the compiled lists module's file, raw layout: toolListBytesFromModuleFile (tool-list-file.ts). */
export type ToolListBytesReader = (file: URL, byteLength: number) => ToolListBytes | undefined;

/** Everything one feature package offers, as emitted in `feature.generated.ts`. */
export interface Feature {
  manifest: FeatureManifest;
  /**
   * Brings in the feature's classes (generated code imports them here, not
   * at start-up: initialize and the lists need none of them). The runtime
   * awaits it once, before register() and the first handler call.
   */
  load?(): Promise<void>;
  /**
   * Brings in the list texts generated code keeps out of start-up (the tool
   * list's JSON text, `listsJson.tools`, from `lists.generated.ts`): a large
   * server answers initialize without loading it. Until it has resolved,
   * `listsJson.tools` and `manifest.tools` must not be read (generated code
   * throws). The runtime awaits it once, before it handles the first request
   * other than initialize, ping and server/discover, and so before anything
   * reads a list or a descriptor. Absent: the lists are readable at once.
   * The runtime passes two readers of the lists module's file, one per layout
   * codegen writes it in: `readToolList` (toolListFromModuleFile, the quoted
   * literal, as codegen before wave 9 wrote every one) and `readToolListBytes`
   * (toolListBytesFromModuleFile, the raw one: its bytes are the text's).
   * Generated ES modules try the one of their layout first and import the
   * module when it gives undefined, or when it is not passed (an older runtime).
   */
  loadLists?(readToolList?: ToolListReader, readToolListBytes?: ToolListBytesReader): Promise<void>;
  /** Registers the feature's classes; after load(), when there is one. */
  register(container: FeatureContainer): void;
  /**
   * Keyed by tool name. With `toolPolicies` (generated features), readable
   * only after load(): the bindings hold the validators and the classes, which
   * load() imports. Without it, read at start-up like the other bindings.
   */
  tools: Record<string, ToolBinding>;
  /**
   * Each tool's `policy`, readable before load(), for the tools that declare
   * one (a tool not listed has none). Its presence tells the runtime to read
   * `tools` only after load(): authorization, task support and scoped lists
   * read these instead. Generated features have it; hand-written ones may leave
   * it out.
   */
  toolPolicies?: Record<string, HandlerPolicy>;
  /**
   * The names of `manifest.tools`, in its order. With it, the runtime reads
   * `manifest.tools` (parsed from its JSON text on first read in generated
   * code) only when a descriptor is needed: the first list reply is sent from
   * `listsJson`, so a large server parses no tool list at start-up, and with
   * `loadLists` it does not even load the list's text before initialize.
   */
  toolNames?: readonly string[];
  /** Keyed by URI. */
  resources: Record<string, ResourceBinding>;
  /** Keyed by URI template. */
  resourceTemplates: Record<string, ResourceTemplateBinding>;
  /** Keyed by prompt name. */
  prompts: Record<string, PromptBinding>;
  /** completion/complete; absent when nothing can be completed. */
  completions?: CompletionBindings;
  /**
   * Each manifest list's JSON text, exactly `JSON.stringify(manifest.<list>)`,
   * made at build time: the runtime sends it as the list page instead of
   * serialising the list itself. Absent lists are serialised at run time.
   * With `loadLists`, `tools` is readable only after it has resolved.
   */
  listsJson?: ListsJson;
}

/** The JSON text of a feature's lists, keyed as the manifest's lists are. */
export interface ListsJson {
  tools?: string;
  /**
   * The UTF-8 bytes of `tools`, when the feature holds them as read from a file (ToolListBytes): a
   * writer sends them as they are. Reading it does not decode `tools`; the same loading rule applies.
   */
  toolsUtf8?: Uint8Array;
  resources?: string;
  resourceTemplates?: string;
  prompts?: string;
}
