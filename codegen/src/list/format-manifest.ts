import type { FeatureManifest, JsonSchema } from '@mcp-codegen/manifest';
import { toolTokens } from '../budget/token-estimate.js';
import { formatTable } from './format-table.js';

/** The manifest for people: one table per kind, with each entry's arguments and first line of description. */
export function formatManifest(manifest: FeatureManifest): string {
  const sections: string[] = [`Feature ${manifest.feature}\n`];
  const first = (text?: string) => (text ?? '').split('\n')[0]!;
  if (manifest.tools.length > 0) {
    const tokens = toolTokens(manifest);
    const total = [...tokens.values()].reduce((sum, n) => sum + n, 0);
    const rows = manifest.tools.map((t) => [t.name, argumentsOf(t.inputSchema), t.outputSchema ? 'structured' : '', String(tokens.get(t.name)), first(t.description)]);
    sections.push(
      `Tools (${rows.length}, about ${total} tokens)\n` + indent(formatTable(['NAME', 'ARGUMENTS', 'OUTPUT', 'TOKENS', 'DESCRIPTION'], rows)),
    );
  }
  if (manifest.resources.length > 0) {
    const rows = manifest.resources.map((r) => [r.uri, r.name, r.mimeType ?? '', first(r.description)]);
    sections.push(`Resources (${rows.length})\n` + indent(formatTable(['URI', 'NAME', 'MIME TYPE', 'DESCRIPTION'], rows)));
  }
  if (manifest.resourceTemplates.length > 0) {
    const rows = manifest.resourceTemplates.map((r) => [r.uriTemplate, r.name, r.mimeType ?? '', first(r.description)]);
    sections.push(`Resource templates (${rows.length})\n` + indent(formatTable(['URI TEMPLATE', 'NAME', 'MIME TYPE', 'DESCRIPTION'], rows)));
  }
  if (manifest.prompts.length > 0) {
    const rows = manifest.prompts.map((p) => [p.name, (p.arguments ?? []).map((a) => (a.required ? a.name : `${a.name}?`)).join(', '), first(p.description)]);
    sections.push(`Prompts (${rows.length})\n` + indent(formatTable(['NAME', 'ARGUMENTS', 'DESCRIPTION'], rows)));
  }
  return sections.join('\n');
}

/** `title, body, tags?`: optional arguments end with `?`, as in TypeScript. */
function argumentsOf(schema: JsonSchema): string {
  const properties = Object.keys((schema.properties as object | undefined) ?? {});
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return properties.map((name) => (required.has(name) ? name : `${name}?`)).join(', ');
}

const indent = (text: string) => text.replace(/^(?=.)/gm, '  ');
