import { checkComposition } from '../src/composition/check-composition.js';
import { removeTemp, tempPackage } from './helpers/temp-package.js';

const manifest = (feature: string, tools: object[], resources: object[]) =>
  JSON.stringify({ manifestVersion: 1, feature, tools, resources, resourceTemplates: [], prompts: [] });
const linked = (name: string, uri: string) => ({ name, inputSchema: { type: 'object' }, _meta: { ui: { resourceUri: uri }, 'ui/resourceUri': uri } });

describe('check-composition and MCP Apps links', () => {
  const dir = tempPackage({
    'package.json': JSON.stringify({ name: 'app', mcpCodegen: { features: ['./charts', './reports'] } }),
    'charts/package.json': JSON.stringify({ name: 'charts' }),
    'charts/src/generated/manifest.generated.json': manifest('charts', [], [{ uri: 'ui://charts/view.html', name: 'view', mimeType: 'text/html;profile=mcp-app' }]),
    'reports/package.json': JSON.stringify({ name: 'reports' }),
    'reports/src/generated/manifest.generated.json': manifest('reports', [linked('chart', 'ui://charts/view.html'), linked('table', 'ui://reports/table.html')], []),
  });
  afterAll(() => removeTemp(dir));

  it('accepts a link another feature serves, and fails one no feature serves (MCPG1203)', () => {
    const { diagnostics } = checkComposition(dir);
    expect(diagnostics.map((d) => [d.code, d.severity, d.message])).toEqual([
      ['MCPG1203', 'error', 'The tool "table" of feature "reports" links the UI ui://reports/table.html, which no feature of this server serves.'],
    ]);
    expect(diagnostics[0].hint).toContain("@UiResource('ui://reports/table.html')");
  });
});
