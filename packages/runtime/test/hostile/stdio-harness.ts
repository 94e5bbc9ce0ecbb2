/**
 * The real StdioServerTransport over in-process streams, against a server
 * made from the notes sample feature. A batch of lines goes in at once,
 * followed by a ping under a fresh id; the batch is complete when that ping
 * and as many replies as the batch must produce have come back. A reply
 * that should not exist shows up in this batch or the next, and fails it.
 */
import { PassThrough } from 'node:stream';
import { notes } from './notes-feature';
import { createServer, type McpServer } from '../../src/server';
import { StdioServerTransport } from '../../src/transports/stdio';
import type { Logger } from '../../src/logger';
import { JsonRpcLines } from './json-rpc-lines';

/** Collects what the server logged as a failure: hostile input must never produce one. */
export function failureLogger(): Logger & { failures: string[] } {
  const failures: string[] = [];
  const log = (level: string) => (message: string, error?: unknown) => void failures.push(`${level}: ${message} ${error instanceof Error ? error.stack : String(error ?? '')}`);
  return { failures, error: log('error'), warn: () => undefined, info: () => undefined, debug: () => undefined } as unknown as Logger & { failures: string[] };
}

export class StdioHarness {
  readonly input = new PassThrough();
  readonly output = new PassThrough();
  readonly logger = failureLogger();
  readonly server: McpServer;
  private readonly lines = new JsonRpcLines();
  private wake: (() => void) | undefined;
  private sentinel = 0;

  constructor(options: { maxLineBytes?: number; maxJsonDepth?: number } = {}) {
    this.server = createServer([notes], { logger: this.logger, maxJsonDepth: options.maxJsonDepth });
    this.transport = new StdioServerTransport({ input: this.input, output: this.output, redirectConsole: false, maxLineBytes: options.maxLineBytes });
    this.output.setEncoding('utf8').on('data', (chunk: string) => this.take(chunk));
  }

  readonly transport: StdioServerTransport;

  async start(): Promise<this> {
    await this.server.connect(this.transport);
    return this;
  }

  /** Lines on the output that are not JSON-RPC: must stay empty. */
  get impure(): string[] {
    return this.lines.impure;
  }

  private take(chunk: string): void {
    this.lines.take(chunk);
    this.wake?.();
  }

  /** Writes the lines, then waits for `replies` replies plus the sentinel ping; returns the replies (sentinel removed). */
  async exchange(lines: readonly Buffer[], replies: number, deadlineMs = 10_000): Promise<Array<Record<string, any>>> {
    const sentinel = `__sentinel_${++this.sentinel}`;
    const chunks = lines.flatMap((line) => [line, NEWLINE]);
    this.input.write(Buffer.concat([...chunks, Buffer.from(`{"jsonrpc":"2.0","id":"${sentinel}","method":"ping"}\n`)]));
    const deadline = Date.now() + deadlineMs;
    const done = () => this.lines.inbox.some((m) => m.id === sentinel) && this.lines.inbox.filter((m) => 'id' in m && m.id !== sentinel).length >= replies;
    while (!done()) {
      if (Date.now() > deadline) break; // The judge reports what is missing.
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        // A guard, not a pacing sleep: wakes the loop to check the deadline if the server went silent.
        setTimeout(resolve, 250).unref();
      });
    }
    const got = this.lines.inbox.filter((m) => 'id' in m && m.id !== sentinel);
    const sawSentinel = this.lines.inbox.some((m) => m.id === sentinel);
    this.lines.inbox = [];
    if (!sawSentinel) got.push({ jsonrpc: '2.0', id: sentinel, error: { code: 0, message: 'the sentinel ping got no reply: the server is no longer usable' } });
    return got;
  }

  async close(): Promise<void> {
    this.input.end();
    await this.server.close();
  }
}

const NEWLINE = Buffer.from('\n');
