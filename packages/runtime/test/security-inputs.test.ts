/**
 * Input checks before a handler runs (template variables, prompt arguments)
 * and sanitised output text, through the official SDK v1 client.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { createInMemoryTransportPair, createServer, sanitizeText, type McpServer, type SecurityOptions } from '@mcp-codegen/runtime';
import { HOSTILE, HOSTILE_CLEAN, secFeature } from './security-fixtures';

let server: McpServer;
let client: Client;

async function start(security?: SecurityOptions): Promise<void> {
  server = createServer([secFeature], { logger: { error() {}, warn() {} }, security });
  const pair = createInMemoryTransportPair();
  await server.connect(pair.server);
  client = new Client({ name: 'security-test', version: '1' });
  await client.connect(pair.client);
}

afterEach(async () => {
  await client.close();
  await server.close();
});

const text = async (uri: string) => JSON.parse(((await client.readResource({ uri })).contents[0] as { text: string }).text);
const refused = (uri: string) => client.readResource({ uri }).then(() => 'served', (error: { code: number; message: string; data?: unknown }) => error);

describe('template variables, by default', () => {
  beforeEach(() => start());

  it('still serves ordinary values, decoded', async () => {
    await expect(text('sec://pages/hello%20world')).resolves.toEqual({ slug: 'hello world' });
    await expect(text('sec://tree/a/b/c.txt')).resolves.toEqual({ path: 'a/b/c.txt' });
    await expect(text('sec://find?q=a%2Fb%20c')).resolves.toEqual({ find: 'a/b c' });
  });

  it.each([
    ['an encoded slash', 'sec://pages/..%2Fetc%2Fpasswd'],
    ['an encoded backslash', 'sec://pages/a%5Cb'],
    ['a lone dot-dot', 'sec://pages/..'],
    ['an encoded dot-dot', 'sec://pages/%2e%2e'],
    ['a dot-dot segment in a reserved variable', 'sec://tree/a/../../etc/passwd'],
    ['double encoding', 'sec://pages/%252e%252e%252fetc'],
  ])('refuses %s in a path variable with -32602', async (_label, uri) => {
    const error = await refused(uri);
    expect(error).toMatchObject({ code: -32602, data: { uri, variable: expect.any(String) } });
    expect((error as { message: string }).message).toMatch(/must not contain "\." or "\.\." segments/);
  });

  it('refuses control and bidi-override characters, and over-long values', async () => {
    await expect(refused('sec://pages/a%1Bb')).resolves.toMatchObject({ code: -32602, message: expect.stringContaining('control or bidirectional-override') });
    await expect(refused('sec://find?q=%E2%80%AEevil')).resolves.toMatchObject({ code: -32602, data: { variable: 'q' } });
    await expect(refused(`sec://pages/${'a'.repeat(1025)}`)).resolves.toMatchObject({ code: -32602, message: expect.stringContaining('at most 1024 characters long, not 1025') });
  });

  it('enforces the variable\'s own maxLength and pattern', async () => {
    await expect(text('sec://codes/abcd')).resolves.toEqual({ code: 'abcd' });
    await expect(refused('sec://codes/abcde')).resolves.toMatchObject({ code: -32602, message: expect.stringContaining('"code" must be at most 4 characters long') });
    await expect(refused('sec://codes/AB')).resolves.toMatchObject({ code: -32602, message: expect.stringContaining('must match the pattern ^[a-z]+$') });
  });
});

describe('template variables, with the checks relaxed', () => {
  beforeEach(() => start({ rejectPathTraversal: false, rejectControlCharacters: false, maxTemplateVariableLength: 5000 }));

  it('lets the handler see what the client sent', async () => {
    await expect(text('sec://pages/..%2Fetc')).resolves.toEqual({ slug: '../etc' });
    await expect(text('sec://pages/a%1Bb')).resolves.toEqual({ slug: 'a\u001bb' });
    await expect(text(`sec://pages/${'a'.repeat(1025)}`)).resolves.toEqual({ slug: 'a'.repeat(1025) });
    // The declared constraints stay: they are the handler's own contract.
    await expect(refused('sec://codes/abcde')).resolves.toMatchObject({ code: -32602 });
  });
});

describe('prompt arguments', () => {
  it('refuses control characters and over-long values with -32602, allows tabs and newlines', async () => {
    await start({ maxPromptArgumentLength: 10 });
    await expect(client.getPrompt({ name: 'echo', arguments: { text: 'a\tb\nc' } })).resolves.toMatchObject({ messages: [{ content: { text: 'a\tb\nc' } }, {}] });
    await expect(client.getPrompt({ name: 'echo', arguments: { text: 'x\u001b[2J' } })).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('"text" must not contain control or bidirectional-override characters') });
    await expect(client.getPrompt({ name: 'echo', arguments: { text: 'x'.repeat(11) } })).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('"text" must be at most 10 characters long, not 11') });
  });
});

describe('text sanitising', () => {
  it('replaces control and bidi characters in tool, prompt and resource text by default', async () => {
    await start();
    expect(await client.callTool({ name: 'hostile_text', arguments: {} })).toEqual({ content: [{ type: 'text', text: HOSTILE_CLEAN }] });
    expect(await client.callTool({ name: 'hostile_content', arguments: {} })).toEqual({
      content: [{ type: 'text', text: HOSTILE_CLEAN }, { type: 'resource', resource: { uri: 'sec://x', text: HOSTILE_CLEAN } }, { type: 'image', data: 'AAAA', mimeType: 'image/png' }],
    });
    expect((await client.getPrompt({ name: 'echo', arguments: { text: 'hi' } })).messages[1].content).toEqual({ type: 'resource', resource: { uri: 'sec://x', text: HOSTILE_CLEAN } });
    expect((await client.readResource({ uri: 'sec://hostile' })).contents[0]).toMatchObject({ text: HOSTILE_CLEAN });
  });

  it('leaves text alone when turned off', async () => {
    await start({ sanitizeText: false });
    expect(await client.callTool({ name: 'hostile_text', arguments: {} })).toEqual({ content: [{ type: 'text', text: HOSTILE }] });
    expect((await client.readResource({ uri: 'sec://hostile' })).contents[0]).toMatchObject({ text: HOSTILE });
  });
});

describe('sanitizeText', () => {
  it('returns the same string when clean and keeps what scripts need', () => {
    const clean = 'plain\ttext\r\nשלום \u200F\u200D👩‍💻 ü';
    expect(sanitizeText(clean)).toBe(clean);
  });

  it('replaces every C0 (but tab, LF, CR), DEL, C1 and bidi embedding, override and isolate', () => {
    const unsafe: number[] = [];
    for (let c = 0; c <= 0x9f; c++) if ((c < 0x20 && c !== 9 && c !== 10 && c !== 13) || c >= 0x7f) unsafe.push(c);
    unsafe.push(0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069);
    for (const c of unsafe) expect(sanitizeText(`a${String.fromCharCode(c)}b`)).toBe('a\uFFFDb');
  });
});

it('refuses a bad option at createServer', () => {
  expect(() => createServer([secFeature], { security: { maxTemplateVariableLength: 0 } })).toThrow(/maxTemplateVariableLength must be a positive integer/);
});
