// End to end, as a host renders an MCP App: the official MCP client (SDK v2,
// Streamable HTTP) lists the sample's tool, reads the UI resource it links and
// calls the tool; headless Chromium renders the HTML in a sandboxed iframe and
// the official AppBridge (@modelcontextprotocol/ext-apps) answers the app's
// ui/initialize and its tools/call; the test checks the DOM and screenshots.
// It fails, never skips, without Chromium: CI installs it (/usr/bin/chromium).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ExtensionsClient } from '../src/generated/client.generated';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const sample = join(__dirname, '..');
const serverEntry = join(sample, 'dist', 'main.js');
const UI_MIME_TYPE = 'text/html;profile=mcp-app';

async function startServer(): Promise<{ child: ChildProcess; url: string }> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first.`);
  const child = spawn(process.execPath, [serverEntry, '--http'], { env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'ignore', 'pipe'] });
  const url = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stderr!.on('data', (chunk) => {
      text += chunk;
      const match = /http:\/\/127\.0\.0\.1:\d+\/mcp/.exec(text);
      if (match) resolve(match[0]);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${text}`)));
  });
  return { child, url };
}

/** Pixels of a screenshot in the dice's blue (#2f6fed), counted by the browser's own PNG decoder. */
async function bluePixels(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = Object.assign(document.createElement('canvas'), { width: image.width, height: image.height });
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i] - 0x2f) < 8 && Math.abs(data[i + 1] - 0x6f) < 8 && Math.abs(data[i + 2] - 0xed) < 8) count++;
    return count;
  }, png.toString('base64'));
}

/** The PNG's width and height, from its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('the MCP App of samples/08-extensions in a host', () => {
  let server: { child: ChildProcess; url: string };
  let client: Client;
  let browser: Browser;
  let hostScript: string;

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`Chromium is missing at ${CHROMIUM}: install Debian's chromium package (CI does), or set CHROMIUM_PATH.`);
    server = await startServer();
    client = new Client({ name: 'apps-host-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
    const bundle = await build({ entryPoints: [join(__dirname, 'host', 'host-page.ts')], bundle: true, write: false, format: 'iife', platform: 'browser', target: 'es2022', logLevel: 'silent' });
    hostScript = bundle.outputFiles[0].text;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await client?.close();
    server?.child.kill('SIGTERM');
  });

  test('the server advertises the extension, the tool links its UI, and the UI is served as an MCP App', async () => {
    expect(client.getServerCapabilities()?.extensions).toMatchObject({ 'io.modelcontextprotocol/ui': { mimeTypes: [UI_MIME_TYPE] } });
    const { tools } = await client.listTools();
    const tool = tools.find((t) => t.name === 'roll_dice')!;
    expect(tool._meta).toEqual({ ui: { resourceUri: 'ui://dice/roll.html' }, 'ui/resourceUri': 'ui://dice/roll.html' });
    const { resources } = await client.listResources();
    expect(resources.find((r) => r.uri === 'ui://dice/roll.html')).toMatchObject({ mimeType: UI_MIME_TYPE, _meta: { ui: { prefersBorder: true } } });
    const read = await client.readResource({ uri: 'ui://dice/roll.html' });
    expect(read.contents[0]).toMatchObject({ uri: 'ui://dice/roll.html', mimeType: UI_MIME_TYPE, _meta: { ui: { prefersBorder: true } } });
    // The method form: the HTML comes from the method, the CSP from the decorator, on the content item too.
    const about = await client.readResource({ uri: 'ui://dice/about.html' });
    expect(about.contents[0]).toMatchObject({ mimeType: UI_MIME_TYPE, _meta: { ui: { csp: { resourceDomains: ['https://fonts.example.com'] } } } });
    expect((about.contents[0] as { text: string }).text).toContain('Dice from 2 to 100 sides.');
  });

  test('renders the tool result in a sandboxed iframe, and the UI calls the tool through the host', async () => {
    // The generated typed client knows which UI the tool links.
    const html = (await new ExtensionsClient(client as never).readToolUi('roll_dice')).text;
    expect(html).toContain('<title>Dice roll</title>');
    const toolInput = { count: 3, sides: 6 };
    const toolResult = await client.callTool({ name: 'roll_dice', arguments: toolInput });
    const roll = toolResult.structuredContent as { rolls: number[]; total: number };

    const page = await browser.newPage({ viewport: { width: 520, height: 360 } });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && pageErrors.push(message.text()));
    try {
      await page.exposeFunction('mcpCallTool', (params: { name: string; arguments?: Record<string, unknown> }) => client.callTool(params));
      await page.setContent('<!doctype html><html><body style="margin:8px;background:#f4f4f4"></body></html>');
      await page.addScriptTag({ content: hostScript });
      const app = page.frameLocator('#app');
      await page.evaluate((options) => (window as never as { startHost(o: unknown): Promise<void> }).startHost(options), { html, toolInput, toolResult });

      await app.getByText('Rolled 3 dice.').waitFor();
      expect(await app.locator('#total').textContent()).toBe(`Total: ${roll.total}`);
      expect(await app.locator('#dice li').allTextContents()).toEqual(roll.rolls.map(String));
      const shown = await page.locator('#app').screenshot();
      expect(pngSize(shown)).toEqual({ width: 482, height: 322 });
      // Three 48 px dice are on screen (their digits and rounded corners take a little of each).
      const threeDice = await bluePixels(page, shown);
      expect(threeDice).toBeGreaterThan(3 * 40 * 40);
      expect(threeDice).toBeLessThan(3 * 48 * 48);
      const screenshots = join(sample, 'test', 'screenshots');
      mkdirSync(screenshots, { recursive: true });
      writeFileSync(join(screenshots, 'dice-roll.png'), shown);

      // The app's own tools/call goes through the bridge to the server.
      await app.locator('#again').click();
      await app.getByText('Rolled 2 dice.').waitFor();
      expect(await app.locator('#dice li').count()).toBe(2);
      const again = await app.locator('#dice li').allTextContents();
      const total = again.reduce((sum, n) => sum + Number(n), 0);
      expect(await app.locator('#total').textContent()).toBe(`Total: ${total}`);
      expect(await page.evaluate(() => (window as never as { hostLog: string[] }).hostLog)).toEqual(['initialized', 'tool-result sent', 'tools/call roll_dice']);
      const after = await page.locator('#app').screenshot();
      const twoDice = await bluePixels(page, after);
      expect(twoDice).toBeGreaterThan(2 * 40 * 40);
      expect(twoDice).toBeLessThan(2 * 48 * 48);
      expect(pageErrors).toEqual([]);
    } catch (error) {
      throw new Error(`${(error as Error).message}\npage errors: ${JSON.stringify(pageErrors)}`);
    } finally {
      await page.close();
    }
  });
});
