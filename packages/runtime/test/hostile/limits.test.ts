/**
 * The message limits, each at its default and configured: the stdio line
 * size, the HTTP body size and the JSON nesting depth. Over a limit the
 * client gets an error reply and the connection stays usable.
 */
import { DEFAULT_MAX_LINE_BYTES } from '../../src/transports/stdio';
import { DEFAULT_MAX_JSON_DEPTH } from '../../src/protocol/wire/json-depth';
import { HttpHarness } from './http-harness';
import { StdioHarness } from './stdio-harness';

const ping = (id: string) => Buffer.from(`{"jsonrpc":"2.0","id":"${id}","method":"ping"}`);
const deep = (id: string, levels: number) => Buffer.from(`{"jsonrpc":"2.0","id":"${id}","method":"tools/call","params":{"name":"searchNotes","arguments":{"query":${'['.repeat(levels)}${']'.repeat(levels)}}}}`);
const post = (harness: HttpHarness, body: Buffer | string) =>
  harness.handle(new Request('http://127.0.0.1/mcp', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body }));

describe('stdio line size', () => {
  it('defaults to 4 MiB', () => expect(DEFAULT_MAX_LINE_BYTES).toBe(4 * 1024 * 1024));

  it.each([
    ['in one chunk', false],
    ['across chunks', true],
  ])('answers a line over the limit with -32600 under its id, skips it, and serves the next line (%s)', async (_name, split) => {
    const harness = await new StdioHarness({ maxLineBytes: 1000 }).start();
    const long = Buffer.from(`{"jsonrpc":"2.0","id":"long","method":"ping","params":{"pad":"${'x'.repeat(2000)}"}}`);
    if (split) {
      harness.input.write(long.subarray(0, 600));
      harness.input.write(long.subarray(600, 1500));
    }
    const replies = await harness.exchange([split ? long.subarray(1500) : long, ping('after')], 2);
    expect(replies).toEqual([
      { jsonrpc: '2.0', id: 'long', error: { code: -32600, message: 'Invalid Request: the message is longer than the 1000-byte limit' } },
      { jsonrpc: '2.0', id: 'after', result: {} },
    ]);
    expect(harness.logger.failures).toEqual([]);
    await harness.close();
  });

  it('accepts a line exactly at the limit', async () => {
    const harness = await new StdioHarness({ maxLineBytes: 200 }).start();
    const head = '{"jsonrpc":"2.0","id":"edge","method":"ping","params":{"pad":"';
    const line = Buffer.from(`${head}${'x'.repeat(200 - head.length - 3)}"}}`);
    expect(line.length).toBe(200);
    expect(await harness.exchange([line], 1)).toEqual([{ jsonrpc: '2.0', id: 'edge', result: {} }]);
    await harness.close();
  });
});

describe('JSON nesting depth', () => {
  it('defaults to 64 levels', () => expect(DEFAULT_MAX_JSON_DEPTH).toBe(64));

  it('refuses deeper requests with -32600 under their own id, accepts the limit, and stays usable (stdio)', async () => {
    const harness = await new StdioHarness().start();
    // The message is level 1, params 2, arguments 3; 61 arrays reach 64.
    const replies = await harness.exchange([deep('at-limit', 61), deep('over', 62), deep('far-over', 100_000), ping('after')], 4);
    const byId = Object.fromEntries(replies.map((r) => [r.id, r]));
    expect(byId['at-limit'].result.isError).toBe(true); // Reached the tool: a query of the wrong type.
    expect(byId.over.error).toEqual({ code: -32600, message: 'Invalid Request: the message nests objects and arrays deeper than 64 levels' });
    expect(byId['far-over'].error.code).toBe(-32600);
    expect(byId.after).toEqual({ jsonrpc: '2.0', id: 'after', result: {} });
    expect(harness.logger.failures).toEqual([]);
    await harness.close();
  });

  it('sends nothing for a too-deep notification', async () => {
    const harness = await new StdioHarness().start();
    const note = Buffer.from(`{"jsonrpc":"2.0","method":"notifications/initialized","params":{"x":${'['.repeat(100)}${']'.repeat(100)}}}`);
    expect(await harness.exchange([note], 0)).toEqual([]);
    await harness.close();
  });

  it('is configurable (ServerOptions.maxJsonDepth)', async () => {
    const harness = await new StdioHarness({ maxJsonDepth: 8 }).start();
    const replies = await harness.exchange([deep('eight', 5), deep('nine', 6)], 2);
    const byId = Object.fromEntries(replies.map((r) => [r.id, r]));
    expect(byId.eight.result).toBeDefined();
    expect(byId.nine.error.code).toBe(-32600);
    await harness.close();
  });

  it('refuses a too-deep HTTP body with 400 and -32600', async () => {
    const harness = new HttpHarness();
    const response = await post(harness, deep('over', 200));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ id: 'over', error: { code: -32600 } });
    expect((await post(harness, ping('after'))).status).toBe(200);
    await harness.close();
  });
});

describe('HTTP body size', () => {
  it('answers a body over maxBodyBytes with 413, and the handler keeps serving', async () => {
    const harness = new HttpHarness({ maxBodyBytes: 1000 });
    const response = await post(harness, `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"pad":"${'x'.repeat(2000)}"}}`);
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toMatchObject({ id: null, error: { message: 'Payload Too Large: the body must not exceed 1000 bytes' } });
    const after = await post(harness, ping('after'));
    expect(await after.json()).toEqual({ jsonrpc: '2.0', id: 'after', result: {} });
    await harness.close();
  });

  it('answers a body that is not JSON with 400 and -32700 (id null)', async () => {
    const harness = new HttpHarness();
    const response = await post(harness, Buffer.from([0x7b, 0xff, 0xfe, 0x22]));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ id: null, error: { code: -32700 } });
    await harness.close();
  });
});
