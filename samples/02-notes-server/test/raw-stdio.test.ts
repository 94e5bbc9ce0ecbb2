// End to end with raw JSON lines: what no SDK client sends, the server must
// still answer, and stdout must carry nothing but protocol.
import { startRawServer, type RawServer } from './server-process';

describe('sample server over raw stdio', () => {
  let server: RawServer;

  beforeAll(() => {
    server = startRawServer();
  });

  afterAll(async () => {
    await server.stop();
  });

  const request = (id: number, method: string, params?: unknown) => JSON.stringify({ jsonrpc: '2.0', id, method, params });

  test('a malformed JSON line gets -32700 and the server goes on', async () => {
    server.send('{"jsonrpc": "2.0", "id": 1, "method": "ping"');
    expect((await server.responseTo(null)).error.code).toBe(-32700);
    server.send(request(2, 'ping'));
    expect(await server.responseTo(2)).toEqual({ jsonrpc: '2.0', id: 2, result: {} });
  });

  test('a request that is not JSON-RPC 2.0 gets -32600', async () => {
    server.send(JSON.stringify({ jsonrpc: '1.0', id: 3, method: 'ping' }));
    expect((await server.responseTo(3)).error.code).toBe(-32600);
  });

  test('an unknown method gets -32601', async () => {
    server.send(request(4, 'tools/frobnicate'));
    expect((await server.responseTo(4)).error.code).toBe(-32601);
  });

  test('initialize with an unsupported version gets the latest', async () => {
    server.send(request(5, 'initialize', { protocolVersion: '1999-01-01', capabilities: {}, clientInfo: { name: 'raw', version: '0' } }));
    expect((await server.responseTo(5)).result.protocolVersion).toBe('2025-11-25');
  });

  test('initialize keeps a supported older version', async () => {
    server.send(request(6, 'initialize', { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'raw', version: '0' } }));
    expect((await server.responseTo(6)).result.protocolVersion).toBe('2025-03-26');
  });

  test('an unknown resource is -32002 on the wire, with the URI in data', async () => {
    server.send(request(8, 'resources/read', { uri: 'notes://nothing-here' }));
    expect((await server.responseTo(8)).error).toEqual({ code: -32002, message: expect.stringContaining('notes://nothing-here'), data: { uri: 'notes://nothing-here' } });
  });

  test('a ToolError from a resource handler answers -32002 with its message and no stack', async () => {
    server.send(request(7, 'resources/read', { uri: 'notes://notes/n404' }));
    const reply = await server.responseTo(7);
    expect(reply.error).toEqual({ code: -32002, message: 'No note with id "n404".', data: { uri: 'notes://notes/n404' } });
  });

  test('stdout carried nothing but JSON-RPC messages', () => {
    expect(server.stdoutLines.length).toBeGreaterThan(0);
    for (const line of server.stdoutLines) expect(JSON.parse(line)).toMatchObject({ jsonrpc: '2.0' });
  });

  test('the process exits when stdin closes', async () => {
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.stdin.end();
    expect(await exited).toBe(0);
  });
});
