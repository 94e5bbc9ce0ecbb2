/**
 * Middleware: code that runs around handler calls. A class implements
 * `Middleware` once; `@Use(...)` applies it to a class (every handler in it)
 * or to one method, and `serve(features, { use: [...] })` applies it to every
 * call of a server. `mcp-codegen build` reads `@Use` from source and
 * registers the classes with explicit factories, so a method without
 * middleware pays nothing. Types only, apart from the inert `Use` marker.
 */
import type { McpContext } from './context.js';
import type { InertDecorator } from './markers.js';

/** What is being called. `list` is a list method (tools/list, ...), seen only by server-wide middleware. */
export type CallKind = 'tool' | 'resource' | 'prompt' | 'completion' | 'list';

/** One call, as middleware and error filters see it. */
export interface McpCallInfo {
  readonly kind: CallKind;
  /**
   * The tool or prompt name; a resource's URI or a template's URI template;
   * for a completion, the prompt name or URI template; for a list, the method.
   */
  readonly name: string;
  /** The feature that serves it (absent for a list). */
  readonly feature?: string;
  /** Its manifest entry, exactly as listed to clients (tool, resource, template or prompt descriptor); `{}` for a list. */
  readonly entry: Readonly<Record<string, unknown>>;
  /**
   * The validated arguments (tools, prompts), a template's variables, a
   * completion's `{ argument, value }`, or a list's `{ cursor }`. Read-only.
   */
  readonly arguments: Readonly<Record<string, unknown>>;
  /** The URI being read (resources only). */
  readonly uri?: string;
}

export interface McpCall extends McpCallInfo {
  /** The handler's own context: auth, signal (with the timeout applied), log, progress. */
  readonly context: McpContext;
}

/**
 * Runs around a call. `next()` runs the rest of the chain and the handler
 * and resolves with the handler's return value (before it becomes an MCP
 * result), or rejects with what it threw. Return that value, another one of
 * the same shape (transform), or one without calling `next()` (short-circuit);
 * throw a `ToolError` to refuse with a message the client sees.
 */
export interface Middleware {
  handle(call: McpCall, next: () => Promise<unknown>): unknown;
}

/** A middleware class, built by the server's container. */
export type MiddlewareClass = abstract new (...args: any[]) => Middleware;

/** What an app applies per server or per feature: a middleware instance, or a class the container builds. */
export type MiddlewareEntry = Middleware | MiddlewareClass;

/**
 * Applies middleware to every handler of a class, or to one method; the
 * first runs outermost. Class middleware runs outside method middleware.
 * Inert: `mcp-codegen build` reads it from source.
 */
export function Use(...middleware: MiddlewareClass[]): InertDecorator {
  void middleware;
  return () => undefined;
}
