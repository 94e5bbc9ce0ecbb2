import type CodeBlockWriter from 'code-block-writer';
import type { FeatureManifest } from '@mcp-codegen/manifest';
import { readableJson, templateLiteralText } from './readable-json.js';
import { propertyKey, writeLiteral } from '../ts-literal.js';

/** The manifest's lists; each is emitted as JSON text. */
export const LIST_KEYS = ['tools', 'resources', 'resourceTemplates', 'prompts'] as const;

/**
 * `const listsJson = { tools: oneLine(`[ ...readable JSON... ]`), ... }`:
 * each list as JSON text laid out one member a line (readable-json.ts), so a
 * change to one schema shows as the lines it changes. oneLine takes the
 * layout out at load, which leaves exactly JSON.stringify's text; the
 * manifest constant parses it (JSON.parse loads a large list faster than an
 * object literal) and the runtime sends it as the list reply
 * (Feature.listsJson), so it never serialises a list. Laid out here, not
 * through the writer, which would re-read every character.
 */
export function listsJsonText(manifest: FeatureManifest): string {
  const lines = [
    '// Each list as JSON text, one member a line. oneLine takes out each line break and the indentation after it,',
    "// which leaves exactly JSON.stringify's text: parsed once at load, and sent as it is in list replies.",
    "const oneLine = (json: string): string => json.replace(/\\n */g, '');",
    'const listsJson = {',
  ];
  for (const key of LIST_KEYS) {
    const items = manifest[key] as readonly unknown[];
    lines.push(items.length === 0 ? `  ${key}: '[]',` : `  ${key}: oneLine(\`${templateLiteralText(readableJson(items, '  '))}\`),`);
  }
  lines.push('};');
  return `${lines.join('\n')}\n`;
}

/** `export const manifest`, its lists parsed from listsJson. */
export function writeManifest(writer: CodeBlockWriter, manifest: FeatureManifest): void {
  writer.writeLine('export const manifest: FeatureManifest = {');
  writer.indent(() => {
    for (const [key, value] of Object.entries(manifest)) {
      if ((LIST_KEYS as readonly string[]).includes(key)) {
        writer.writeLine(`${propertyKey(key)}: JSON.parse(listsJson.${key}),`);
        continue;
      }
      writer.write(`${propertyKey(key)}: `);
      writeLiteral(writer, value);
      writer.write(',').newLine();
    }
  });
  writer.writeLine('};');
}
