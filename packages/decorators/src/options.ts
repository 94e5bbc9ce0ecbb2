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

export interface ToolOptions {
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
}

export interface ResourceOptions {
  /** Defaults to the method name. */
  name?: string;
  title?: string;
  /** Defaults to the method's JSDoc summary. */
  description?: string;
  mimeType?: string;
  annotations?: ResourceAnnotations;
  icons?: Icon[];
  _meta?: Meta;
}

export interface PromptOptions {
  /** Defaults to the method name. */
  name?: string;
  title?: string;
  /** Defaults to the method's JSDoc summary. */
  description?: string;
  icons?: Icon[];
  _meta?: Meta;
}
