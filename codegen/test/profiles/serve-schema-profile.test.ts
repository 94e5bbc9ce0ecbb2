// `mcp-codegen serve --schema-profile`, the built command over stdio with the official SDK client: every client
// is listed the profile's lowered schemas, and calls made from them reach the method as canonical calls do.
// Serves the built samples/03-types (npm test runs build:samples first).
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { assertCliBuilt, BIN, REPO, runCli } from '../helpers/run-cli.js';

const TYPES = join(REPO, 'samples', '03-types');

describe('mcp-codegen serve --schema-profile', () => {
  beforeAll(() => assertCliBuilt());

  it('serves the openai-strict variants and maps their arguments back', async () => {
    const client = new Client({ name: 'strict', version: '1' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [BIN, 'serve', TYPES, '--schema-profile', 'openai-strict'], stderr: 'pipe' }));
    try {
      const search = (await client.listTools()).tools.find((t) => t.name === 'search')!;
      expect(search.inputSchema.required).toEqual(['query', 'limit', 'order', 'region']);
      const result = (await client.callTool({ name: 'search', arguments: { query: 'oslo', limit: null, order: null, region: null } })) as { content: Array<{ text: string }> };
      expect(JSON.parse(result.content[0]!.text).values).toEqual({ query: 'oslo', limit: 10, order: 'near' });
    } finally {
      await client.close();
    }
  });

  it('refuses a profile it does not know', () => {
    const run = runCli(['serve', TYPES, '--schema-profile', 'chatgpt']);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('--schema-profile must be one of bedrock, claude, claude-code, gemini, openai-strict, vscode');
  });
});
