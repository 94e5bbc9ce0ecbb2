/**
 * Stateless Streamable HTTP: every client may number its requests from the
 * same id, so two POSTs in flight at once with one JSON-RPC id are two
 * requests, never one. A slow one must not refuse, answer or be cancelled by
 * the other. (A guard for any change that shares state between stateless
 * POSTs, such as one protocol Session for all of them.)
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { gate } from './http-stream-feature';
import { post, startHttpServer, type TestHttpServer } from './http-helpers';

describe('stateless HTTP: the same JSON-RPC id from two clients at once', () => {
  let http: TestHttpServer;

  beforeEach(async () => {
    gate.reset();
    http = await startHttpServer({ sessions: false }, true);
  });

  afterEach(async () => {
    gate.release.resolve('released');
    await http.close();
  });

  const call = (id: number, name: string, args: Record<string, unknown> = {}) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });

  it('answers a fast request while a slow one with its id runs, then the slow one, each with its own result', async () => {
    const slow = post(http.url, call(7, 'hold'));
    await gate.started.promise;

    const fast = await post(http.url, call(7, 'add', { a: 2, b: 3 }));
    expect(fast.status).toBe(200);
    expect(await fast.json()).toEqual({ jsonrpc: '2.0', id: 7, result: { content: [{ type: 'text', text: '5' }] } });

    gate.release.resolve('slow done');
    const slowReply = await slow;
    expect(slowReply.status).toBe(200);
    expect(await slowReply.json()).toEqual({ jsonrpc: '2.0', id: 7, result: { content: [{ type: 'text', text: 'slow done' }] } });
  });

  it("does not let another POST's notifications/cancelled for that id abort a slow request", async () => {
    const slow = post(http.url, call(7, 'hold'));
    const context = await gate.started.promise;

    const cancel = await post(http.url, { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 7, reason: 'not yours' } });
    expect(cancel.status).toBe(202);
    expect(context.signal.aborted).toBe(false);

    gate.release.resolve('still mine');
    expect(await (await slow).json()).toEqual({ jsonrpc: '2.0', id: 7, result: { content: [{ type: 'text', text: 'still mine' }] } });
  });

  it('serves two official SDK clients whose first tools/call carries the same id, one of them slow', async () => {
    const connect = async (name: string) => {
      const client = new Client({ name, version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(http.url)));
      return client;
    };
    const [a, b] = [await connect('a'), await connect('b')];
    try {
      // Each client numbers its requests from 0 (initialize), so both tools/call carry id 1.
      const slow = a.callTool({ name: 'hold', arguments: {} });
      slow.catch(() => undefined); // Awaited below; a failure before that must not go unhandled.
      await gate.started.promise;
      expect(await b.callTool({ name: 'add', arguments: { a: 20, b: 22 } })).toEqual({ content: [{ type: 'text', text: '42' }] });
      gate.release.resolve('a is done');
      expect(await slow).toEqual({ content: [{ type: 'text', text: 'a is done' }] });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
