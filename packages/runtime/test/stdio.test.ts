/** The stdio transport over PassThrough streams: framing, limits, end of input, broken pipes. */
import { PassThrough, Writable } from 'node:stream';
import { createServer, StdioServerTransport, type McpServer } from '@mcp-codegen/runtime';
import { calcFeature, capturingLogger, Probe } from './fixtures';

interface Harness {
  server: McpServer;
  input: PassThrough;
  transport: StdioServerTransport;
  closed: Promise<void>;
  /** Resolves with the next output line parsed as JSON. */
  next(): Promise<Record<string, any>>;
  lines: string[];
}

async function harness(maxLineBytes?: number, inputEndGraceMs?: number): Promise<Harness> {
  const server = createServer([calcFeature], { logger: capturingLogger(), inputEndGraceMs });
  const input = new PassThrough();
  const output = new PassThrough();
  const transport = new StdioServerTransport({ input, output, maxLineBytes });
  const connection = await server.connect(transport);
  const lines: string[] = [];
  const waiting: Array<(line: string) => void> = [];
  let buffer = '';
  output.setEncoding('utf8');
  output.on('data', (chunk: string) => {
    buffer += chunk;
    let newline: number;
    while ((newline = buffer.indexOf('\n')) !== -1) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      lines.push(line);
      const waiter = waiting.shift();
      if (waiter) waiter(line);
    }
  });
  let read = 0;
  return {
    server,
    input,
    transport,
    closed: connection.closed,
    lines,
    next: () =>
      new Promise((resolve) => {
        const index = read++;
        if (index < lines.length) resolve(JSON.parse(lines[index]));
        else waiting.push((line) => resolve(JSON.parse(line)));
      }),
  };
}

const ping = (id: number | string) => JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' });

describe('StdioServerTransport', () => {
  it('reads newline-delimited JSON and writes one JSON line per reply', async () => {
    const h = await harness();
    h.input.write(`${ping(1)}\n`);
    expect(await h.next()).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
    expect(h.lines[0]).toBe('{"jsonrpc":"2.0","id":1,"result":{}}');
    h.input.end();
    await h.closed;
  });

  it('accepts CRLF, skips empty lines and joins a message split across chunks, even inside a UTF-8 character', async () => {
    const h = await harness();
    h.input.write(`\r\n\n${ping(1)}\r\n`);
    const message = Buffer.from(`${JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'greet', arguments: { name: 'Zoë' } } })}\n`);
    const split = message.indexOf(Buffer.from('ë')) + 1; // between the two bytes of ë
    h.input.write(message.subarray(0, split));
    h.input.write(message.subarray(split));
    expect(await h.next()).toMatchObject({ id: 1, result: {} });
    expect(await h.next()).toMatchObject({ id: 2, result: { content: [{ type: 'text', text: 'Hello, Zoë!' }] } });
    h.input.end();
    await h.closed;
  });

  it('reads every line of a chunk of many (UTF-8 text, CRLF, blank lines) and keeps its unfinished last line for the next', async () => {
    const h = await harness();
    const greet = (id: number, name: string) => JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'greet', arguments: { name } } });
    const tail = Buffer.from(`${greet(4, 'Łódź 😀')}\n`);
    const split = tail.indexOf(Buffer.from('😀')) + 2; // inside the emoji's four bytes
    h.input.write(Buffer.concat([Buffer.from(`${greet(1, 'Zoë')}\r\n\n  \n${ping(2)}\n${greet(3, '日本')}\n`), tail.subarray(0, split)]));
    h.input.write(tail.subarray(split));
    // A synchronous reply (ping) may overtake an asynchronous one: matched by id.
    const replies = [await h.next(), await h.next(), await h.next(), await h.next()].sort((a: any, b: any) => a.id - b.id);
    expect(replies).toMatchObject([
      { id: 1, result: { content: [{ text: 'Hello, Zoë!' }] } },
      { id: 2, result: {} },
      { id: 3, result: { content: [{ text: 'Hello, 日本!' }] } },
      { id: 4, result: { content: [{ text: 'Hello, Łódź 😀!' }] } },
    ]);
    expect(h.lines).toHaveLength(4);
    h.input.end();
    await h.closed;
  });

  it('answers a line over the limit with an error under its id and goes on with the next line', async () => {
    const h = await harness(64);
    h.input.write(`${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: 'x'.repeat(100) } })}\n${ping(2)}\n`);
    // The sender waits for id 1: it gets the error there, not under id null (issue 21).
    expect(await h.next()).toMatchObject({ id: 1, error: { code: -32600, message: expect.stringContaining('64-byte limit') } });
    expect(await h.next()).toMatchObject({ id: 2, result: {} });
    h.input.end();
    await h.closed;
  });

  it('reads the id of an over-long line that arrives in pieces, and answers null when none comes first', async () => {
    const h = await harness(64);
    h.input.write('{"jsonrpc":"2.0","id":"req-7","method":"tools/call","params":{"pad":"');
    for (let i = 0; i < 3; i++) h.input.write('x'.repeat(40));
    h.input.write(`"}}\n{"params":{"id":5,"pad":"${'x'.repeat(80)}"},"id":6}\n${ping(3)}\n`);
    expect(await h.next()).toMatchObject({ id: 'req-7', error: { code: -32600 } });
    // "id" inside params is not the request's id, and the real one comes after a nested value: null.
    expect(await h.next()).toMatchObject({ id: null, error: { code: -32600 } });
    expect(await h.next()).toMatchObject({ id: 3, result: {} });
    h.input.end();
    await h.closed;
  });

  it('stops buffering an endless line, answers once, and recovers at the next newline', async () => {
    const h = await harness(64);
    for (let i = 0; i < 5; i++) h.input.write('y'.repeat(40));
    h.input.write(`\n${ping(3)}\n`);
    expect(await h.next()).toMatchObject({ id: null, error: { code: -32600 } });
    expect(await h.next()).toMatchObject({ id: 3, result: {} });
    expect(h.lines).toHaveLength(2);
    h.input.end();
    await h.closed;
  });

  it('keeps serving after garbage', async () => {
    const h = await harness();
    h.input.write('this is not json\n');
    h.input.write(`${ping(4)}\n`);
    expect(await h.next()).toMatchObject({ id: null, error: { code: -32700 } });
    expect(await h.next()).toMatchObject({ id: 4, result: {} });
    h.input.end();
    await h.closed;
  });

  it('serves a last line without a newline, then closes at the end of input', async () => {
    const h = await harness();
    h.input.end(ping(5));
    expect(await h.next()).toMatchObject({ id: 5, result: {} });
    await h.closed;
  });

  it('lets a request in flight finish and reply when the input ends', async () => {
    const h = await harness();
    // The first call waits for the container to load (tsyringe loads on first use): not done at once.
    expect(h.server.container.loaded).toBe(false);
    h.input.end(JSON.stringify({ jsonrpc: '2.0', id: 6, method: 'tools/call', params: { name: 'add', arguments: { a: 2, b: 3 } } }));
    expect(await h.next()).toEqual({ jsonrpc: '2.0', id: 6, result: { content: [{ type: 'text', text: '5' }] } });
    await h.closed;
    expect(h.server.container.loaded).toBe(true);
  });

  it('aborts what is still in flight once the grace period after the end of input is over', async () => {
    const h = await harness(undefined, 30);
    await h.server.container.load();
    const probe = h.server.container.resolve(Probe);
    h.input.write(`${JSON.stringify({ jsonrpc: '2.0', id: 6, method: 'tools/call', params: { name: 'wait' } })}\n`);
    const context = await probe.started.promise;
    const ended = Date.now();
    h.input.end();
    await h.closed;
    await probe.aborted.promise;
    expect(Date.now() - ended).toBeGreaterThanOrEqual(25);
    expect(context.signal.aborted).toBe(true);
    expect(h.lines).toEqual([]);
  });

  it('survives EPIPE on the output and closes', async () => {
    const server = createServer([calcFeature], { logger: capturingLogger() });
    const input = new PassThrough();
    const output = new Writable({
      write(_chunk, _encoding, callback) {
        callback(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
      },
    });
    const connection = await server.connect(new StdioServerTransport({ input, output }));
    input.write(`${ping(1)}\n`);
    await connection.closed;
    expect(output.destroyed).toBe(true);
  });

  it('sends console.log to stderr while active when asked to, and restores it on close', async () => {
    const originalLog = console.log;
    const stderrWrite = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const server = createServer([calcFeature], { logger: capturingLogger() });
      const input = new PassThrough();
      const transport = new StdioServerTransport({ input, output: new PassThrough(), redirectConsole: true });
      await server.connect(transport);
      expect(console.log).not.toBe(originalLog);
      console.log('hello %s', 'stderr');
      expect(stderrWrite.mock.calls.map((call) => call[0])).toContain('hello stderr\n');
      await transport.close();
      expect(console.log).toBe(originalLog);
    } finally {
      stderrWrite.mockRestore();
      console.log = originalLog;
    }
  });

  it('sends every console method to stderr while active, none to stdout', async () => {
    const stdoutWrite = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const stderrWrite = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const server = createServer([calcFeature], { logger: capturingLogger() });
    const transport = new StdioServerTransport({ input: new PassThrough(), output: new PassThrough(), redirectConsole: true });
    try {
      await server.connect(transport);
      console.log('log');
      console.info('info');
      console.debug('debug');
      console.dir({ dir: true });
      console.dirxml('dirxml');
      console.table([{ a: 1 }]);
      console.count('count');
      console.countReset('count');
      console.group('group');
      console.groupEnd();
      console.time('time');
      console.timeLog('time');
      console.timeEnd('time');
      console.warn('warn');
      console.error('error');
      console.trace('trace');
      console.assert(false, 'assert');
      expect(stdoutWrite).not.toHaveBeenCalled();
      expect(stderrWrite.mock.calls.map((call) => String(call[0])).join('')).toMatch(/log[\s\S]*dir: true[\s\S]*count: 1[\s\S]*group[\s\S]*time: [\s\S]*Trace: trace/);
    } finally {
      await transport.close();
      stdoutWrite.mockRestore();
      stderrWrite.mockRestore();
    }
  });

  it('waits for drain when the output pushes back', async () => {
    const server = createServer([calcFeature], { logger: capturingLogger() });
    const input = new PassThrough();
    const output = new PassThrough({ highWaterMark: 16 });
    const connection = await server.connect(new StdioServerTransport({ input, output }));
    for (let i = 0; i < 20; i++) input.write(`${ping(i)}\n`);
    const ids: number[] = [];
    output.setEncoding('utf8');
    let buffer = '';
    const done = new Promise<void>((resolve) =>
      output.on('data', (chunk: string) => {
        buffer += chunk;
        const parts = buffer.split('\n');
        buffer = parts.pop() ?? '';
        for (const part of parts) ids.push(JSON.parse(part).id);
        if (ids.length === 20) resolve();
      }),
    );
    await done;
    expect(ids.sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
    input.end();
    await connection.closed;
  });

  it('writes the replies a chunk gets at once in one write as the chunk ends, and a later reply after them', async () => {
    const server = createServer([calcFeature], { logger: capturingLogger() });
    const input = new PassThrough();
    const writes: string[] = [];
    const output = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        writes.push(chunk.toString('utf8'));
        callback();
      },
    });
    const connection = await server.connect(new StdioServerTransport({ input, output }));
    const call = (id: number, name: string, args: object = {}) => JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });
    const writesOf = async (count: number) => {
      // Bounded: a reply never written fails the expectation below instead of hanging.
      for (const deadline = Date.now() + 2_000; writes.length < count && Date.now() < deadline; ) await new Promise((resolve) => setImmediate(resolve));
      return writes.splice(0).map((text) => text.split('\n').filter(Boolean).map((line) => JSON.parse(line).id));
    };
    input.write(`${call(0, 'add', { a: 1, b: 2 })}\n`); // the first call loads the classes, later
    expect(await writesOf(1)).toEqual([[0]]);
    // A ping and an add are answered while the chunk is read; crash answers when its promise settles.
    input.write(`${ping(1)}\n${call(2, 'crash')}\n${call(3, 'add', { a: 2, b: 3 })}\n${ping(4)}\n`);
    expect(await writesOf(2)).toEqual([[1, 3, 4], [2]]);
    input.end();
    await connection.closed;
  });

  it('closes on demand without ending the output', async () => {
    const h = await harness();
    await h.transport.close();
    await h.closed;
    expect(h.input.isPaused()).toBe(true);
    await expect(h.transport.send({ jsonrpc: '2.0', method: 'x' })).resolves.toBeUndefined();
  });
});

