/**
 * What the performance work must not change: cancellation without an eager
 * AbortController, replies batched per tick on stdio, list pages serialised
 * once and rebuilt on change, text results written without JSON.stringify,
 * and the lean node:http request path.
 */
import { PassThrough, Writable } from 'node:stream';
import type { Feature } from '@mcp-codegen/manifest';
import { createServer, Session, StdioServerTransport, StreamableHttpHandler, type HttpReply, type HttpRequestView, type McpServer, type ServerOptions } from '@mcp-codegen/runtime';
import { messageJson, reusableJson } from '../src/protocol/wire/message-json';
import { textResult } from '../src/results/tool-result';
import { jsonString, OWN_JSON } from '../src/results/own-json';
import { TypeErrorMessages } from '../src/results/type-error-messages';
import { formatValidationErrors } from '../src/results/validation-message';
import { copyWith } from '../src/protocol/wire/copy-with';
import { PostExchange } from '../src/transports/http/streams/post-exchange';
import { JSON_HEADERS, NO_HEADERS } from '../src/transports/http/streams/http-reply';
import { effectiveHost, withContentLength } from '../src/transports/http/node-http';
import { modernHttpStatus } from '../src/protocol/wire/eras';
import type { IncomingMessage } from 'node:http';
import type { JsonRpcResponse } from '../src/protocol/wire/json-rpc';
import { calcFeature, capturingLogger, Probe, validator } from './fixtures';
import { contextFeature, Gate } from './context-fixtures';
import { BOTH, startHttpServer, type TestHttpServer } from './http-helpers';
import { rawPeer } from './raw-peer';

/** A stdio server whose output records every write it gets. */
async function stdioServer(server: McpServer) {
  const input = new PassThrough();
  const writes: string[] = [];
  const waiters: Array<() => void> = [];
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      writes.push(chunk.toString('utf8'));
      for (const wake of waiters.splice(0)) wake();
      callback();
    },
  });
  const connection = await server.connect(new StdioServerTransport({ input, output }));
  const lines = () => writes.join('').split('\n').filter((line) => line !== '');
  /** Resolves once `count` lines have been written in all. */
  const until = async (count: number) => {
    while (lines().length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    return lines().map((line) => JSON.parse(line) as Record<string, any>);
  };
  return { input, writes, lines, until, connection };
}

describe('cancellation without an eager AbortController', () => {
  it('drops the reply of a request cancelled before anyone read its signal, and the signal reads as aborted', async () => {
    const gate = new Gate();
    const peer = await rawPeer([contextFeature(gate)]);
    try {
      peer.request({ id: 7, method: 'tools/call', params: { name: 'held' } });
      const context = await gate.entered.promise;
      peer.send(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 7, reason: 'stop' } }));
      peer.request({ id: 8, method: 'ping' });
      await peer.responseTo(8); // the cancellation has been handled
      expect(context.signal.aborted).toBe(true);
      expect(context.signal.reason).toEqual(new Error('stop'));
      gate.release.resolve();
      peer.request({ id: 9, method: 'ping' });
      await peer.responseTo(9);
      expect(peer.received.filter((m) => m.id === 7)).toEqual([]);
    } finally {
      await peer.server.close();
    }
  });

  it('gives a handler that never looks at its signal an unaborted one when it does', async () => {
    const gate = new Gate();
    const peer = await rawPeer([contextFeature(gate)]);
    try {
      peer.request({ id: 1, method: 'tools/call', params: { name: 'held' } });
      const context = await gate.entered.promise;
      expect(context.signal.aborted).toBe(false);
      gate.release.resolve();
      expect((await peer.responseTo(1)).result.content[0].text).toBe('released');
    } finally {
      await peer.server.close();
    }
  });
});

describe('stdio replies', () => {
  it('writes the replies of a pipelined burst together, in fewer writes than replies', async () => {
    const server = createServer([calcFeature], { logger: capturingLogger() });
    const io = await stdioServer(server);
    const burst = Array.from({ length: 50 }, (_, i) => JSON.stringify({ jsonrpc: '2.0', id: i, method: 'tools/call', params: { name: 'add', arguments: { a: i, b: 1 } } }));
    io.input.write(`${burst.join('\n')}\n`);
    const replies = await io.until(50);
    expect(replies.map((r) => r.result.content[0].text).sort()).toEqual(burst.map((_, i) => String(i + 1)).sort());
    expect(io.writes.length).toBeLessThan(5);
    await server.close();
  });

  it('still writes what was sent just before the transport closes', async () => {
    const server = createServer([calcFeature], { logger: capturingLogger() });
    const io = await stdioServer(server);
    void io.connection.transport.send({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'last words' } });
    await io.connection.transport.close();
    expect(io.lines()).toEqual(['{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"last words"}}']);
    await server.close();
  });
});

describe('list pages serialised once', () => {
  it('sends the same text JSON.stringify would, and the new list after a change', async () => {
    const server = createServer([calcFeature], { logger: capturingLogger() });
    const io = await stdioServer(server);
    const list = (id: number) => io.input.write(`${JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/list' })}\n`);
    list(1);
    list(2);
    const [first, second] = await io.until(2);
    expect(io.lines()[0]).toBe(JSON.stringify(first));
    expect(second.result).toEqual(first.result);
    const names = first.result.tools.map((t: { name: string }) => t.name);
    expect(names).toContain('add');

    server.tools.disable('add');
    list(3);
    const third = (await io.until(3))[2];
    expect(third.result.tools.map((t: { name: string }) => t.name)).toEqual(names.filter((n: string) => n !== 'add'));
    await server.close();
  });

  it('does not pass the kept text on to a changed copy of a page', () => {
    const page = reusableJson({ tools: [{ name: 'a' }] });
    expect(messageJson({ jsonrpc: '2.0', id: 1, result: page })).toBe('{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"a"}]}}');
    const copy = { ...page, nextCursor: 'x' };
    expect(messageJson({ jsonrpc: '2.0', id: 'b', result: copy })).toBe(JSON.stringify({ jsonrpc: '2.0', id: 'b', result: copy }));
  });
});

describe('a text result writes its own JSON', () => {
  const asJson = (result: object, id: string | number = 1) => messageJson({ jsonrpc: '2.0', id, result } as never);
  const stringified = (result: object, id: string | number = 1) => JSON.stringify({ jsonrpc: '2.0', id, result });
  /** Each change, made to a fresh result and to a fresh error result, leaves the reply text as JSON.stringify's. */
  const expectStringifiedAfter = (changes: Array<(result: Record<string, any>) => void>, make: (isError: boolean) => Record<string, any>) => {
    for (const change of changes) {
      for (const isError of [false, true]) {
        const result = make(isError);
        change(result);
        expect(asJson(result)).toBe(stringified(result));
      }
    }
  };

  it('writes what JSON.stringify writes, escapes included', () => {
    for (const text of ['5', '', 'Invalid arguments for tool "add": "a" must be number', 'back\\slash\nline\u0001\u2028 \ud800 lone', '😀 é']) {
      for (const isError of [false, true]) {
        const result = textResult(text, isError);
        expect(asJson(result, 'x"y')).toBe(stringified(result, 'x"y'));
        expect(asJson(result)).toBe(stringified(result));
      }
    }
    expect(asJson(textResult('5'))).toBe('{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"5"}]}}');
    for (const id of [0, -0, -1, 123456789, Number.MAX_SAFE_INTEGER, 2 ** 53, 1e21, 'abc', '', 'é', 'a\\b', '\ud83d', 'x'.repeat(40)]) expect(asJson(textResult('5'), id)).toBe(stringified(textResult('5'), id));
  });

  it('quotes a string as JSON.stringify does, whatever it holds', () => {
    const samples = ['', '5', 'plain text', 'quote"', 'back\\slash', 'tab\t', '\u0000', '\u001f', '\u007f', 'é', '日本', '😀', '\ud83d', '\ude00', 'a\ud83db', '\u2028'];
    for (const sample of [...samples, ...samples.map((s) => s.padEnd(40, 'x'))]) expect(jsonString(sample)).toBe(JSON.stringify(sample));
  });

  it('quotes a long text as JSON.stringify does when the same text, or an equal one, comes again', () => {
    const samples = ['Invalid arguments for tool "add": "a" must be number', 'quote" '.repeat(10), 'x'.repeat(1024), 'y'.repeat(1025), '\ud83d'.repeat(40)];
    for (const sample of [...samples, ...samples, ...samples.map((s) => `${s.slice(0, 5)}${s.slice(5)}`)]) expect(jsonString(sample)).toBe(JSON.stringify(sample));
    // Same length, other text: not the kept one.
    expect(jsonString('a"'.repeat(512))).toBe(JSON.stringify('a"'.repeat(512)));
    expect(jsonString('b'.repeat(1024))).toBe(JSON.stringify('b'.repeat(1024)));
  });

  it('keeps an argument type error message that is the one formatValidationErrors makes', () => {
    const typeError = (instancePath: string, type: unknown) => [{ instancePath, schemaPath: '#/properties/a/type', keyword: 'type', params: { type }, message: 'must be number' }];
    const samples = [
      typeError('/a', 'number'), typeError('/a', 'string'), typeError('/a', 'number'), typeError('/b', 'integer'), typeError('', 'object'),
      typeError('/list/3', 'number'), typeError('/a~1b/0', 'number'), typeError('/a', ['string', 'null']), typeError('/a', 'number'),
      [{ instancePath: '/a', schemaPath: '#/required', keyword: 'required', params: { missingProperty: 'x' } }],
      [{ instancePath: '/a', schemaPath: '#/required', keyword: 'required', params: { missingProperty: 'y' } }],
      [...typeError('/a', 'number'), ...typeError('/b', 'number')],
      null,
    ];
    const messages = new TypeErrorMessages('add');
    for (let round = 0; round < 2; round++) {
      for (const errors of samples) expect(messages.message(errors)).toBe(formatValidationErrors('tool "add"', errors));
    }
    // Past the paths it keeps, the message is still made right.
    for (let i = 0; i < 100; i++) expect(messages.message(typeError(`/list/${i}`, 'number'))).toBe(formatValidationErrors('tool "add"', typeError(`/list/${i}`, 'number')));

    // A caller-chosen key (a record's) of any length is answered but never kept: kept paths outlive the call.
    const fresh = new TypeErrorMessages('add');
    const longPath = `/tags/${'k'.repeat(100_000)}`;
    expect(fresh.message(typeError(longPath, 'string'))).toBe(formatValidationErrors('tool "add"', typeError(longPath, 'string')));
    expect((fresh as unknown as { byPath: Map<string, unknown> }).byPath.size).toBe(0);
  });

  it('says the right tool and type in a kept argument error over stdio', async () => {
    const server = createServer([calcFeature], { logger: capturingLogger() });
    const { input, until } = await stdioServer(server);
    const call = (id: number, args: object) => `${JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'add', arguments: args } })}\n`;
    input.write(call(1, { a: 'x', b: 1 }) + call(2, { a: 'y', b: 1 }) + call(3, { a: 1, b: 'z' }) + call(4, { a: 2, b: 3 }));
    const replies = await until(4);
    const texts = replies.map((r) => r.result.content[0].text as string);
    expect(texts[0]).toBe(texts[1]);
    expect(texts[0]).toContain('"a"');
    expect(texts[2]).toContain('"b"');
    expect(replies.slice(0, 3).every((r) => r.result.isError === true)).toBe(true);
    expect(texts[3]).toBe('5');
    await server.close();
  });

  it('leaves a result changed after it was made to JSON.stringify', () => {
    const changes: Array<(result: Record<string, any>) => void> = [
      (r) => (r._meta = { a: 1 }),
      (r) => (r.isError = true),
      (r) => (r.isError = false),
      (r) => r.content.push({ type: 'text', text: 'more' }),
      (r) => (r.content[0].annotations = { priority: 1 }),
      (r) => (r.content[0] = { type: 'image', data: 'x', mimeType: 'image/png' }),
      (r) => (r.content = 'text'),
      (r) => (r.structuredContent = { n: 1 }),
      (r) => {
        // Same members, another order.
        const { content } = r;
        delete r.content;
        r.content = content;
      },
    ];
    expectStringifiedAfter(changes, (isError) => textResult('5', isError) as unknown as Record<string, any>);
  });

  // A text result stamped with resultType in place, as the 2026-07-28 wire does (modern-methods.ts), writes its own JSON too.
  const stamped = (result: object, resultType: unknown = 'complete') => Object.assign(result, { resultType }) as Record<string, any>;

  it('writes a result stamped with resultType as JSON.stringify does, and writes it itself', () => {
    for (const text of ['5', '', 'quote" and \\ and \n', '😀 é']) {
      for (const isError of [false, true]) {
        for (const resultType of ['complete', 'input_required', 'x"y']) {
          const copy = stamped(textResult(text, isError), resultType);
          expect(asJson(copy)).toBe(stringified(copy));
          expect(asJson(copy, 'id"1')).toBe(stringified(copy, 'id"1'));
          expect((copy as Partial<WritesOwn>)[OWN_JSON]?.()).toBe(JSON.stringify(copy));
        }
      }
    }
    expect(asJson(stamped(textResult('5')))).toBe('{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"5"}],"resultType":"complete"}}');
  });

  it('leaves a stamped result that is not what it was made as to JSON.stringify', () => {
    const changes: Array<(result: Record<string, any>) => void> = [
      (r) => (r.ttlMs = 5),
      (r) => (r.resultType = 1),
      (r) => (r.resultType = undefined),
      (r) => (r.resultType = { kind: 'complete' }),
      (r) => (r.isError = false),
      (r) => (r.content[0].text = 7),
      (r) => {
        // resultType first: the text must keep JSON.stringify's order.
        const { content } = r;
        delete r.content;
        r.content = content;
      },
    ];
    expectStringifiedAfter(changes, (isError) => stamped(textResult('5', isError)));
    // A non-string resultType is stringified as it is.
    const odd = stamped(textResult('5'), 3);
    expect(asJson(odd)).toBe(stringified(odd));
  });
});

type WritesOwn = { [OWN_JSON](): string | undefined };

describe('copyWith', () => {
  it('copies as a spread followed by one more key does, own keys in their order', () => {
    const inherited = Object.create({ inheritedKey: 1 }) as Record<string, unknown>;
    inherited.own = 2;
    const hidden = Object.defineProperty({ shown: 1 }, 'hidden', { value: 2, enumerable: false });
    const withProto = JSON.parse('{"__proto__":{"polluted":true},"b":1}') as object;
    const samples: object[] = [{}, { a: 1, b: 'x' }, { 2: 'two', 1: 'one', z: 0, a: [1] }, { resultType: 'old', content: [] }, inherited, hidden, withProto, textResult('5'), ['x', 'y']];
    for (const sample of samples) {
      const copy = copyWith(sample, 'resultType', 'complete');
      const spread = { ...sample, resultType: 'complete' };
      expect(Object.keys(copy)).toEqual(Object.keys(spread));
      expect(JSON.stringify(copy)).toBe(JSON.stringify(spread));
      expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('the node:http request path', () => {
  let http: TestHttpServer;
  afterEach(async () => {
    await http.close();
  });

  const ping = (url: string) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: BOTH }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }) });

  it('serves the endpoint with a query string, answers other paths 404, and sends Content-Length', async () => {
    http = await startHttpServer({ sessions: false });
    const plain = await ping(http.url);
    const body = await plain.text();
    expect(JSON.parse(body)).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect((await ping(`${http.url}?x=1`)).status).toBe(200);
    expect((await ping(`${http.url}/`)).status).toBe(404);
    expect((await ping(`${http.url}x`)).status).toBe(404);
    expect((await ping(http.url.replace('/mcp', '/other/../mcp'))).status).toBe(200);
  });

  it('sends list pages as plain JSON, the same each time, and the new list after a change', async () => {
    http = await startHttpServer({ sessions: false });
    const list = async () => {
      const response = await fetch(http.url, { method: 'POST', headers: { 'content-type': 'application/json', accept: BOTH }, body: JSON.stringify({ jsonrpc: '2.0', id: 'l', method: 'tools/list' }) });
      return response.text();
    };
    const first = await list();
    expect(await list()).toBe(first);
    expect(JSON.stringify(JSON.parse(first))).toBe(first);
    http.server.tools.disable('add');
    const names = JSON.parse(await list()).result.tools.map((t: { name: string }) => t.name);
    expect(names).not.toContain('add');
    expect(names.length).toBe(JSON.parse(first).result.tools.length - 1);
  });
});

describe('the node:http adapter, each shortcut against the general form it replaces', () => {
  it("withContentLength gives JSON_HEADERS' literal what copyWith gives, keys in the same order", () => {
    for (const body of ['', '{"jsonrpc":"2.0","id":1,"result":{}}', 'é€😀']) {
      const fast = withContentLength(JSON_HEADERS, body);
      const general = copyWith(JSON_HEADERS, 'content-length', String(Buffer.byteLength(body)));
      expect(Object.entries(fast)).toEqual(Object.entries(general));
    }
    // Any other headers object (an equal copy included) is copied, never changed.
    const other = { 'content-type': 'application/json', 'mcp-session-id': 's' };
    expect(Object.entries(withContentLength(other, 'ab'))).toEqual([...Object.entries(other), ['content-length', '2']]);
    expect(other).toEqual({ 'content-type': 'application/json', 'mcp-session-id': 's' });
  });

  it('effectiveHost counts Host headers as countHeader did: any case, two or more are no host; an absolute-form target names its own', () => {
    const request = (url: string, rawHeaders: string[]) => {
      const headers: Record<string, string> = {};
      for (let i = 0; i < rawHeaders.length; i += 2) headers[rawHeaders[i]!.toLowerCase()] ??= rawHeaders[i + 1]!;
      return { url, rawHeaders, headers } as unknown as IncomingMessage;
    };
    /** The general form: the raw names lower-cased and counted, as countHeader counts them. */
    const oracle = (req: IncomingMessage) => {
      const hosts = req.rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === 'host').length;
      if (hosts > 1) return '';
      if (req.url!.startsWith('/')) return req.headers.host;
      try {
        return new URL(req.url!).host;
      } catch {
        return '';
      }
    };
    const cases: Array<[string, string[]]> = [
      ['/mcp', ['Host', 'a:1', 'Accept', 'x']],
      ['/mcp', ['host', 'a:1']],
      ['/mcp', ['HOST', 'a:1', 'hOsT', 'b']],
      ['/mcp', ['Host', 'a:1', 'Content-Type', 'x', 'host', 'a:1']],
      ['/mcp', ['Hos', 'a', 'Hostx', 'b', 'Host', 'c']],
      ['/mcp', ['Accept', 'x']],
      ['http://evil.example/mcp', ['Host', 'a:1']],
      ['http://evil.example/mcp', ['Host', 'a:1', 'Host', 'a:1']],
      ['not a url', ['Host', 'a:1']],
    ];
    for (const [url, raw] of cases) expect({ url, raw, host: effectiveHost(request(url, raw)) }).toEqual({ url, raw, host: oracle(request(url, raw)) });
  });
});

describe('a stateless HTTP call answered at once gives its JSON reply without a PostExchange', () => {
  const meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
  const modernHeaders = (method: string, name?: string): Record<string, string> => ({ 'mcp-protocol-version': '2026-07-28', 'mcp-method': method, ...(name === undefined ? {} : { 'mcp-name': name }) });
  const modernStatusOf = (response: JsonRpcResponse) => ('error' in response ? modernHttpStatus(response.error.code) : 200);
  const cases: Array<[string, Record<string, string>, object]> = [
    ['2025: a tool', {}, { method: 'tools/call', params: { name: 'add', arguments: { a: 2, b: 3 } } }],
    ['2025: invalid arguments', {}, { method: 'tools/call', params: { name: 'add', arguments: { a: 'x', b: 3 } } }],
    ['2025: an unknown tool', {}, { method: 'tools/call', params: { name: 'nope', arguments: {} } }],
    ['2025: an unknown method', {}, { method: 'nope/nope', params: {} }],
    ['2025: ping', {}, { method: 'ping' }],
    ['2026: a tool', modernHeaders('tools/call', 'add'), { method: 'tools/call', params: { name: 'add', arguments: { a: 2, b: 3 }, _meta: meta } }],
    ['2026: an unknown tool', modernHeaders('tools/call', 'nope'), { method: 'tools/call', params: { name: 'nope', arguments: {}, _meta: meta } }],
    ['2026: an unknown method (404)', modernHeaders('nope/nope'), { method: 'nope/nope', params: { _meta: meta } }],
  ];

  it.each(cases)('%s: the reply a PostExchange gives for the same response, status and headers included', async (_name, headers, message) => {
    const server = createServer([calcFeature], { logger: capturingLogger() });
    const handler = new StreamableHttpHandler(server, { sessions: false }, { loopback: true });
    await handler.handle(view({}, JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'add', arguments: { a: 1, b: 1 } } }))); // loads the classes
    const body = JSON.stringify({ jsonrpc: '2.0', id: 2, ...message });
    const respond = jest.spyOn(PostExchange.prototype, 'respond');
    let reply: HttpReply | undefined;
    try {
      handler.respond(view(headers, body), { done: (r) => (reply = r), failed: jest.fn() });
      expect(respond).not.toHaveBeenCalled();
    } finally {
      respond.mockRestore();
    }
    // The oracle: the same response through a PostExchange, as every stateless call went before.
    const session = server.createSession(() => undefined);
    const response = (await session.handle(JSON.parse(body)))!;
    session.close();
    const exchange = new PostExchange({
      mode: 'auto',
      headers: NO_HEADERS,
      openStream: () => {
        throw new Error('no stream');
      },
      prime: false,
      retryMs: undefined,
      statusOf: 'mcp-method' in headers ? modernStatusOf : undefined,
    });
    let expected: HttpReply | undefined;
    exchange.onReply({ done: (r) => (expected = r) });
    exchange.respond(messageJson(response), response);
    expect(reply).toEqual(expected);
    handler.close();
    await server.close();
  });

  it('still answers with an SSE stream when a related message comes before the response', async () => {
    const server = createServer([contextProbe], { logger: capturingLogger() });
    const handler = new StreamableHttpHandler(server, { sessions: false }, { loopback: true });
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'context', arguments: {}, _meta: { progressToken: 't' } } });
    const replies: HttpReply[] = [];
    const first = new Promise<HttpReply>((resolve) => handler.respond(view({}, body), { done: (r) => resolve(replies[replies.push(r) - 1]!), failed: jest.fn() }));
    const reply = await first;
    expect(reply.headers['content-type']).toBe('text/event-stream');
    // The stream carries the progress, then the response, and ends; no second reply is given.
    const chunks: string[] = [];
    await new Promise<void>((resolve) => reply.stream!.attach({ write: (chunk) => chunks.push(chunk), end: resolve }));
    expect(replies).toHaveLength(1);
    const events = chunks.join('').split('\n').filter((line) => line.startsWith('data: ')).map((line) => JSON.parse(line.slice(6)));
    expect(events.map((event) => event.method ?? (event.result ? 'result' : 'error'))).toEqual(['notifications/progress', 'result']);
    handler.close();
    await server.close();
  });

  it('reads MCP-Protocol-Version once: an unsupported one gets checkProtocolVersion\'s 400, a known one (or none: the assumed one) becomes the session\'s', async () => {
    const server = createServer([calcFeature], { logger: capturingLogger() });
    const handler = new StreamableHttpHandler(server, { sessions: false }, { loopback: true });
    const call = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'add', arguments: { a: 1, b: 1 } } });
    await handler.handle(view({}, call)); // loads the classes
    const bad = view({ 'mcp-protocol-version': '1999-01-01' }, call);
    expect(await handler.handle(bad)).toEqual(handler.checkProtocolVersion(bad));
    expect((await handler.handle(bad)).status).toBe(400);
    // initialize is not checked against the header (its params carry the version).
    const initialize = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } } });
    expect((await handler.handle(view({ 'mcp-protocol-version': '1999-01-01' }, initialize))).status).toBe(200);
    const create = jest.spyOn(server, 'createSession');
    try {
      for (const [header, expected] of [['2025-06-18', '2025-06-18'], [undefined, '2025-03-26']] as const) {
        await handler.handle(view(header === undefined ? {} : { 'mcp-protocol-version': header }, call));
        expect(create.mock.results.at(-1)!.value.state.protocolVersion).toBe(expected);
      }
    } finally {
      create.mockRestore();
    }
    handler.close();
    await server.close();
  });

  it("in 'json' mode a related message is dropped and the response is still plain JSON", async () => {
    const server = createServer([contextProbe], { logger: capturingLogger() });
    const handler = new StreamableHttpHandler(server, { sessions: false, responseMode: 'json' }, { loopback: true });
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'context', arguments: {}, _meta: { progressToken: 't' } } });
    const reply = await handler.handle(view({}, body));
    expect(reply.status).toBe(200);
    expect(reply.headers).toEqual({ 'content-type': 'application/json' });
    expect(JSON.parse(reply.body!)).toMatchObject({ jsonrpc: '2.0', id: 1, result: {} });
    handler.close();
    await server.close();
  });
});

describe('tools/call without per-call machinery', () => {
  it('asks tsyringe for a tool class once, then reuses the instance it built', async () => {
    const server = createServer([calcFeature], { logger: capturingLogger() });
    const io = await stdioServer(server);
    const call = (id: number) => JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'add', arguments: { a: id, b: 1 } } });
    io.input.write(`${call(1)}\n`);
    await io.until(1);
    const resolve = jest.spyOn(server.container.tsyringe, 'resolve');
    io.input.write(`${[2, 3, 4].map(call).join('\n')}\n`);
    const replies = await io.until(4);
    expect(replies.map((r) => r.result.content[0].text)).toEqual(['2', '3', '4', '5']);
    expect(resolve).not.toHaveBeenCalled();
    await io.connection.close();
  });
});

describe('the 2026-07-28 wire without per-call machinery', () => {
  it('answers a tools/call whose handler never reads its signal without an AbortController or a hash', async () => {
    const server = createServer([calcFeature], { logger: capturingLogger() });
    const session = server.createSession(() => undefined);
    const meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
    const call = (id: number) => session.handle({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'add', arguments: { a: id, b: 1 }, _meta: meta } });
    await call(1); // loads the classes (that waits on a signal)
    const Original = globalThis.AbortController;
    let made = 0;
    // The module object the compiled source calls through, so the spy sees its calls.
    const hash = jest.spyOn(require('node:crypto') as typeof import('node:crypto'), 'createHash');
    globalThis.AbortController = class extends Original {
      constructor() {
        super();
        made++;
      }
    };
    try {
      const response = (await call(2)) as unknown as { result: { content: Array<{ text: string }>; resultType: string } };
      expect(response.result).toMatchObject({ resultType: 'complete', content: [{ text: '3' }] });
      expect(hash).not.toHaveBeenCalled();
    } finally {
      globalThis.AbortController = Original;
      hash.mockRestore();
    }
    expect(made).toBe(0);
    session.close();
    await server.close();
  });
});

describe('replies ready at once', () => {
  it('go to the transport in the same turn, with no promise in between', async () => {
    const server = createServer([calcFeature], { logger: capturingLogger() });
    const session = server.createSession(() => undefined);
    const call = (id: number) => JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'add', arguments: { a: id, b: 1 } } });
    await session.handleText(call(1)); // loads the classes
    const replies: unknown[] = [];
    const failed = jest.fn();
    session.receiveText(call(2), (reply) => replies.push(reply), failed);
    session.receive({ jsonrpc: '2.0', id: 3, method: 'ping' }, (reply) => replies.push(reply), failed);
    expect(replies).toEqual([
      { jsonrpc: '2.0', id: 2, result: { content: [{ type: 'text', text: '3' }] } },
      { jsonrpc: '2.0', id: 3, result: {} },
    ]);
    expect(failed).not.toHaveBeenCalled();
    session.close();
    await server.close();
  });
});

/** A request view whose body is there at once, as node:http's is in its 'end' event. */
const view = (headers: Record<string, string>, body: string): HttpRequestView => {
  const all: Record<string, string> = { host: '127.0.0.1', accept: BOTH, 'content-type': 'application/json', ...headers };
  return {
    method: 'POST',
    header: (name) => all[name],
    readBody: () => Promise.resolve(body),
    receiveBody: (_limit, done) => done(body),
    onDisconnect: () => undefined,
    get signal(): AbortSignal {
      throw new Error('the stateless POST read the request signal');
    },
  };
};

describe('a stateless HTTP POST answered at once', () => {
  const meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
  const eras = {
    '2025-11-25': { headers: {}, params: { name: 'add', arguments: { a: 2, b: 3 } } },
    '2026-07-28': { headers: { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'add' }, params: { name: 'add', arguments: { a: 2, b: 3 }, _meta: meta } },
  };

  it.each(Object.keys(eras) as Array<keyof typeof eras>)('gets its reply in the same turn on the %s wire, with no promise in between', async (era) => {
    const server = createServer([calcFeature], { logger: capturingLogger() });
    const handler = new StreamableHttpHandler(server, { sessions: false }, { loopback: true });
    const { headers, params } = eras[era];
    const body = (id: number) => JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params });
    await handler.handle(view(headers, body(1))); // loads the classes
    const replies: HttpReply[] = [];
    const failed = jest.fn();
    handler.respond(view(headers, body(2)), { done: (reply) => replies.push(reply), failed });
    expect(replies).toHaveLength(1);
    expect(replies[0]!.status).toBe(200);
    expect(JSON.parse(replies[0]!.body!)).toMatchObject({ id: 2, result: { content: [{ type: 'text', text: '5' }] } });
    expect(failed).not.toHaveBeenCalled();
    handler.close();
    await server.close();
  });

  it.each(Object.keys(eras) as Array<keyof typeof eras>)('writes the JSON of a text result without JSON.stringify on the %s wire', async (era) => {
    const server = createServer([calcFeature], { logger: capturingLogger() });
    const handler = new StreamableHttpHandler(server, { sessions: false }, { loopback: true });
    const { headers, params } = eras[era];
    const body = (id: number) => JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params });
    await handler.handle(view(headers, body(1))); // loads the classes
    const request = view(headers, body(2));
    const stringify = jest.spyOn(JSON, 'stringify');
    let reply: HttpReply | undefined;
    try {
      handler.respond(request, { done: (r) => (reply = r), failed: jest.fn() });
      // Only the id's digits come from JSON.stringify (message-json.ts: not String(), whose cache keeps them alive); no object.
      expect(stringify.mock.calls.map(([value]) => value)).toEqual([2]);
    } finally {
      stringify.mockRestore();
    }
    const stamp = era === '2026-07-28' ? ',"resultType":"complete"' : '';
    expect(reply!.body).toBe(`{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"5"}]${stamp}}}`);
    handler.close();
    await server.close();
  });

  it('stamps a copy of a modern result, never the list page the 2025 wire sends', async () => {
    const server = createServer([calcFeature], { logger: capturingLogger() });
    const session = server.createSession(() => undefined);
    const modern = (await session.handle({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: meta } })) as unknown as { result: Record<string, unknown> };
    expect(modern.result).toMatchObject({ resultType: 'complete', tools: expect.any(Array) });
    const legacy = (await session.handle({ jsonrpc: '2.0', id: 2, method: 'tools/list' })) as unknown as { result: Record<string, unknown> };
    expect(legacy.result.resultType).toBeUndefined();
    expect(messageJson(legacy as never)).not.toContain('resultType');
    session.close();
    await server.close();
  });
});

describe("a stateless HTTP call joins the server's open sessions only while it runs", () => {
  const call = (id: number, name: string, args: object) => JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });
  /** Sessions added to any Set while `work` runs (the server's open sessions is the only Set that holds them). */
  const sessionsAdded = (work: () => void): number => {
    const add = jest.spyOn(Set.prototype, 'add');
    try {
      work();
      return add.mock.calls.filter(([value]) => value instanceof Session).length;
    } finally {
      add.mockRestore();
    }
  };

  it('a call answered at once never enters it, and answers as a tracked session does', async () => {
    const server = createServer([calcFeature], { logger: capturingLogger() });
    const handler = new StreamableHttpHandler(server, { sessions: false }, { loopback: true });
    await handler.handle(view({}, call(1, 'add', { a: 2, b: 3 }))); // loads the classes
    const messages = [call(2, 'add', { a: 2, b: 3 }), call(3, 'add', { a: 'x', b: 3 }), call(4, 'nope', {}), JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'ping' })];
    for (const body of messages) {
      let reply: HttpReply | undefined;
      expect(sessionsAdded(() => handler.respond(view({}, body), { done: (r) => (reply = r), failed: jest.fn() }))).toBe(0);
      // The oracle: the same message through a session that is tracked from the start.
      const tracked = server.createSession(() => undefined);
      const expected = await tracked.handle(JSON.parse(body));
      tracked.close();
      expect(JSON.parse(reply!.body!)).toEqual(expected);
    }
    handler.close();
    await server.close();
  });

  it('a call still running is in it: a graceful shutdown waits for it', async () => {
    const gate = new Gate();
    const server = createServer([contextFeature(gate)], { logger: capturingLogger() });
    const handler = new StreamableHttpHandler(server, { sessions: false }, { loopback: true });
    let added = 0;
    let replied: Promise<HttpReply> | undefined;
    added = sessionsAdded(() => (replied = handler.handle(view({}, call(1, 'held', { text: 'x' })))));
    await gate.entered.promise;
    expect(added).toBe(1);
    let idle = false;
    const whenIdle = server.whenIdle!().then(() => (idle = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle).toBe(false);
    gate.release.resolve();
    expect(JSON.parse((await replied!).body!)).toMatchObject({ id: 1, result: { content: [{ type: 'text', text: 'released' }] } });
    await whenIdle;
    expect(idle).toBe(true);
    handler.close();
    await server.close();
  });
});

/** A tool that reports what its handler context holds, and sends progress when asked for. */
const contextProbe: Feature = {
  manifest: {
    manifestVersion: 1,
    feature: 'probe',
    tools: [{ name: 'context', description: 'What a handler sees.', inputSchema: { type: 'object', properties: {} } }],
    resources: [],
    resourceTemplates: [],
    prompts: [],
  },
  register() {},
  tools: {
    context: {
      validate: validator({}),
      result: 'structured',
      invoke: (_container, _args, context) => {
        context.progress?.(1, 2, 'half');
        return { requestId: context.requestId, sessionId: context.sessionId ?? null, aborted: context.signal.aborted, capabilities: context.clientCapabilities ?? null, auth: context.auth ?? null, log: typeof context.log?.info };
      },
    },
  },
  resources: {},
  resourceTemplates: {},
  prompts: {},
};

describe('a tools/call with no policy, timeout or middleware runs its handler directly', () => {
  // The oracle: the same calls through the path the direct call skips (callWithin and the middleware
  // chain: a server-wide timeout, a pass-through middleware) give the same messages and the same logs.
  const calls: Array<[string, unknown, Record<string, unknown>?]> = [
    ['add', { a: 2, b: 3 }],
    ['add', { a: 'x', b: 1 }],
    ['add', 'not an object'],
    ['divide', { a: 1, b: 0 }],
    ['crash', {}],
    ['syncCrash', {}],
    ['stats', { values: [1, 2] }],
    ['greet', { name: 'Ada\u001b[2J' }],
    ['image', {}],
    ...['string', 'object', 'null', 'array', 'number', 'content'].map((kind): [string, unknown] => ['auto', { kind }]),
    ['context', {}, { progressToken: 'p' }],
    ['context', {}],
  ];

  async function transcript(options: ServerOptions) {
    const logger = capturingLogger();
    const peer = await rawPeer([calcFeature, contextProbe], { logger, ...options });
    for (const [index, [name, args, meta]] of calls.entries()) {
      peer.request({ id: index, method: 'tools/call', params: { name, arguments: args, ...(meta ? { _meta: meta } : {}) } });
      await peer.responseTo(index);
    }
    await peer.close();
    return { messages: peer.received, logged: logger.errors.map(({ message, error }) => `${message}: ${String(error)}`) };
  }

  it('answers as the timed and the middleware paths do, results, errors, logs and progress alike', async () => {
    const direct = await transcript({});
    expect(direct.messages.filter((m) => m.method === 'notifications/progress')).toHaveLength(1);
    expect(direct.logged).toHaveLength(2);
    await expect(transcript({ limits: { defaultTimeoutMs: 60_000 } })).resolves.toEqual(direct);
    await expect(transcript({ use: [{ handle: (_call, next) => next() }] })).resolves.toEqual(direct);
  });
});

describe('a session with nothing in flight skips its refusal checks', () => {
  // The skipped checks, where they still answer: a limit of 0, an id in use, draining.
  it('still refuses every request under a limit of 0', async () => {
    for (const limits of [{ maxInFlight: 0 }, { maxDetached: 0 }]) {
      const peer = await rawPeer([calcFeature], { logger: capturingLogger(), limits });
      peer.request({ id: 1, method: 'tools/call', params: { name: 'add', arguments: { a: 1, b: 2 } } });
      expect((await peer.responseTo(1)).error).toMatchObject({ code: -32053 });
      await peer.close();
    }
  });

  it('refuses an id in use while its request is in flight, and takes it again once answered', async () => {
    const server = createServer([calcFeature], { logger: capturingLogger() });
    await server.container.load();
    const session = server.createSession();
    const waiting = session.handle({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'wait', arguments: {} } });
    await server.container.resolve(Probe).started.promise;
    await expect(session.handle({ jsonrpc: '2.0', id: 7, method: 'ping' })).resolves.toMatchObject({ error: { code: -32600, message: 'Invalid Request: id 7 is already in use' } });
    await expect(session.handle({ jsonrpc: '2.0', id: 8, method: 'ping' })).resolves.toEqual({ jsonrpc: '2.0', id: 8, result: {} });
    await session.handle({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 7 } });
    await expect(waiting).resolves.toBeUndefined();
    await expect(session.handle({ jsonrpc: '2.0', id: 7, method: 'ping' })).resolves.toEqual({ jsonrpc: '2.0', id: 7, result: {} });
    session.stopAccepting();
    await expect(session.handle({ jsonrpc: '2.0', id: 9, method: 'ping' })).resolves.toMatchObject({ error: { code: -32053, message: 'Server busy: the server is shutting down' } });
    session.close();
  });
});
