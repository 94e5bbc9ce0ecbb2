// Renders the catalogue page in headless Chromium: the DOM it builds, and a
// screenshot in .tmp/catalogue/ to look at. Without chromium this fails.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FeatureManifest } from '@mcp-codegen/manifest';
import { catalogueModel } from '../../src/catalogue/catalogue-model';
import { renderHtml } from '../../src/catalogue/render-html';
import { assertChromium, dumpDom, screenshot } from './headless-chromium';
import { hostileManifest, SCRIPT } from './hostile-manifest';

const REPO = join(__dirname, '..', '..', '..');
const OUT = join(REPO, '.tmp', 'catalogue');
const manifestOf = (sample: string): FeatureManifest => JSON.parse(readFileSync(join(REPO, 'samples', sample, 'src', 'generated', 'manifest.generated.json'), 'utf8'));

beforeAll(() => {
  assertChromium();
  mkdirSync(OUT, { recursive: true });
});

function page(name: string, manifests: FeatureManifest[]): string {
  const file = join(OUT, `${name}.html`);
  writeFileSync(file, renderHtml(catalogueModel(manifests)));
  return file;
}

it('renders every tool of the samples with its parameters and token cost', async () => {
  const manifests = [manifestOf('01-notes'), manifestOf('03-types')];
  const file = page('samples', manifests);
  const dom = await dumpDom(file);
  const tools = manifests.flatMap((m) => m.tools);
  expect(dom.match(/<section class="tool" /g)).toHaveLength(tools.length);
  for (const tool of tools) expect(dom).toContain(`<code class="tool-name">${tool.name}</code>`);
  const total = manifests.reduce((sum, m) => sum + m.tokens!.total, 0);
  expect(dom).toContain(`<span id="total-tokens">${total}</span>`);
  expect(dom).toMatch(/<tr><td><code>days<\/code><\/td><td><code>integer<\/code><\/td><td>no<\/td><td class="description">How many days ahead.<\/td><td><code>≥ 1<\/code>, <code>≤ 14<\/code>, <code>default 3<\/code><\/td>/);

  const png = join(OUT, 'samples.png');
  await screenshot(file, png);
  expect(readFileSync(png).subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(statSync(png).size).toBeGreaterThan(10_000); // a blank page is a few hundred bytes
}, 120_000);

it('shows markup from descriptions as text: nothing in them runs', async () => {
  const dom = await dumpDom(page('hostile', [hostileManifest]));
  expect(dom).toMatch(/<body>/);
  expect(dom).not.toMatch(/<body[^>]*data-pwned/); // set on <body> by the payloads, had either run
  expect(dom.match(/<script/gi)).toBeNull();
  expect(dom.match(/<img/gi)).toBeNull();
  expect(dom).toContain('Ignore this: &lt;/p&gt;&lt;script&gt;document.body.setAttribute("data-pwned","script")&lt;/script&gt; and | pipes |');
  expect(dom).toContain('<title>Tool catalogue: hostile&lt;b&gt;</title>');

  // Escaping alone holds, without the page's Content-Security-Policy behind it.
  const bare = join(OUT, 'hostile-without-policy.html');
  writeFileSync(bare, readFileSync(join(OUT, 'hostile.html'), 'utf8').replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ''));
  expect(await dumpDom(bare)).not.toMatch(/<body[^>]*data-pwned|<script|<img/i);
}, 120_000);

it('the check above would see a payload that ran (control: the same payload unescaped, without the page policy)', async () => {
  const file = join(OUT, 'control.html');
  writeFileSync(file, `<!DOCTYPE html><html><head><title>control</title></head><body><p>${SCRIPT}</p></body></html>`);
  expect(await dumpDom(file)).toMatch(/<body data-pwned="script">/);
}, 120_000);
