// The list JSON in feature.generated.ts is laid out one item a line for
// review, and must still come to exactly JSON.stringify's text at load: the
// runtime sends it as the list reply, and stdio frames messages by line.
import ts from 'typescript';
import type { FeatureManifest } from '@mcp-codegen/manifest';
import { listsJsonParts } from '../src/emit/feature/write-manifest.js';

function evaluate(manifest: FeatureManifest): Record<string, string> {
  const source = `${listsJsonParts(manifest).join('')}\nexport { listsJson };\n`;
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
  const module = { exports: {} as { listsJson: Record<string, string> } };
  new Function('module', 'exports', outputText)(module, module.exports);
  return module.exports.listsJson;
}

const awkward = 'quotes " and \' and `backticks` and ${not a hole} and \\ and \\n and a\nnewline, a\u2028separator, tabs\t, é, 😀';

const manifest: FeatureManifest = {
  manifestVersion: 1,
  feature: 'f',
  tools: [
    {
      name: 'long',
      description: awkward,
      inputSchema: {
        type: 'object',
        properties: { [awkward]: { type: 'string', enum: ['a', 'b'], description: 'x'.repeat(100) }, n: { type: 'array', items: { type: 'number' } } },
        required: [awkward],
        additionalProperties: false,
      },
    },
    { name: 'short', inputSchema: { type: 'object' } },
  ],
  resources: [{ uri: 'a://x', name: 'x' }],
  resourceTemplates: [],
  prompts: [{ name: 'p', description: '  leading spaces\n   after a newline  ', arguments: [{ name: 'a', required: true }] }],
};

describe('listsJson in generated code', () => {
  const lists = evaluate(manifest);

  it("comes to exactly JSON.stringify's text, awkward strings included", () => {
    for (const key of ['tools', 'resources', 'resourceTemplates', 'prompts'] as const) expect(lists[key]).toBe(JSON.stringify(manifest[key]));
  });

  it('is laid out one item a line, each as JSON.stringify writes it', () => {
    const text = listsJsonParts(manifest).join('');
    const tools = text.slice(text.indexOf('tools: oneLine(`'), text.indexOf('`),', text.indexOf('tools: oneLine(`')));
    expect(tools.split('\n').slice(1, -1)).toEqual([
      `${JSON.stringify(manifest.tools[0]).replace(/[\\`]|\$\{/g, (m) => `\\${m}`).replaceAll('\u2028', '\\u2028')},`,
      JSON.stringify(manifest.tools[1]),
    ]);
  });
});
