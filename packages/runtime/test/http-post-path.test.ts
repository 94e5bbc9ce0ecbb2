/**
 * The stateless POST path in fewer layers (bench/PROFILES.md, wave 11, http): each shortcut
 * against the general form it replaces, and the paths the direct reply no longer goes through.
 */
import { getEventListeners } from 'node:events';
import { createServer, Session, StreamableHttpHandler, type HttpReply, type HttpRequestView } from '@mcp-codegen/runtime';
import { accepts, acceptsJsonAndEventStream } from '../src/transports/http/request-checks';
import { capturingLogger, calcFeature } from './fixtures';
import { contextFeature, Gate } from './context-fixtures';
import { BOTH } from './http-helpers';

const call = (id: number, name: string, args: object) => JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });

/** A request view as an adapter without onDisconnect gives it (fetch's): the disconnect is the signal's abort. */
function signalView(body: string, signal: AbortSignal): HttpRequestView {
  const headers: Record<string, string> = { host: '127.0.0.1', accept: BOTH, 'content-type': 'application/json' };
  return { method: 'POST', header: (name) => headers[name], readBody: () => Promise.resolve(body), signal };
}

describe('the Accept check of a POST', () => {
  it('answers as accepts() asked for both types does, the two usual headers included', () => {
    const headers = [
      'application/json, text/event-stream',
      'text/event-stream, application/json',
      'application/json,text/event-stream',
      'Application/JSON, Text/Event-Stream',
      'application/json',
      'text/event-stream',
      '*/*',
      'application/*, text/*',
      'application/json;q=0, text/event-stream',
      'application/json, text/event-stream;q=0.0',
      'application/json;q=0.5, text/event-stream;q=1',
      'text/html',
      '',
      undefined,
    ];
    for (const accept of headers) {
      expect({ accept, ok: acceptsJsonAndEventStream(accept) }).toEqual({ accept, ok: accepts(accept, 'application/json') && accepts(accept, 'text/event-stream') });
    }
    expect(acceptsJsonAndEventStream('application/json, text/event-stream')).toBe(true);
  });
});

describe('a stateless call answered later, on an adapter without onDisconnect', () => {
  /** A server whose tool `held` waits on a gate, and its stateless call `id` sent with `signal`. */
  function heldCall(id: number, signal: AbortSignal) {
    const gate = new Gate();
    const server = createServer([contextFeature(gate)], { logger: capturingLogger() });
    const handler = new StreamableHttpHandler(server, { sessions: false }, { loopback: true });
    const reply = handler.handle(signalView(call(id, 'held', { text: 'x' }), signal));
    const close = async () => {
      handler.close();
      await server.close();
    };
    return { gate, reply, close };
  }

  it('removes its abort listener once answered', async () => {
    const controller = new AbortController();
    const { gate, reply, close } = heldCall(1, controller.signal);
    await gate.entered.promise;
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    gate.release.resolve();
    expect(JSON.parse((await reply).body!)).toMatchObject({ id: 1, result: { content: [{ type: 'text', text: 'released' }] } });
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    await close();
  });

  it('is cancelled by a disconnect while it runs: its reply ends without a response', async () => {
    const gone = new AbortController();
    const { gate, reply, close } = heldCall(2, gone.signal);
    await gate.entered.promise;
    gone.abort();
    const ended = await reply;
    expect(ended.headers['content-type']).toBe('text/event-stream');
    const chunks: string[] = [];
    await new Promise<void>((resolve) => ended.stream!.attach({ write: (chunk) => chunks.push(chunk), end: resolve }));
    expect(chunks.join('')).not.toContain('"id":2');
    await close();
  });
});

describe('a stateless call whose session fails unexpectedly', () => {
  it('answers the internal error for its own id, logs the cause, and closes its session', async () => {
    const logger = capturingLogger();
    const server = createServer([calcFeature], { logger });
    const handler = new StreamableHttpHandler(server, { sessions: false }, { loopback: true }, logger);
    await handler.handle(signalView(call(1, 'add', { a: 1, b: 1 }), new AbortController().signal)); // loads the classes
    const dispatch = jest.spyOn(Session.prototype as unknown as { dispatch(): unknown }, 'dispatch').mockImplementation(() => {
      throw new Error('boom');
    });
    const close = jest.spyOn(Session.prototype, 'close');
    let reply: HttpReply;
    try {
      reply = await handler.handle(signalView(call(7, 'add', { a: 1, b: 1 }), new AbortController().signal));
      expect(close).toHaveBeenCalled();
    } finally {
      dispatch.mockRestore();
      close.mockRestore();
    }
    expect(reply.status).toBe(200);
    expect(reply.headers).toEqual({ 'content-type': 'application/json' });
    expect(JSON.parse(reply.body!)).toEqual({ jsonrpc: '2.0', id: 7, error: { code: -32603, message: 'Internal error' } });
    expect(logger.errors.map(({ error }) => (error as Error).message)).toContain('boom');
    handler.close();
    await server.close();
  });
});
