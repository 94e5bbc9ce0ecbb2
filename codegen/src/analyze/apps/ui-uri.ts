import { UI_SCHEME } from '@mcp-codegen/manifest';

/** A UI resource URI is a fixed `ui://` URI: hosts fetch it ahead of the tool call, with no arguments. */
export function uiUriProblem(uri: string): string | undefined {
  if (!uri.startsWith(UI_SCHEME) || uri.length === UI_SCHEME.length) return `The UI resource URI ${JSON.stringify(uri)} must start with ${UI_SCHEME}.`;
  if (uri.includes('{') || uri.includes('}')) return `The UI resource URI ${JSON.stringify(uri)} cannot be a template: hosts read it with no arguments.`;
  return undefined;
}
