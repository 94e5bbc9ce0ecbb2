/**
 * esbuild drops decorator metadata; the generated registrations do not need
 * it. The monorepo server app is bundled with esbuild into a temp dir inside
 * the workspace and driven over stdio by the official SDK client.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const root = join(__dirname, '..', '..', '..');
const serverDir = join(__dirname, '..', 'server');

/** The banner docs/deployment.md gives: CommonJS dependencies (tsyringe, ajv) need require() inside the ES module. */
const documentedBanner = /--banner:js="([^"]+)"/.exec(readFileSync(join(root, 'docs', 'deployment.md'), 'utf8'))![1]!;
/** The banner most esbuild guides give: it declares `createRequire` in the bundle's top scope, which the runtime must not. */
const commonBanner = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

describe.each([
  ['the banner docs/deployment.md gives', documentedBanner],
  ['the common createRequire banner', commonBanner],
])('the monorepo server built with esbuild, %s', (_name, banner) => {
  let outDir: string;
  let client: Client;

  beforeAll(async () => {
    outDir = mkdtempSync(join(root, 'node_modules', '.tmp-esbuild-'));
    const outfile = join(outDir, 'main.mjs');
    execFileSync(
      join(root, 'node_modules', '.bin', 'esbuild'),
      [join(serverDir, 'src', 'main.ts'), '--bundle', '--platform=node', '--format=esm', '--target=node20', `--tsconfig=${join(serverDir, 'tsconfig.json')}`, `--outfile=${outfile}`, '--log-level=error',
        `--banner:js=${banner}`],
      { cwd: root },
    );
    // No metadata was emitted for any class: injection must come from the generated factories.
    expect(readFileSync(outfile, 'utf8')).not.toMatch(/__metadata\("design:paramtypes"/);
    client = new Client({ name: 'esbuild-test', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [outfile], stderr: 'pipe' }));
  }, 60_000);

  afterAll(async () => {
    await client?.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('injects by token and by class without metadata', async () => {
    const forecast = await client.callTool({ name: 'getForecast', arguments: { city: 'Rome', days: 3 } });
    expect(forecast.structuredContent).toEqual({ city: 'Rome', temperatures: [20, 21, 22] });
    await client.callTool({ name: 'calendar_addEvent', arguments: { title: 'Opera', date: '2025-07-01' } });
    const listed = await client.callTool({ name: 'calendar_listEvents', arguments: {} });
    expect(listed.structuredContent).toEqual({ events: [{ id: 'e1', title: 'Opera', date: '2025-07-01' }] });
    expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual(['calendar_addEvent', 'calendar_confirmDraft', 'calendar_draftEvent', 'calendar_inviteToDraft', 'calendar_listEvents', 'calendar_status', 'getForecast', 'status']);
  });
});
