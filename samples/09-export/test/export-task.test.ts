/**
 * The export sample end to end: the built server runs as a child process on
 * HTTP, and the generated typed client drives it through the official SDK v2
 * StreamableHTTPClientTransport. With the tasks extension (modernRequester)
 * the export is a task: progress arrives as statusMessage, the result is
 * typed, cancel stops it; the same over stdio. Without the extension (the plain SDK Client) the
 * same tool answers in the request.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { modernRequester, TaskCancelledError, type ModernRequester, type TaskState } from '@mcp-codegen/client';
import { ExportClient } from '../src/generated/client.generated';

const serverEntry = join(__dirname, '..', 'dist', 'main.js');
let server: ChildProcess;
let url: URL;
let requester: ModernRequester;

beforeAll(async () => {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first.`);
  server = spawn(process.execPath, [serverEntry, '--http'], { env: { ...process.env, PORT: '0', EXPORT_PAGE_MS: '40' }, stdio: ['ignore', 'ignore', 'pipe'] });
  url = await new Promise<URL>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening`)));
    createInterface({ input: server.stderr! }).on('line', (line) => {
      const match = /^listening on (\S+)$/.exec(line);
      if (match) resolve(new URL(match[1]));
    });
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    process.kill(server.pid!, 'SIGTERM');
  });
});

beforeEach(async () => {
  // #region requester
  requester = await modernRequester(new StreamableHTTPClientTransport(url), { clientInfo: { name: 'export-test', version: '1.0.0' } });
  // #endregion
});
afterEach(async () => {
  await requester.close();
});

it('runs the export as a task: progress while it works, then the typed result', async () => {
  // #region start-task
  const client = new ExportClient(new Client({ name: 'unused', version: '1' }), { tasks: requester });
  const handle = await client.tasks.exportTable({ table: 'orders', rows: 350 });
  const seen: TaskState[] = [];
  const result = await handle.result({ onStatus: (state) => void seen.push(state) });
  // #endregion
  expect(handle.taskId).toMatch(/^[0-9a-f-]{36}$/);
  expect(result).toMatchObject({ table: 'orders', format: 'csv', rows: 350 });
  expect(result.document.split('\n')).toHaveLength(351);
  expect(result.document.split('\n')[1]).toBe('1,c2,37');
  const messages = seen.map((state) => state.statusMessage).filter(Boolean);
  expect(messages.at(-1)).toBe('Exported 350 of 350 orders');
  expect(seen.at(-1)!.status).toBe('completed');
});

it('cancels a long export: the server acknowledges, the task ends cancelled, result() says so', async () => {
  const client = new ExportClient(new Client({ name: 'unused', version: '1' }), { tasks: requester });
  const handle = await client.tasks.exportTable({ table: 'customers', rows: 1_000_000, format: 'json' });
  let state = await handle.status();
  while (!state.statusMessage) state = await handle.status();
  expect(state).toMatchObject({ status: 'working', statusMessage: expect.stringMatching(/^Exported \d+ of 1000000 customers$/) });
  await handle.cancel();
  await expect(handle.result()).rejects.toBeInstanceOf(TaskCancelledError);
  expect((await handle.status()).status).toBe('cancelled');
});

it('answers in the request for a client without the extension (the official SDK Client as it is)', async () => {
  const sdk = new Client({ name: 'plain', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await sdk.connect(new StreamableHTTPClientTransport(url));
  try {
    const result = await new ExportClient(sdk).exportTable({ table: 'customers', rows: 3, format: 'json' });
    expect(JSON.parse(result.document)).toEqual([
      { id: 1, name: 'Customer 1', country: 'FR' },
      { id: 2, name: 'Customer 2', country: 'JP' },
      { id: 3, name: 'Customer 3', country: 'US' },
    ]);
  } finally {
    await sdk.close();
  }
});

it('works over stdio too, with the official SDK stdio transport', async () => {
  const stdio = await modernRequester(new StdioClientTransport({ command: process.execPath, args: [serverEntry], env: { ...process.env, EXPORT_PAGE_MS: '5' } as Record<string, string>, stderr: 'pipe' }));
  try {
    const handle = await new ExportClient(new Client({ name: 'unused', version: '1' }), { tasks: stdio }).tasks.exportTable({ table: 'orders', rows: 150 });
    expect(handle.taskId).toBeDefined();
    expect((await handle.result()).rows).toBe(150);
  } finally {
    await stdio.close();
  }
});
