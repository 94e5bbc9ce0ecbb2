import { emitAll } from '../src/emit/emit-all.js';
import { analyzeFixture, describe as place } from './helpers/analysis.js';

describe('MCP Apps at build time', () => {
  const result = analyzeFixture('apps');

  it('reports each broken UI resource and tool link at its decorator, with a hint', () => {
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map(place)).toEqual([
      'MCPG3302 error src/apps.ts:16:1',
      'MCPG3302 error src/apps.ts:19:1',
      'MCPG3301 error src/apps.ts:23:15',
      'MCPG3302 error src/apps.ts:28:3',
      'MCPG3303 error src/apps.ts:33:3',
      'MCPG3304 warning src/apps.ts:39:3',
      'MCPG3303 error src/apps.ts:43:3',
    ]);
    expect(result.diagnostics.every((d) => d.hint)).toBe(true);
    const messages = result.diagnostics.map((d) => d.message);
    expect(messages[0]).toContain('"ui/missing.html" does not exist');
    expect(messages[4]).toContain('csp.connectDomains');
    expect(messages[5]).toContain('ui://apps/elsewhere.html');
    expect(messages[6]).toContain('"ui.csp"');
  });

  it('models a valid app: the embedded HTML with its _meta.ui, the method form, and the tool link', () => {
    const valid = analyzeFixture('apps-ok');
    if (!valid.ok) throw new Error(valid.diagnostics.map((d) => d.message).join('\n'));
    const model = valid.value;
    expect(model.uiFiles!.map((f) => f.descriptor)).toEqual([
      { uri: 'ui://apps/view.html', name: 'Valid', mimeType: 'text/html;profile=mcp-app', _meta: { ui: { csp: { connectDomains: ['https://api.example.com'] }, prefersBorder: false } } },
    ]);
    expect(model.uiFiles![0].content).toEqual({ text: '<!doctype html><title>View</title><p>view</p>\n' });
    expect(model.resources.map((r) => r.descriptor)).toEqual([{ uri: 'ui://apps/card.html', name: 'card', mimeType: 'text/html;profile=mcp-app' }]);
    expect(model.tools[0].descriptor._meta).toEqual({ ui: { resourceUri: 'ui://apps/view.html', visibility: ['model', 'app'] }, 'ui/resourceUri': 'ui://apps/view.html' });
    const emitted = emitAll(model);
    if (!emitted.ok) throw new Error('emit failed');
    const file = (name: string) => emitted.value.find((f) => f.path.endsWith(name))!.content;
    expect(file('files.generated.ts')).toContain(`'ui://apps/view.html': { mimeType: 'text/html;profile=mcp-app', text: '<!doctype html><title>View</title><p>view</p>\\n', _meta: {"ui":{"csp":{"connectDomains":["https://api.example.com"]},"prefersBorder":false}} },`);
    expect(file('client.generated.ts')).toContain("export const toolUis = {\n  show: 'ui://apps/view.html',\n};");
  });
});
