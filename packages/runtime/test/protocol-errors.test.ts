/** Malformed and unusual input as raw JSON text: every request gets one reply and the server keeps going. */
import { calcFeature, capturingLogger, docsFeature, Probe } from './fixtures';
import { rawPeer, type RawPeer } from './raw-peer';

let peer: RawPeer;

beforeEach(async () => {
  peer = await rawPeer([calcFeature, docsFeature], { logger: capturingLogger() });
});

afterEach(() => peer.close());

const initParams = { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } };

describe('JSON-RPC framing', () => {
  it('answers unparseable JSON with -32700 and id null, then keeps serving', async () => {
    peer.send('{"jsonrpc":"2.0","id":1,"method":"ping"');
    expect(await peer.responseTo(null)).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700 } });
    peer.request({ id: 2, method: 'ping' });
    expect(await peer.responseTo(2)).toEqual({ jsonrpc: '2.0', id: 2, result: {} });
  });

  it('rejects a batch with -32600 and id null', async () => {
    peer.send('[{"jsonrpc":"2.0","id":1,"method":"ping"}]');
    expect(await peer.responseTo(null)).toMatchObject({ id: null, error: { code: -32600, message: expect.stringContaining('batch') } });
  });

  it.each([
    ['a string', '"hello"', null],
    ['null', 'null', null],
    ['a wrong jsonrpc', '{"jsonrpc":"1.0","id":3,"method":"ping"}', 3],
    ['a missing jsonrpc', '{"id":"x","method":"ping"}', 'x'],
    ['a non-string method', '{"jsonrpc":"2.0","id":4,"method":42}', 4],
    ['a null id', '{"jsonrpc":"2.0","id":null,"method":"ping"}', null],
    ['a fractional id', '{"jsonrpc":"2.0","id":1.5,"method":"ping"}', null],
    ['an object id', '{"jsonrpc":"2.0","id":{},"method":"ping"}', null],
    ['neither method nor result', '{"jsonrpc":"2.0","id":5}', 5],
  ])('answers %s with -32600', async (_name, text, id) => {
    peer.send(text);
    expect(await peer.responseTo(id)).toMatchObject({ id, error: { code: -32600 } });
  });

  it('answers params that are not an object with -32602, echoing the id', async () => {
    peer.send('{"jsonrpc":"2.0","id":6,"method":"tools/list","params":[1]}');
    expect(await peer.responseTo(6)).toMatchObject({ id: 6, error: { code: -32602 } });
  });

  it('answers an unknown method with -32601 naming it', async () => {
    peer.request({ id: 'm', method: 'tools/destroy' });
    expect(await peer.responseTo('m')).toEqual({ jsonrpc: '2.0', id: 'm', error: { code: -32601, message: 'Method not found: tools/destroy' } });
  });

  it('does not mistake a method named like an Object.prototype member for a known one', async () => {
    peer.request({ id: 'p', method: 'constructor' });
    expect(await peer.responseTo('p')).toMatchObject({ error: { code: -32601 } });
  });

  it('ignores unknown notifications and client responses without replying', async () => {
    peer.send('{"jsonrpc":"2.0","method":"notifications/whatever"}');
    peer.send('{"jsonrpc":"2.0","id":99,"result":{}}');
    peer.send('{"jsonrpc":"2.0","method":"notifications/initialized","params":"bad"}');
    peer.request({ id: 7, method: 'ping' });
    await peer.responseTo(7);
    expect(peer.received).toEqual([{ jsonrpc: '2.0', id: 7, result: {} }]);
  });

  it('serves requests before initialize (lenient, for the stateless era)', async () => {
    peer.request({ id: 1, method: 'tools/list' });
    expect((await peer.responseTo(1)).result.tools).toHaveLength(calcFeature.manifest.tools.length);
  });

  it('keeps string and number ids apart', async () => {
    peer.request({ id: '1', method: 'ping' });
    peer.request({ id: 1, method: 'ping' });
    expect(await peer.responseTo('1')).toMatchObject({ id: '1', result: {} });
    expect(await peer.responseTo(1)).toMatchObject({ id: 1, result: {} });
  });
});

describe('initialize', () => {
  it('accepts a supported version', async () => {
    peer.request({ id: 1, method: 'initialize', params: initParams });
    expect(await peer.responseTo(1)).toMatchObject({
      result: { protocolVersion: '2025-06-18', capabilities: { tools: {}, resources: {}, prompts: {} }, serverInfo: { name: 'mcp-codegen-server' } },
    });
  });

  it('offers its latest version for an unknown one', async () => {
    peer.request({ id: 1, method: 'initialize', params: { ...initParams, protocolVersion: '1999-01-01' } });
    expect((await peer.responseTo(1)).result.protocolVersion).toBe('2025-11-25');
  });

  it.each([
    ['no params', undefined],
    ['no protocolVersion', { capabilities: {}, clientInfo: {} }],
    ['a numeric protocolVersion', { ...initParams, protocolVersion: 20250618 }],
    ['no capabilities', { protocolVersion: '2025-06-18', clientInfo: {} }],
  ])('rejects %s with -32602', async (_name, params) => {
    peer.request({ id: 1, method: 'initialize', params });
    expect(await peer.responseTo(1)).toMatchObject({ error: { code: -32602 } });
  });
});

describe('method params', () => {
  it.each([
    ['tools/call', {}],
    ['tools/call', { name: 5 }],
    ['resources/read', {}],
    ['prompts/get', {}],
    ['prompts/get', { name: 'review', arguments: 'topic=x' }],
  ])('%s with %j is -32602', async (method, params) => {
    peer.request({ id: 1, method, params });
    expect(await peer.responseTo(1)).toMatchObject({ error: { code: -32602 } });
  });

  it('answers tools/call with non-object arguments with an isError result', async () => {
    peer.request({ id: 1, method: 'tools/call', params: { name: 'add', arguments: [1, 2] } });
    expect((await peer.responseTo(1)).result).toEqual({
      content: [{ type: 'text', text: 'Invalid arguments for tool "add": arguments must be an object' }],
      isError: true,
    });
  });

  it('answers an unknown tool with -32602 "Unknown tool"', async () => {
    peer.request({ id: 1, method: 'tools/call', params: { name: 'nope', arguments: {} } });
    expect(await peer.responseTo(1)).toMatchObject({ error: { code: -32602, message: 'Unknown tool: nope' } });
  });

  it('reports wrong-typed arguments', async () => {
    peer.request({ id: 1, method: 'tools/call', params: { name: 'add', arguments: { a: '1', b: 2 } } });
    expect((await peer.responseTo(1)).result.content[0].text).toBe('Invalid arguments for tool "add": "a" must be number');
  });

  it('answers an unknown resource with -32002 and data.uri', async () => {
    peer.request({ id: 1, method: 'resources/read', params: { uri: 'file:///etc/passwd' } });
    expect(await peer.responseTo(1)).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32002, message: 'Resource not found: file:///etc/passwd', data: { uri: 'file:///etc/passwd' } },
    });
  });

  it('still replies when a result cannot be serialised', async () => {
    peer.request({ id: 1, method: 'tools/call', params: { name: 'cyclic' } });
    expect(await peer.responseTo(1)).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'Internal error' } });
  });

  it('never leaks a stack or message of a failing handler', async () => {
    peer.request({ id: 1, method: 'tools/call', params: { name: 'crash' } });
    peer.request({ id: 2, method: 'resources/read', params: { uri: 'docs://broken' } });
    peer.request({ id: 3, method: 'prompts/get', params: { name: 'broken' } });
    const replies = JSON.stringify([await peer.responseTo(1), await peer.responseTo(2), await peer.responseTo(3)]);
    for (const secret of ['hunter2', 'secret', '10.0.0.2', ' at ']) expect(replies).not.toContain(secret);
  });
});

describe('cancellation and concurrency', () => {
  it('aborts a cancelled request and sends no reply for it', async () => {
    await peer.server.container.load();
    const probe = peer.server.container.resolve(Probe);
    peer.request({ id: 7, method: 'tools/call', params: { name: 'wait' } });
    const context = await probe.started.promise;
    expect(context.requestId).toBe(7);
    peer.send(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 7, reason: 'changed my mind' } }));
    expect(String((await probe.aborted.promise as Error).message)).toBe('changed my mind');
    peer.request({ id: 8, method: 'ping' });
    await peer.responseTo(8);
    expect(peer.received.map((m) => m.id)).toEqual([8]);
  });

  it('answers a fast request while a slow one is still running', async () => {
    await peer.server.container.load();
    const probe = peer.server.container.resolve(Probe);
    peer.request({ id: 'slow', method: 'tools/call', params: { name: 'wait' } });
    await probe.started.promise;
    peer.request({ id: 'fast', method: 'tools/call', params: { name: 'add', arguments: { a: 1, b: 1 } } });
    expect((await peer.responseTo('fast')).result.content[0].text).toBe('2');
  });

  it('rejects a second request with an id still in flight', async () => {
    await peer.server.container.load();
    const probe = peer.server.container.resolve(Probe);
    peer.request({ id: 1, method: 'tools/call', params: { name: 'wait' } });
    await probe.started.promise;
    peer.request({ id: 1, method: 'ping' });
    expect(await peer.responseTo(1)).toMatchObject({ error: { code: -32600 } });
  });

  it('aborts in-flight handlers when the connection closes', async () => {
    await peer.server.container.load();
    const probe = peer.server.container.resolve(Probe);
    peer.request({ id: 1, method: 'tools/call', params: { name: 'wait' } });
    const context = await probe.started.promise;
    await peer.close();
    await probe.aborted.promise;
    expect(context.signal.aborted).toBe(true);
  });
});
