/**
 * The body of one SSE response, decoupled from the HTTP library: the core
 * writes text chunks, an adapter (node:http, fetch) attaches and forwards
 * them. Chunks written before the adapter attaches are buffered.
 */
import type { JsonRpcMessage } from '../../../protocol/wire/json-rpc.js';

export interface ChunkConsumer {
  write(chunk: string): void;
  end(): void;
}

export class EventStream {
  private consumer: ChunkConsumer | undefined;
  private buffered: string[] = [];
  private ended = false;

  attach(consumer: ChunkConsumer): void {
    this.consumer = consumer;
    for (const chunk of this.buffered) consumer.write(chunk);
    this.buffered = [];
    if (this.ended) consumer.end();
  }

  write(chunk: string): void {
    if (this.ended) return;
    if (this.consumer) this.consumer.write(chunk);
    else this.buffered.push(chunk);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.consumer?.end();
  }

  get isEnded(): boolean {
    return this.ended;
  }
}

/** One JSON-RPC message as an SSE event. JSON text has no raw newlines, so one data line suffices. */
export function messageEvent(json: string, eventId?: string): string {
  return eventId === undefined ? `event: message\ndata: ${json}\n\n` : `event: message\nid: ${eventId}\ndata: ${json}\n\n`;
}

/** The 2025-11-25 priming event: an id and empty data, so the client can resume from the start. */
export function primingEvent(eventId: string, retryMs?: number): string {
  return retryMs === undefined ? `id: ${eventId}\ndata: \n\n` : `id: ${eventId}\nretry: ${retryMs}\ndata: \n\n`;
}

/** A comment line: keeps proxies from closing an idle stream and reveals dead connections. */
export const KEEP_ALIVE_COMMENT = ': keep-alive\n\n';

/** The priming event is stored as this empty placeholder; replay skips it. */
export const PRIMING_PLACEHOLDER = {} as JsonRpcMessage;

export function isPlaceholder(message: JsonRpcMessage): boolean {
  return !('jsonrpc' in message);
}
