/**
 * Newline-delimited JSON over a pair of streams, stdin and stdout by default.
 * Only protocol goes to the output; lines over the limit are answered with
 * an error and skipped instead of being buffered without end. Replies that
 * finish together leave in one write: those given while a chunk is read (a
 * pipelined burst answered at once) when the chunk is done, others on the next tick.
 * A long text made at build time (a whole tool list) is a chunk of its own in
 * that write, so it is never copied into its line; its file's bytes when it was
 * read from one, so it is not encoded either.
 */
import type { Readable, Writable } from 'node:stream';
import { ErrorCode } from '../protocol/wire/error-codes.js';
import { failure, type JsonRpcMessage } from '../protocol/wire/json-rpc.js';
import { messageJson, messageJsonParts } from '../protocol/wire/message-json.js';
import { redirectConsoleToStderr } from './console-redirect.js';
import { leadingId } from '../protocol/leading-id.js';

/** How much of an over-long line is read for its id. */
const HEAD_BYTES = 1024;
import { SENT, type ServerTransport } from './transport.js';

export const DEFAULT_MAX_LINE_BYTES = 4 * 1024 * 1024;

export interface StdioTransportOptions {
  input?: Readable;
  output?: Writable;
  /** The longest accepted line, in bytes. Default 4 MiB. */
  maxLineBytes?: number;
  /** Send console.log/info/debug to stderr while active. Default: when the output is process.stdout. */
  redirectConsole?: boolean;
}

export class StdioServerTransport implements ServerTransport {
  onmessage?: (text: string) => void;
  onclose?: () => void;
  onend?: () => void;
  onerror?: (error: Error) => void;

  private readonly input: Readable;
  private readonly output: Writable;
  private readonly maxLineBytes: number;
  private readonly redirectConsole: boolean;
  private chunks: Buffer[] = [];
  private buffered = 0;
  /** Inside a line that was too long: drop bytes until the next newline. */
  private discarding = false;
  private started = false;
  private closed = false;
  /** Lines waiting for the next flush. */
  private pending = '';
  /**
   * Text written before `pending` at the next flush, as separate chunks: a long text (a whole tool list,
   * messageJsonParts) goes out as its own chunk instead of being copied into its line.
   */
  private chunksBefore: Array<string | Uint8Array> = [];
  private flushScheduled = false;
  /** Inside onData: replies wait for the end of the chunk, which flushes them (no tick scheduled per chunk). */
  private reading = false;
  /** The output pushed back: lines wait for 'drain'. */
  private waitingForDrain = false;
  private restoreConsole: (() => void) | undefined;

  constructor(options: StdioTransportOptions = {}) {
    this.input = options.input ?? process.stdin;
    this.output = options.output ?? process.stdout;
    this.maxLineBytes = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
    this.redirectConsole = options.redirectConsole ?? this.output === process.stdout;
  }

  async start(): Promise<void> {
    if (this.started) throw new Error('StdioServerTransport already started.');
    this.started = true;
    if (this.redirectConsole) this.restoreConsole = redirectConsoleToStderr();
    this.input.on('data', this.onData);
    this.input.on('end', this.onEnd);
    this.input.on('error', this.onInputError);
    this.output.on('error', this.onOutputError);
  }

  /** Queues the line for this tick's write; rejects (nothing queued) when the message cannot be serialised. */
  send(message: JsonRpcMessage): Promise<void> {
    if (this.closed) return SENT;
    let parts: readonly [string, string | Uint8Array, string] | undefined;
    let line = '';
    try {
      // Asked first: a long text's line is never made (its bytes, when it has them, are never decoded).
      parts = messageJsonParts(message);
      if (!parts) line = messageJson(message);
    } catch (error) {
      return Promise.reject(error);
    }
    if (parts) {
      this.chunksBefore.push(this.pending + parts[0], parts[1]);
      this.pending = `${parts[2]}\n`;
    } else {
      this.pending += `${line}\n`;
    }
    if (!this.flushScheduled && !this.waitingForDrain && !this.reading) {
      this.flushScheduled = true;
      process.nextTick(this.flush);
    }
    return SENT;
  }

  private readonly flush = (): void => {
    this.flushScheduled = false;
    this.writePending();
  };

  private writePending(): void {
    if (this.pending === '' || this.waitingForDrain || this.closed) return;
    if (!this.writeOut()) {
      this.waitingForDrain = true;
      this.output.once('drain', this.onDrain);
    }
  }

  /** Writes what is queued (one write, or one corked batch when there are separate chunks); write()'s answer. */
  private writeOut(): boolean {
    const text = this.pending;
    this.pending = '';
    if (this.chunksBefore.length === 0) return this.output.write(text);
    const chunks = this.chunksBefore;
    this.chunksBefore = [];
    this.output.cork();
    for (const chunk of chunks) this.output.write(chunk);
    const written = this.output.write(text);
    this.output.uncork();
    return written;
  }

  private readonly onDrain = (): void => {
    this.waitingForDrain = false;
    this.flush();
  };

  async close(): Promise<void> {
    if (this.closed) return;
    // What was sent before closing still goes out.
    if (this.pending !== '' && !this.output.destroyed) this.writeOut();
    this.pending = '';
    this.chunksBefore = [];
    this.output.off('drain', this.onDrain);
    this.closed = true;
    this.input.off('data', this.onData);
    this.input.off('end', this.onEnd);
    this.input.off('error', this.onInputError);
    // Stop reading so the process can exit; stdout itself is never ended.
    this.input.pause();
    this.restoreConsole?.();
    this.restoreConsole = undefined;
    this.chunks = [];
    this.onclose?.();
  }

  private readonly onData = (chunk: Buffer | string): void => {
    // A handler may write to the input (a test's stream): the outermost chunk writes the replies.
    const outer = this.reading;
    this.reading = true;
    try {
      this.readChunk(chunk);
    } finally {
      this.reading = outer;
    }
    if (!outer) this.writePending();
  };

  private readChunk(chunk: Buffer | string): void {
    const data = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    let start = 0;
    const last = data.lastIndexOf(0x0a);
    if (last !== -1 && this.chunks.length === 0 && !this.discarding && last <= this.maxLineBytes) {
      // The usual case: whole lines, within the limit all together and so each one too. One decode for
      // all of them and the lines cut from the text, instead of a decode per line (~100 ns each).
      this.emitLines(data.toString('utf8', 0, last));
      if (this.closed) return;
      start = last + 1;
    }
    for (let newline = data.indexOf(0x0a, start); newline !== -1; newline = data.indexOf(0x0a, start)) {
      const lineStart = start;
      start = newline + 1;
      if (this.discarding) {
        this.discarding = false;
        continue;
      }
      if (this.chunks.length === 0) {
        // The usual case: the whole line is in this chunk, decoded without a Buffer view per line.
        if (newline - lineStart > this.maxLineBytes) this.tooLong(data.subarray(lineStart, newline));
        else this.emit(data.toString('utf8', lineStart, newline));
      } else {
        const line = Buffer.concat([...this.chunks, data.subarray(lineStart, newline)]);
        this.chunks = [];
        this.buffered = 0;
        if (line.length > this.maxLineBytes) this.tooLong(line);
        else this.emit(line.toString('utf8'));
      }
      if (this.closed) return;
    }
    if (start < data.length && !this.discarding) {
      const rest = Buffer.from(data.subarray(start));
      if (this.buffered + rest.length > this.maxLineBytes) {
        const head = this.chunks[0] ?? rest;
        this.chunks = [];
        this.buffered = 0;
        this.discarding = true;
        this.tooLong(head);
      } else {
        this.chunks.push(rest);
        this.buffered += rest.length;
      }
    }
  }

  /** Each line of `text` (lines without their newline, joined by one). */
  private emitLines(text: string): void {
    let start = 0;
    for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', start)) {
      this.emit(text.slice(start, newline));
      start = newline + 1;
      if (this.closed) return;
    }
    this.emit(start === 0 ? text : text.slice(start));
  }

  private emit(text: string): void {
    if (text.endsWith('\r')) text = text.slice(0, -1);
    if (text.trim() === '') return;
    this.onmessage?.(text);
  }

  /** The line's first bytes name its id, if they can: the reply goes to the request that was too long. */
  private tooLong(start: Buffer): void {
    const id = leadingId(start.subarray(0, HEAD_BYTES).toString('utf8'));
    void this.send(failure(id ?? null, ErrorCode.InvalidRequest, `Invalid Request: the message is longer than the ${this.maxLineBytes}-byte limit`));
  }

  private readonly onEnd = (): void => {
    // A last line without a newline still counts.
    if (this.chunks.length > 0 && !this.discarding) this.emit(Buffer.concat(this.chunks).toString('utf8'));
    if (this.onend) return this.onend();
    // Close after the current microtasks, so requests that complete at once (lists, ping)
    // piped in just before the end still get their replies; slower ones are aborted.
    setImmediate(() => void this.close());
  };

  private readonly onInputError = (error: Error): void => {
    this.onerror?.(error);
    void this.close();
  };

  private readonly onOutputError = (error: NodeJS.ErrnoException): void => {
    // EPIPE: the client went away. Either way nothing more can be written.
    if (error.code !== 'EPIPE') this.onerror?.(error);
    void this.close();
  };
}
