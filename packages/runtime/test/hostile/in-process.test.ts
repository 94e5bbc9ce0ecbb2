/**
 * Hostile input, property-based, in process: the bulk of the generated
 * cases run here, over the real stdio transport (PassThrough streams) and
 * the real Streamable HTTP core (fetch handler). Properties: every request
 * is answered exactly once with the code the specification names, nothing
 * is answered for notifications and responses, nothing but JSON-RPC reaches
 * the output, nothing is logged as a failure, and the server stays usable.
 */
import fc from 'fast-check';
import { hostileBatch, hostileCase } from './cases';
import { expectedReplies, judgeBatch } from './judge';
import { HttpHarness } from './http-harness';
import { CaseCounter, params, runs } from './settings';
import { StdioHarness } from './stdio-harness';

jest.setTimeout(300_000); // Bounded by numRuns; generous for loaded CI machines.

// The server must never leave a rejection or exception unhandled, whatever it is sent.
const escaped: unknown[] = [];
const watch = (error: unknown) => void escaped.push(error);
beforeAll(() => {
  process.on('unhandledRejection', watch);
  process.on('uncaughtException', watch);
});
afterAll(() => {
  process.off('unhandledRejection', watch);
  process.off('uncaughtException', watch);
  expect(escaped).toEqual([]);
});

const callTool = Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: 'alive', method: 'tools/call', params: { name: 'searchNotes', arguments: { query: 'zzz-none' } } }));

describe('hostile input over stdio (in process)', () => {
  const counter = new CaseCounter('stdio in process');
  let harness: StdioHarness;
  beforeAll(async () => (harness = await new StdioHarness().start()));
  afterAll(async () => {
    counter.report();
    await harness.close();
  });

  it('answers every request once with the specified code, and nothing else', async () => {
    await fc.assert(
      fc.asyncProperty(hostileBatch, async (cases) => {
        counter.add(cases.length);
        const replies = await harness.exchange(cases.map((c) => c.line), expectedReplies(cases));
        const problems = judgeBatch(cases, replies);
        if (problems.length > 0) throw new Error(`${problems.join('\n')}\ncases: ${cases.map((c) => `${c.kind}: ${c.line.toString('utf8').slice(0, 200)}`).join('\n')}`);
      }),
      params(runs(2600)),
    );
    expect(harness.impure).toEqual([]);
    expect(harness.logger.failures).toEqual([]);
  });

  it('stays usable afterwards: a valid tools/call still works', async () => {
    const [reply] = await harness.exchange([callTool], 1);
    expect(reply).toMatchObject({ id: 'alive', result: { structuredContent: { notes: [], total: 0 } } });
  });
});

describe('hostile input over Streamable HTTP (fetch handler, in process)', () => {
  const counter = new CaseCounter('http in process');
  let harness: HttpHarness;
  beforeAll(() => (harness = new HttpHarness()));
  afterAll(async () => {
    counter.report();
    await harness.close();
  });

  it('answers every POST with a protocol reply or an empty 202, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(hostileCase, { minLength: 10, maxLength: 30 }), async (cases) => {
        counter.add(cases.length);
        const problems = (await Promise.all(cases.map((c) => harness.post(c)))).map((p, i) => p && `${cases[i].kind}: ${p}\n  sent: ${cases[i].line.toString('utf8').slice(0, 200)}`).filter(Boolean);
        if (problems.length > 0) throw new Error(problems.join('\n'));
      }),
      params(runs(600)),
    );
    expect(harness.logger.failures).toEqual([]);
  });

  it('stays usable afterwards', async () => {
    const response = await harness.handle(new Request('http://127.0.0.1/mcp', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: callTool }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: 'alive', result: { structuredContent: { notes: [], total: 0 } } });
  });
});
