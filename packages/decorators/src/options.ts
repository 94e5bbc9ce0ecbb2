/** An icon a client may show for a tool, resource, template, prompt or server. */
export interface Icon {
  /** An https: or data: URI. */
  src: string;
  mimeType?: string;
  /** Sizes such as "48x48", or "any" for scalable formats. */
  sizes?: string[];
  theme?: 'light' | 'dark';
}

/** Hints about a tool's behaviour. Clients must not trust them from untrusted servers. */
export interface ToolAnnotations {
  title?: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

/** Hints about a resource's audience, importance and age. */
export interface ResourceAnnotations {
  audience?: Array<'user' | 'assistant'>;
  /** 0 (least) to 1 (most important). */
  priority?: number;
  /** ISO 8601 timestamp. */
  lastModified?: string;
}

/** Free-form metadata passed through to clients as `_meta`. */
export type Meta = Record<string, unknown>;

/** At most `limit` calls in any `windowMs`, per client (a token bucket). */
export interface RateLimitOption {
  limit: number;
  windowMs: number;
}

/** How long a client may reuse a read result on the 2026-07-28 wire, and who may share it. */
export interface CacheOption {
  ttlMs?: number;
  cacheScope?: 'public' | 'private';
}

/** Rules the runtime enforces for every handler kind. Written as literals: they are read at build time. */
export interface PolicyOptions {
  /** OAuth scopes the caller must hold (HTTP with authentication); others get 403 and never see it listed. */
  scopes?: string[];
  /** Aborts the handler's signal after this many milliseconds; the call ends with an error. */
  timeoutMs?: number;
  /** Calls allowed per client; more get an error that says when to retry. */
  rateLimit?: RateLimitOption;
}

export interface ToolOptions extends PolicyOptions {
  /** Defaults to the method name. Must match ^[A-Za-z0-9._-]{1,128}$. */
  name?: string;
  title?: string;
  /** Defaults to the method's JSDoc summary. */
  description?: string;
  annotations?: ToolAnnotations;
  icons?: Icon[];
  _meta?: Meta;
  /**
   * A JSON Schema (2020-12) for the arguments, used as written instead of the
   * one derived from the parameters. Checked at build time.
   */
  inputSchema?: Record<string, unknown>;
  /** A JSON Schema (2020-12) for structuredContent, used instead of the derived one. */
  outputSchema?: Record<string, unknown>;
  /** MCP Apps: the `ui://` resource a host renders for this tool's results (docs/apps.md). */
  ui?: string | UiToolOption;
  /**
   * Runs the call as a task (the io.modelcontextprotocol/tasks extension) when
   * the client declares the extension: 'optional' runs it in the request for
   * other clients, 'required' refuses them (-32021). See docs/tasks.md.
   */
  task?: TaskSupport;
  /**
   * With `task`: the input the handler asks for before it first waits on
   * anything else is gathered in the tools/call request (multi-round-trip
   * requests), and only then does the call become a task.
   */
  inputBeforeTask?: boolean;
}

/** Whether a tool runs as a task (docs/tasks.md); the same values as TASK_SUPPORT in @mcp-codegen/manifest (a test holds them together). */
export type TaskSupport = 'optional' | 'required';

export interface ResourceOptions extends PolicyOptions {
  /** Defaults to the method name. */
  name?: string;
  title?: string;
  /** Defaults to the method's JSDoc summary. */
  description?: string;
  mimeType?: string;
  annotations?: ResourceAnnotations;
  icons?: Icon[];
  _meta?: Meta;
  /** resources/read results on the 2026-07-28 wire; server options may override it. */
  cache?: CacheOption;
}

export interface PromptOptions extends PolicyOptions {
  /** Defaults to the method name. */
  name?: string;
  title?: string;
  /** Defaults to the method's JSDoc summary. */
  description?: string;
  icons?: Icon[];
  _meta?: Meta;
}

/** MCP Apps: the UI linked to a tool (its `_meta.ui`). */
export interface UiToolOption {
  /** A `@UiResource` URI, `ui://...`. */
  resourceUri: string;
  /** Who may call the tool; default both. `['app']` keeps it from the model (the UI calls it). */
  visibility?: Array<'model' | 'app'>;
}

/** MCP Apps: how the host must sandbox a UI resource (its `_meta.ui`). */
export interface UiResourceOptions {
  /** Defaults to the method or class name. */
  name?: string;
  title?: string;
  description?: string;
  /** On a class: the HTML file, relative to the package directory, embedded at build time. */
  file?: string;
  /** Origins the UI may reach; anything else is blocked by the host's CSP. */
  csp?: { connectDomains?: string[]; resourceDomains?: string[]; frameDomains?: string[]; baseUriDomains?: string[] };
  /** Browser capabilities the UI asks for (a host may refuse). */
  permissions?: { camera?: object; microphone?: object; geolocation?: object; clipboardWrite?: object };
  /** A dedicated sandbox origin, in the host's own format. */
  domain?: string;
  /** Whether the host should draw a border and background around the UI. */
  prefersBorder?: boolean;
}
