import type CodeBlockWriter from 'code-block-writer';
import type { FeatureManifest } from '@mcp-codegen/manifest';
import { propertyKey, stringLiteral, writeLiteral } from './ts-literal.js';

/** The manifest's lists; each is emitted as JSON text. */
export const LIST_KEYS = ['tools', 'resources', 'resourceTemplates', 'prompts'] as const;

/**
 * `const listsJson = { tools: [ '<item JSON>', ... ].join(...) }` and the
 * `manifest` constant parsing it. JSON.parse loads a large list faster than
 * an object literal, and the runtime sends the same text as the list reply
 * (Feature.listsJson), so it never serialises a list. One item a line keeps
 * diffs readable; manifest.generated.json has the indented form.
 */
export function writeManifest(writer: CodeBlockWriter, manifest: FeatureManifest): void {
  writer.writeLine('// Each list as JSON text, one item a line: parsed once at load and sent as it is in list replies.');
  writer.writeLine('const listsJson = {');
  writer.indent(() => {
    for (const key of LIST_KEYS) {
      const items = manifest[key] as readonly unknown[];
      if (items.length === 0) {
        writer.writeLine(`${key}: '[]',`);
        continue;
      }
      writer.writeLine(`${key}: \`[\${[`);
      writer.indent(() => {
        for (const item of items) writer.writeLine(`${stringLiteral(JSON.stringify(item))},`);
      });
      writer.writeLine("].join(',')}]`,");
    }
  });
  writer.writeLine('};').blankLine();

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
