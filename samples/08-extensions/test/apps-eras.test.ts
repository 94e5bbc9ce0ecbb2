// The MCP Apps and Skills declarations in both protocol eras, through the
// official SDK v2 client over stdio: 'legacy' stays on 2025-11-25 (initialize),
// 'auto' negotiates 2026-07-28 (server/discover, stateless requests).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';

const serverEntry = join(__dirname, '..', 'dist', 'main.js');
const UI_MIME_TYPE = 'text/html;profile=mcp-app';

describe.each(['legacy', 'auto'] as const)('extensions in the %s era', (mode) => {
  let client: Client;
  beforeAll(async () => {
    if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first.`);
    client = new Client({ name: `eras-${mode}`, version: '1.0.0' }, { versionNegotiation: { mode } });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [serverEntry], stderr: 'pipe' }));
  });
  afterAll(() => client?.close());

  test('advertises both extensions and serves the UI with its MIME type and _meta.ui', async () => {
    expect(client.getNegotiatedProtocolVersion()).toBe(mode === 'legacy' ? '2025-11-25' : '2026-07-28');
    expect(client.getServerCapabilities()?.extensions).toEqual({
      'io.modelcontextprotocol/skills': { directoryRead: true },
      'io.modelcontextprotocol/ui': { mimeTypes: [UI_MIME_TYPE] },
    });
    const { tools } = await client.listTools();
    expect(tools[0]._meta).toEqual({ ui: { resourceUri: 'ui://dice/roll.html' }, 'ui/resourceUri': 'ui://dice/roll.html' });
    const read = await client.readResource({ uri: 'ui://dice/roll.html' });
    expect(read.contents).toHaveLength(1);
    expect(read.contents[0]).toMatchObject({ uri: 'ui://dice/roll.html', mimeType: UI_MIME_TYPE, _meta: { ui: { prefersBorder: true } } });
  });
});
