/**
 * A long list text (a whole tool list made at build time) leaves the stdio transport as its own chunk,
 * not copied into its reply's line (messageJsonParts). The oracle: the same requests against the same
 * feature without the text (the runtime serialises the parsed list) write byte-identical output, with
 * replies queued before and after the list in the same write, ids of both kinds, and non-ASCII
 * descriptions; and the fast path is seen taken: the text is one of the chunks written. A text the
 * feature holds as bytes read from a file (listsJson.toolsUtf8) goes out as those very bytes, and the
 * string is never made (the text's getter is not read).
 */
import { PassThrough, Writable } from 'node:stream';
import type { Feature, FeatureManifest, ToolBinding } from '@mcp-codegen/manifest';
import { createServer, StdioServerTransport } from '@mcp-codegen/runtime';
import { calcFeature, calcManifest, capturingLogger, validator } from './fixtures';

/**
 * calcFeature plus enough fillers for a list text over the 64 KiB the transport splits at; some descriptions non-ASCII.
 * `text`: the feature carries the list's text; `bytes`: as the UTF-8 bytes read from a lists module file (counted reads of the text).
 */
function longFeature(withText: boolean | 'bytes'): { feature: Feature; text: string; utf8: Uint8Array; decodes: () => number } {
  const fillers = Array.from({ length: 400 }, (_, i) => ({
    name: `filler_${i}`,
    description: i % 2 === 0 ? `Filler number ${i}: searches dataset ${i} and returns matching records.` : `Größe ${i} — “quoted” ✓ 🚀 \u2028 line`,
    inputSchema: { type: 'object' as const, properties: { query: { type: 'string', description: `Query ${i}` } }, required: ['query'] },
  }));
  const manifest: FeatureManifest = { ...calcManifest, tools: [...calcManifest.tools, ...fillers] };
  const text = JSON.stringify(manifest.tools);
  const utf8 = Buffer.from(text);
  let decodes = 0;
  const bytes = {
    get tools() {
      decodes++;
      return text;
    },
    toolsUtf8: utf8,
  };
  const tools: Record<string, ToolBinding> = { ...calcFeature.tools };
  for (const filler of fillers) tools[filler.name] = { validate: validator({ query: { type: 'string' } }, ['query']), result: 'text', invoke: () => 'ok' };
  const listsJson = withText === 'bytes' ? bytes : withText ? { tools: text } : undefined;
  const feature: Feature = { ...calcFeature, manifest, tools, listsJson };
  return { feature, text, utf8, decodes: () => decodes };
}

const request = (id: number | string, method: string, params?: object) => JSON.stringify({ jsonrpc: '2.0', id, method, ...(params ? { params } : {}) });

/** Serves the feature over stdio, sends the requests (each string one input chunk), returns every chunk written (`raw`: as written). */
async function serve(feature: Feature, inputs: string[], replies: number, raw: unknown[] = []): Promise<string[]> {
  const server = createServer([feature], { logger: capturingLogger() });
  const input = new PassThrough();
  const chunks: string[] = [];
  let lines = 0;
  let done: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const take = (chunk: unknown) => {
    raw.push(chunk);
    const text = String(chunk);
    chunks.push(text);
    lines += text.split('\n').length - 1;
    if (lines === replies) done();
  };
  const output = new Writable({
    decodeStrings: false,
    write(chunk, _encoding, callback) {
      take(chunk);
      callback();
    },
    writev(batch, callback) {
      for (const { chunk } of batch) take(chunk);
      callback();
    },
  });
  await server.connect(new StdioServerTransport({ input, output }));
  for (const text of inputs) {
    input.write(text);
    await new Promise((resolve) => setImmediate(resolve));
  }
  await finished;
  await server.close();
  return chunks;
}

const INIT = request(1, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } });
const inputs = [
  `${INIT}\n`,
  // A burst: a reply queued before the list, the list, one after, in one write.
  `${request(2, 'ping')}\n${request(3, 'tools/list')}\n${request('a "quoted" id', 'tools/list')}\n${request(4, 'ping')}\n`,
  `${request(5, 'tools/call', { name: 'add', arguments: { a: 1, b: 2 } })}\n`,
  `${request(6, 'tools/list', {})}\n`,
];
const REPLIES = 7;

describe('a long list text written as its own chunk (stdio)', () => {
  it('writes the same bytes as the list serialised at run time, the text as one chunk', async () => {
    const fast = longFeature(true);
    const written = await serve(fast.feature, inputs, REPLIES);
    const expected = await serve(longFeature(false).feature, inputs, REPLIES);
    expect(fast.text.length).toBeGreaterThan(64 * 1024);
    expect(written.join('')).toBe(expected.join(''));
    // Each list reply is exactly JSON.stringify's line.
    const lists = written.join('').split('\n').filter((line) => line.includes('"tools":[{'));
    expect(lists).toHaveLength(3);
    for (const line of lists) expect(line).toBe(JSON.stringify(JSON.parse(line)));
    // The fast path: the text went out as a chunk of its own, once per list reply; the oracle never splits.
    expect(written.filter((chunk) => chunk === fast.text)).toHaveLength(3);
    expect(expected.filter((chunk) => chunk === fast.text)).toHaveLength(0);
  });

  it('writes the bytes a feature read from its lists module file as they are, never making the string', async () => {
    const fast = longFeature('bytes');
    const raw: unknown[] = [];
    const written = await serve(fast.feature, inputs, REPLIES, raw);
    expect(written.join('')).toBe((await serve(longFeature(false).feature, inputs, REPLIES)).join(''));
    // The fast path: the very bytes, once per list reply, and the text never read.
    expect(raw.filter((chunk) => chunk === fast.utf8)).toHaveLength(3);
    expect(fast.decodes()).toBe(0);
  });

  it('keeps short list texts in their line', async () => {
    const short: Feature = { ...calcFeature, listsJson: { tools: JSON.stringify(calcManifest.tools) } };
    const written = await serve(short, [`${INIT}\n`, `${request(2, 'tools/list')}\n`], 2);
    expect(written.some((chunk) => chunk.startsWith('{"jsonrpc":"2.0","id":2,"result":{"tools":[{') && chunk.endsWith('}\n'))).toBe(true);
  });
});
