import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FeatureManifest } from '@mcp-codegen/manifest';
import { catalogueFiles } from '../../src/catalogue/catalogue-files';
import { catalogueModel } from '../../src/catalogue/catalogue-model';
import { markdownCode } from '../../src/catalogue/escape';
import { renderHtml } from '../../src/catalogue/render-html';
import { renderMarkdown } from '../../src/catalogue/render-markdown';
import { constraintsOf, typeOf } from '../../src/catalogue/schema-summary';
import { main } from '../../src/cli/main';
import { captureIo } from '../helpers/capture-io';
import { hostileManifest } from './hostile-manifest';

const REPO = join(__dirname, '..', '..', '..');
const manifestOf = (sample: string): FeatureManifest => JSON.parse(readFileSync(join(REPO, 'samples', sample, 'src', 'generated', 'manifest.generated.json'), 'utf8'));

describe('schema summaries', () => {
  it.each([
    [{ type: 'string' }, 'string'],
    [{ type: 'array', items: { type: 'integer' } }, 'Array<integer>'],
    [{ type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }] }, '[string, number]'],
    [{ enum: ['a', 'b'] }, '"a" | "b"'],
    [{ type: 'string', enum: ['a'] }, '"a"'],
    [{ const: 3 }, '3'],
    [{ anyOf: [{ type: 'string' }, { type: 'null' }] }, 'string | null'],
    [{ type: ['string', 'null'] }, 'string | null'],
    [{ $ref: '#/$defs/Limit' }, 'Limit'],
    [{ type: 'object', additionalProperties: { type: 'number' } }, 'Record<string, number>'],
    [{}, 'any'],
  ])('%j reads as %s', (schema, text) => {
    expect(typeOf(schema)).toBe(text);
  });

  it('tells constraints in a fixed order', () => {
    expect(constraintsOf({ maximum: 14, minimum: 1, default: 3, format: 'email', pattern: '^a', deprecated: true })).toEqual(['≥ 1', '≤ 14', 'pattern ^a', 'format email', 'default 3', 'deprecated']);
  });

  it('a code span is longer than any backtick run inside it', () => {
    expect(markdownCode('a`b')).toBe('``a`b``');
    expect(markdownCode('`x`')).toBe('`` `x` ``');
    expect(markdownCode('a|b')).toBe('`a\\|b`');
  });
});

describe('the catalogue', () => {
  const notes = manifestOf('01-notes');

  it('shows each tool with parameters, types, constraints, token cost, resources and prompts', () => {
    const md = renderMarkdown(catalogueModel([notes]));
    expect(md).toMatch(/^# Tool catalogue: notes\n/);
    expect(md).toContain(`about ${notes.tokens!.total} tokens of context`);
    expect(md).toContain('### `addNote` — Add note');
    expect(md).toContain('| `priority` | `"high" \\| "low" \\| "normal"` | no | How urgent the note is | `default "normal"` |  |');
    expect(md).toContain(`about ${notes.tokens!.tools.searchNotes} tokens; read-only; output \`object\``);
    expect(md).toMatch(/## Resources\n\n\| URI \| Name \| MIME type \| Description \|\n\|---\|---\|---\|---\|\n\| `notes:\/\/index` \| index \| text\/markdown \|/);
    expect(md).toContain('(template)');
    expect(md).toMatch(/## Prompts\n\n### `summarize`/);
  });

  it('shows @example values', () => {
    const md = renderMarkdown(catalogueModel([hostileManifest]));
    expect(md).toMatch(/\| `count` \| `integer` \| no \| {2}\| `≥ 1`, `≤ 10`, `default 3` \| `5` \|/);
  });

  it('is the same bytes for the same manifests, and lists features in the order given', () => {
    const types = manifestOf('03-types');
    expect(catalogueFiles([notes, types])).toEqual(catalogueFiles([JSON.parse(JSON.stringify(notes)), types]));
    const names = catalogueModel([notes, types]).tools.map((t) => t.feature);
    expect(names.indexOf('types')).toBeGreaterThan(names.lastIndexOf('notes'));
  });

  it('escapes markup in HTML: no tag from the manifest survives as a tag', () => {
    const html = renderHtml(catalogueModel([hostileManifest]));
    expect(html).not.toMatch(/<script|<img|<b>/i);
    expect(html).toContain('&#60;script&#62;document.body.setAttribute(&#34;data-pwned&#34;,&#34;script&#34;)&#60;/script&#62;');
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
  });

  it('escapes raw HTML in Markdown and keeps pipes inside their cells', () => {
    const md = renderMarkdown(catalogueModel([hostileManifest]));
    // Code spans are literal text in Markdown; outside them no tag may remain.
    expect(md.replace(/(`+)[^`][\s\S]*?\1/g, '')).not.toMatch(/<script|<img|<b>/i);
    expect(md).toContain('&lt;/p&gt;&lt;script&gt;');
    expect(md).toContain('`pattern ^<script>\\|a$`'); // inside a code span, text and not a tag
    for (const line of md.split('\n').filter((l) => l.startsWith('| `text`'))) {
      expect(line.replace(/\\\|/g, '').split('|').length).toBe(8); // 6 cells
    }
  });

  it('shows the client profiles a tool breaks (as MCPG4001 reports them), and only the profiles it breaks', () => {
    const [first, ...rest] = notes.tools;
    const rootUnion = { ...first!, inputSchema: { type: 'object', anyOf: [{ required: ['a'] }, { required: ['b'] }], properties: { a: { type: 'string' }, b: { type: 'string' } } } };
    const warned = { ...notes, tools: [rootUnion, ...rest] } as FeatureManifest;
    const md = renderMarkdown(catalogueModel([warned]));
    expect(md).toMatch(/> \*\*claude\*\* \(MCPG4001\): rejects the whole tool list for it: .*\(rule root-union\)/);
    expect(renderHtml(catalogueModel([warned]))).toMatch(/<p class="warning"><strong>claude<\/strong> \(MCPG4001\): rejects the whole tool list/);
    const portable = { ...first!, inputSchema: { type: 'object', properties: { a: { type: 'string' } }, required: ['a'], additionalProperties: false } };
    const html = renderHtml(catalogueModel([{ ...notes, tools: [portable] } as FeatureManifest]));
    // Gemini and OpenAI strict disagree on additionalProperties, so no object schema suits all six.
    expect(html.match(/<strong>[a-z-]+<\/strong> \(MCPG4001\)/g)).toEqual(['<strong>gemini</strong> (MCPG4001)']);
  });
});

describe('mcp-codegen catalog', () => {
  it('writes catalog.md and catalog.html, and --check fails once they are stale', async () => {
    const out = mkdtempSync(join(tmpdir(), 'mcpg-catalog-'));
    const manifest = join(REPO, 'samples', '01-notes', 'src', 'generated', 'manifest.generated.json');
    const io = captureIo(REPO);
    expect(await main(['catalog', manifest, '--out', out], io)).toBe(0);
    expect(io.out()).toMatch(/wrote .*catalog\.md and .*catalog\.html/);
    expect(readFileSync(join(out, 'catalog.md'), 'utf8')).toBe(renderMarkdown(catalogueModel([manifestOf('01-notes')])));
    expect(await main(['catalog', manifest, '--out', out, '--check'], captureIo(REPO))).toBe(0);
    const stale = captureIo(REPO);
    const types = join(REPO, 'samples', '03-types', 'src', 'generated', 'manifest.generated.json');
    expect(await main(['catalog', manifest, types, '--out', out, '--check'], stale)).toBe(1);
    expect(stale.err()).toMatch(/catalog\.md is out of date/);
  });
});

describe('mcp-codegen catalog of a server app', () => {
  it('catalogues the features the app lists, with namespaced names as the server serves them', async () => {
    const out = mkdtempSync(join(tmpdir(), 'mcpg-catalog-'));
    const io = captureIo(REPO);
    expect(await main(['catalog', join(REPO, 'samples', '07-monorepo', 'server'), '--out', out], io)).toBe(0);
    const md = readFileSync(join(out, 'catalog.md'), 'utf8');
    expect(md).toMatch(/^# Tool catalogue: weather, calendar\n/);
    expect(md).toContain('### `getForecast`');
    expect(md).toMatch(/### `calendar_\w+`/);
    expect(md).toContain('### `calendar_addEvent`');
    expect(md).not.toContain('### `addEvent`');
  });
});
