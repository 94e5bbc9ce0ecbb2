// The list JSON in feature.generated.ts is laid out one item a line for
// review, and must still come to exactly JSON.stringify's text at load: the
// runtime sends it as the list reply, and stdio frames messages by line. The
// tool list's text is in lists.generated.ts (one line), which loadLists() imports.
import ts from 'typescript';
import type { FeatureManifest } from '@mcp-codegen/manifest';
import { listsJsonParts, toolListJsonParts } from '../src/emit/feature/write-manifest.js';
import { listsModuleText } from '../src/emit/lists/emit-lists.js';

function run<T>(source: string): T {
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
  const module = { exports: {} as T };
  new Function('module', 'exports', outputText)(module, module.exports);
  return module.exports;
}

/** The feature's listsJson, and a function that does what loadLists() does: set the tool list's text from the lists module. */
function evaluate(manifest: FeatureManifest): { listsJson: Record<string, string>; loadLists: () => void } {
  const { tools } = run<{ tools: string }>(listsModuleText(manifest.tools));
  const source = `${toolListJsonParts(manifest).join('')}${listsJsonParts(manifest).join('')}\nexport { listsJson };\nexport const loadLists = () => { toolListJson = ${JSON.stringify(tools)}; };\n`;
  return run(source);
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
  it("comes to exactly JSON.stringify's text, awkward strings included, the tools' once loadLists() has run", () => {
    const { listsJson, loadLists } = evaluate(manifest);
    expect(() => listsJson.tools).toThrow('read before feature.loadLists()');
    loadLists();
    for (const key of ['tools', 'resources', 'resourceTemplates', 'prompts'] as const) expect(listsJson[key]).toBe(JSON.stringify(manifest[key]));
  });

  it('is laid out one item a line, each as JSON.stringify writes it', () => {
    const text = listsJsonParts(manifest).join('');
    const prompts = text.slice(text.indexOf('prompts: oneLine(`'), text.indexOf('`),', text.indexOf('prompts: oneLine(`')));
    expect(prompts.split('\n').slice(1, -1)).toEqual([JSON.stringify(manifest.prompts[0]).replace(/[\\`]|\$\{/g, (m) => `\\${m}`)]);
  });

  it('has the tool list as one single-quoted line in lists.generated.ts', () => {
    const line = listsModuleText(manifest.tools).split('\n').find((l) => l.startsWith('export const tools'));
    expect(line).toBe(`export const tools: string = '${JSON.stringify(manifest.tools).replace(/[\\']/g, (m) => `\\${m}`).replaceAll('\u2028', '\\u2028')}';`);
  });

  it('declares oneLine only when a list other than the tools has items', () => {
    expect(listsJsonParts({ ...manifest, resources: [], prompts: [] }).join('')).not.toContain('oneLine');
    expect(listsJsonParts(manifest).join('')).toContain('oneLine');
  });
});
