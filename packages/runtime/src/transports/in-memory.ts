/**
 * A connected pair of transports for tests and embedding. Every message is
 * serialised with JSON.stringify and parsed again on the other side, so
 * tests see exactly what a real channel would carry. The client end has the
 * shape of the official SDK's `Transport`, so `new Client(...).connect(client)` works.
 */
import type { AuthInfo } from '@mcp-codegen/manifest';
import type { JsonRpcMessage } from '../protocol/wire/json-rpc.js';
import { messageJson } from '../protocol/wire/message-json.js';
import type { ServerTransport } from './transport.js';

class Link {
  closed = false;
  readonly ends: Array<{ closeEnd(): void }> = [];

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const end of this.ends) end.closeEnd();
  }
}

/** Buffers deliveries until start(), then delivers them in order, one microtask each. */
abstract class End<T> {
  private started = false;
  private queue: T[] = [];
  private closeNotified = false;
  onclose?: () => void;
  onerror?: (error: Error) => void;

  constructor(protected readonly link: Link) {
    link.ends.push(this);
  }

  protected abstract deliver(item: T): void;

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const pending = this.queue;
    this.queue = [];
    for (const item of pending) this.schedule(item);
  }

  receive(item: T): void {
    if (this.started) this.schedule(item);
    else this.queue.push(item);
  }

  private schedule(item: T): void {
    queueMicrotask(() => {
      if (!this.link.closed) this.deliver(item);
    });
  }

  async close(): Promise<void> {
    this.link.close();
  }

  closeEnd(): void {
    if (this.closeNotified) return;
    this.closeNotified = true;
    queueMicrotask(() => this.onclose?.());
  }
}

export class InMemoryServerTransport extends End<string> implements ServerTransport {
  onmessage?: (text: string) => void;
  peer!: InMemoryClientTransport;
  /** Handlers see this caller as ctx.auth (createInMemoryTransportPair({ auth })). */
  auth?: AuthInfo;

  protected deliver(text: string): void {
    this.onmessage?.(text);
  }

  async send(message: JsonRpcMessage): Promise<void> {
    if (this.link.closed) return;
    this.peer.receive(JSON.parse(messageJson(message)));
  }
}

export class InMemoryClientTransport extends End<unknown> {
  /** Typed loosely so it is assignable to the SDK's generic `onmessage`. */
  onmessage?: (message: any, extra?: unknown) => void;
  peer!: InMemoryServerTransport;

  protected deliver(message: unknown): void {
    this.onmessage?.(message);
  }

  async send(message: unknown): Promise<void> {
    if (this.link.closed) throw new Error('The in-memory transport is closed.');
    this.peer.receive(JSON.stringify(message));
  }

  /** Sends raw text, for tests of malformed input no SDK client would send. */
  sendRaw(text: string): void {
    if (this.link.closed) throw new Error('The in-memory transport is closed.');
    this.peer.receive(text);
  }
}

export interface InMemoryTransportPair {
  client: InMemoryClientTransport;
  server: InMemoryServerTransport;
}

export interface InMemoryTransportOptions {
  /** The verified caller every request of this pair comes from, as HTTP authentication would set it: scopes apply, handlers see ctx.auth. */
  auth?: AuthInfo;
}

export function createInMemoryTransportPair(options: InMemoryTransportOptions = {}): InMemoryTransportPair {
  const link = new Link();
  const client = new InMemoryClientTransport(link);
  const server = new InMemoryServerTransport(link);
  server.auth = options.auth;
  client.peer = server;
  server.peer = client;
  return { client, server };
}
