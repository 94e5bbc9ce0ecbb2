// The manifest in feature.generated.ts builds its token estimates on first read (a getter), not at
// start-up: the value read must be the manifest's, the same object on every read, and a copy or
// JSON text of the manifest must carry it as a plain property did.
import ts from 'typescript';
import type { FeatureManifest } from '@mcp-codegen/manifest';
import { createWriter } from '../src/emit/code-writer.js';
import { listsJsonParts, toolListJsonParts, writeManifest } from '../src/emit/feature/write-manifest.js';

function evaluate(manifest: FeatureManifest): FeatureManifest {
  const writer = createWriter();
  writeManifest(writer, manifest);
  // What loadLists() does first: the tool list's text from lists.generated.ts.
  const loaded = `toolListJson = ${JSON.stringify(JSON.stringify(manifest.tools))};\n`;
  const source = `import type { FeatureManifest } from '@mcp-codegen/manifest';\n${toolListJsonParts(manifest).join('')}${listsJsonParts(manifest).join('')}${loaded}\n${writer.toString()}`;
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
  const module = { exports: {} as { manifest: FeatureManifest } };
  new Function('module', 'exports', outputText)(module, module.exports);
  return module.exports.manifest;
}

const manifest: FeatureManifest = {
  manifestVersion: 1,
  feature: 'f',
  tools: [
    { name: 'a', inputSchema: { type: 'object' } },
    { name: 'b', description: 'bee', inputSchema: { type: 'object' } },
  ],
  resources: [],
  resourceTemplates: [],
  prompts: [],
  tokens: { tools: { a: 10, b: 12 }, method: 'json-chars/4', total: 22 },
};

describe('token estimates in generated code', () => {
  it('reads as the manifest has them, the same object each time', () => {
    const generated = evaluate(manifest);
    expect(generated.tokens).toEqual(manifest.tokens);
    expect(generated.tokens).toBe(generated.tokens);
  });

  it('serialises and copies like a plain property', () => {
    const generated = evaluate(manifest);
    expect(JSON.parse(JSON.stringify(generated))).toEqual(manifest);
    expect({ ...generated }).toEqual(manifest);
  });

  it('is left out when the manifest has none', () => {
    const { tokens: _tokens, ...without } = manifest;
    const generated = evaluate(without);
    expect('tokens' in generated).toBe(false);
    expect(generated).toEqual(without);
  });
});
