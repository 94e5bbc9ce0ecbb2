// End to end with a third, independent client: the MCP Inspector CLI (built on
// the SDK v2 client), over stdio and Streamable HTTP, in both protocol eras. It needs Node 22, which
// npx brings from the registry; the first run downloads it, hence the timeout.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertServerBuilt, serverEntry } from './server-process';

jest.setTimeout(300_000);

const INSPECTOR = '@modelcontextprotocol/inspector@2.12.0';
const catalog = join(mkdtempSync(join(tmpdir(), 'mcp-inspector-')), 'mcp.json');

function inspect(target: string[], args: string[]): Promise<{ code: number; result: any; stderr: string }> {
  const argv = ['-y', '-p', 'node@22', '-p', INSPECTOR, 'mcp-inspector', '--cli', '-q', '--format', 'json', ...target, ...args];
  return new Promise((resolve) => {
    execFile('npx', argv, { env: { ...process.env, MCP_CATALOG_PATH: catalog }, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const line = stdout.trim().split('\n').pop() ?? '';
      resolve({ code: error ? Number(error.code ?? 1) : 0, result: line ? JSON.parse(line) : undefined, stderr });
    });
  });
}

function describeTarget(name: string, target: () => string[]) {
  describe(`MCP Inspector CLI over ${name}`, () => {
    test('lists the tools, and their schemas pass its portability check', async () => {
      const { code, result, stderr } = await inspect(target(), ['--method', 'tools/list', '--strict']);
      expect({ code, stderr: code ? stderr : '' }).toEqual({ code: 0, stderr: '' });
      expect(result.result.tools.map((t: { name: string }) => t.name)).toEqual(['addNote', 'deleteNote', 'searchNotes']);
    });

    test('calls a tool and gets structured content', async () => {
      const { code, result } = await inspect(target(), ['--method', 'tools/call', '--tool-name', 'addNote', '--tool-arg', 'title=Inspector', 'body=From the CLI']);
      expect(code).toBe(0);
      expect(result.result.structuredContent).toMatchObject({ title: 'Inspector', body: 'From the CLI', priority: 'normal' });
    });

    test.each(['modern', 'legacy'])('serves the %s protocol era (--protocol-era)', async (era) => {
      const call = await inspect(target(), ['--protocol-era', era, '--method', 'tools/call', '--tool-name', 'searchNotes', '--tool-arg', 'query=welcome']);
      expect(call.code).toBe(0);
      expect(call.result.result.structuredContent).toMatchObject({ total: 1, notes: [{ id: 'n1' }] });
      // logging/setLevel exists only on the 2025 wire: it tells which era was negotiated.
      const setLevel = await inspect(target(), ['--protocol-era', era, '--method', 'logging/setLevel', '--log-level', 'debug']);
      expect(setLevel.code).toBe(era === 'legacy' ? 0 : 1);
    });

    test('reads a resource through a template and gets a prompt', async () => {
      const read = await inspect(target(), ['--method', 'resources/read', '--uri', 'notes://notes/n1']);
      expect(JSON.parse(read.result.result.contents[0].text)).toMatchObject({ id: 'n1', title: 'Welcome' });
      const prompt = await inspect(target(), ['--method', 'prompts/get', '--prompt-name', 'summarize', '--prompt-args', 'id=n1']);
      expect(prompt.result.result.messages[0].content.text).toContain('# Welcome');
    });
  });
}

beforeAll(() => assertServerBuilt());

describeTarget('stdio', () => [process.execPath, serverEntry]);

describe('over Streamable HTTP', () => {
  let server: ChildProcess;
  let url = '';

  beforeAll(async () => {
    server = spawn(process.execPath, [serverEntry, '--http', '--port', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
    url = await new Promise<string>((resolve, reject) => {
      let text = '';
      server.stderr!.on('data', (chunk) => {
        text += chunk;
        const match = /listening on (\S+)/.exec(text);
        if (match) resolve(match[1]);
      });
      server.once('exit', () => reject(new Error(`server exited: ${text}`)));
    });
  });

  afterAll(async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  });

  describeTarget('HTTP', () => [url]);
});
