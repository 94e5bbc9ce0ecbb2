import type { PromptOptions, ResourceOptions, ToolOptions, UiResourceOptions } from './options.js';

/**
 * What every marker returns: a decorator that does nothing. It fits both
 * legacy (experimentalDecorators) and standard decorators, so users may
 * compile with either. `mcp-codegen build` reads the markers from source.
 */
export type InertDecorator = (...args: any[]) => void;

const inert: InertDecorator = () => undefined;

/** Marks a method as an MCP tool. Its parameters are the input schema. */
export function Tool(options?: ToolOptions): InertDecorator {
  void options;
  return inert;
}

/**
 * Marks a method as an MCP resource. A URI without `{variables}` is a fixed
 * resource; with them it is a template whose variables bind to the
 * parameters of the same name.
 */
export function Resource(uriTemplate: string, options?: ResourceOptions): InertDecorator {
  void uriTemplate;
  void options;
  return inert;
}

/** Marks a method as an MCP prompt. Its parameters are the prompt's arguments. */
export function Prompt(options?: PromptOptions): InertDecorator {
  void options;
  return inert;
}

/**
 * MCP Apps: a `ui://` resource holding an interactive UI's HTML, served as
 * `text/html;profile=mcp-app`. On a method, the method returns the HTML; on a
 * class, `options.file` names an HTML file of the package, embedded at build time.
 * Link it from a tool with `@Tool({ ui: 'ui://...' })`.
 */
export function UiResource(uri: string, options?: UiResourceOptions): InertDecorator {
  void uri;
  void options;
  return inert;
}
