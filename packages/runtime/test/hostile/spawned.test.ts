/**
 * Hostile input against a real server process (the built notes sample app),
 * over real stdio and real HTTP on 127.0.0.1 with an ephemeral port. Fewer
 * cases than in process; the properties are the ones only a process shows:
 * stdout carries nothing but JSON-RPC lines, every request gets exactly one
 * reply, the process neither exits nor reports an uncaught error, and a valid
 * tools/call still works at the end. Needs `npm run build` (the sample's dist).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { hostileBatch, hostileCase } from './cases';
import { JsonRpcLines } from './json-rpc-lines';
import { CaseCounter, params, runs } from './settings';

jest.setTimeout(300_000);

const entry = join(__dirname, '..', '..', '..', '..', 'samples', '02-notes-server', 'dist', 'main.js');
const aliveCall = { jsonrpc: '2.0', id: 'alive', method: 'tools/call', params: { name: 'searchNotes', arguments: { query: 'zzz-none' } } };

function start(args: string[]): { child: ChildProcessWithoutNullStreams; stderr: () => string } {
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first.`);
  const child = spawn(process.execPath, [entry, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  return { child, stderr: () => stderr };
}

const CRASH_SIGNS = /Unhandled|uncaught|FATAL|Maximum call stack/i;

describe('a spawned server over real stdio', () => {
  const counter = new CaseCounter('stdio spawned');
  let child: ChildProcessWithoutNullStreams;
  let stderr: () => string;
  const output = new JsonRpcLines();
  let wake: (() => void) | undefined;
  let exited = false;

  beforeAll(() => {
    ({ child, stderr } = start([]));
    child.on('exit', () => ((exited = true), wake?.()));
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output.take(chunk);
      wake?.();
    });
  });
  afterAll(async () => {
    counter.report();
    if (child.exitCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.stdin.end();
      await gone;
    }
  });

  /** Sends the lines and a ping sentinel; resolves with the replies once the sentinel and `count` replies are in. */
  async function exchange(lines: Buffer[], count: number, sentinel: string): Promise<Array<Record<string, any>>> {
    child.stdin.write(Buffer.concat([...lines.flatMap((l) => [l, Buffer.from('\n')]), Buffer.from(`{"jsonrpc":"2.0","id":"${sentinel}","method":"ping"}\n`)]));
    const done = () => exited || (output.inbox.some((m) => m.id === sentinel) && output.inbox.filter((m) => 'id' in m && m.id !== sentinel).length >= count);
    while (!done()) await new Promise<void>((resolve) => (wake = resolve));
    const replies = output.inbox.filter((m) => 'id' in m && m.id !== sentinel);
    output.inbox = [];
    return replies;
  }

  it('writes only JSON-RPC lines, answers each request once, and never crashes', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(hostileBatch, async (cases) => {
        counter.add(cases.length);
        const requests = cases.filter((c) => c.expect.reply).length;
        const replies = await exchange(cases.map((c) => c.line), requests, `__s${++n}`);
        expect(exited).toBe(false);
        expect(replies).toHaveLength(requests);
        expect(output.impure).toEqual([]);
      }),
      params(runs(150)),
    );
    expect(stderr()).not.toMatch(CRASH_SIGNS);
  });

  it('stays usable: a valid tools/call still works', async () => {
    const [reply] = await exchange([Buffer.from(JSON.stringify(aliveCall))], 1, '__last');
    expect(reply).toMatchObject({ id: 'alive', result: { structuredContent: { total: 0 } } });
  });
});

describe('a spawned server over real HTTP (127.0.0.1, ephemeral port)', () => {
  const counter = new CaseCounter('http spawned');
  let child: ChildProcessWithoutNullStreams;
  let stderr: () => string;
  let url: string;

  beforeAll(async () => {
    ({ child, stderr } = start(['--http', '--port', '0', '--host', '127.0.0.1', '--stateless']));
    url = await new Promise<string>((resolve, reject) => {
      const onData = () => {
        const match = /listening on (\S+)/.exec(stderr());
        if (match) resolve(match[1]);
      };
      child.stderr.on('data', onData);
      child.once('exit', () => reject(new Error(`the server exited: ${stderr()}`)));
    });
  });
  afterAll(async () => {
    counter.report();
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await gone;
  });

  const post = (body: Buffer | string) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body });

  it('answers every POST without a 5xx and never crashes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(hostileCase, { minLength: 5, maxLength: 20 }), async (cases) => {
        counter.add(cases.length);
        const statuses = await Promise.all(cases.map(async (c) => {
          const response = await post(c.line);
          await response.arrayBuffer();
          return response.status;
        }));
        expect(statuses.filter((s) => s >= 500)).toEqual([]);
        expect(child.exitCode).toBeNull();
      }),
      params(runs(60)),
    );
    expect(stderr()).not.toMatch(CRASH_SIGNS);
  });

  it('stays usable: a valid tools/call still works', async () => {
    const response = await post(JSON.stringify(aliveCall));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: 'alive', result: { structuredContent: { total: 0 } } });
  });
});
