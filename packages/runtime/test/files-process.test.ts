/**
 * readConfined in a real server process, from the built package as ESM and as CJS, driven by the official
 * SDK client over stdio: node:fs/promises is not loaded at start-up (startup-modules.test.ts), so the first
 * file read loads it (src/lazy-builtins.ts). A file inside the root is read; a symlink out of it is refused.
 * Needs `npm run build -w @mcp-codegen/runtime`.
 */
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const dist = join(__dirname, '..', 'dist');
let base: string;
let root: string;

beforeAll(() => {
  base = realpathSync(mkdtempSync(join(tmpdir(), 'files-process-')));
  root = join(base, 'root');
  mkdirSync(root);
  writeFileSync(join(root, 'a.txt'), 'inside');
  writeFileSync(join(base, 'secret.txt'), 'the secret');
  symlinkSync(join(base, 'secret.txt'), join(root, 'escape.txt'));
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

/** A feature with one template, files://{+path}, read with readConfined under `root`. Source text for `node -e`. */
function featureSource(): string {
  return `
const feature = {
  manifest: { manifestVersion: 1, feature: 'files', tools: [], resources: [], prompts: [],
    resourceTemplates: [{ uriTemplate: 'files://{+path}', name: 'file', description: 'A file.', mimeType: 'text/plain' }] },
  register() {},
  tools: {}, resources: {}, prompts: {},
  resourceTemplates: {
    'files://{+path}': { pattern: /^files:\\/\\/(.+)$/, variables: ['path'], result: 'text',
      read: async (_c, _uri, vars) => (await readConfined(${JSON.stringify(root)}, vars.path)).toString('utf8') },
  },
};
`;
}

const scripts = {
  cjs: () => ['-e', `const { serve, readConfined } = require(${JSON.stringify(join(dist, 'index.cjs'))});${featureSource()}serve([feature], { name: 'files' });`],
  esm: () => ['--input-type=module', '-e', `import { serve, readConfined } from ${JSON.stringify(join(dist, 'index.mjs'))};${featureSource()}await serve([feature], { name: 'files' });`],
};

describe.each(Object.entries(scripts))('a %s server process reading files with readConfined', (_format, args) => {
  let client: Client;

  beforeEach(async () => {
    if (!existsSync(join(dist, 'index.cjs'))) throw new Error(`${dist} is missing: run \`npm run build -w @mcp-codegen/runtime\` first.`);
    client = new Client({ name: 'files-test', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: args(), stderr: 'pipe' }));
  });

  afterEach(() => client.close());

  it('reads a file inside the root', async () => {
    const read = await client.readResource({ uri: 'files://a.txt' });
    expect(read.contents).toEqual([expect.objectContaining({ uri: 'files://a.txt', text: 'inside' })]);
  });

  it('refuses a symlink out of the root (-32002), naming neither path nor showing the file', async () => {
    const refused = await client.readResource({ uri: 'files://escape.txt' }).then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(refused).toBe("MCP error -32002: Path not allowed: it leads outside the resource's folder.");
    expect(refused).not.toContain(base);
    expect(refused).not.toContain('the secret');
  });
});
