/**
 * What the server needs from a message channel. A transport delivers each
 * message as JSON text and the session parses it, so malformed input is
 * answered in one place whatever the channel.
 */
import type { AuthInfo } from '@mcp-codegen/manifest';
import type { JsonRpcMessage } from '../protocol/wire/json-rpc.js';

export interface ServerTransport {
  /** Set by the server before start(): called with one JSON text per message. */
  onmessage?: (text: string) => void;
  /** Called once when the channel ends, from either side. */
  onclose?: () => void;
  /**
   * The peer will send nothing more (stdin ended), though replies can still
   * go out: whoever set this decides when to close. Unset, the transport
   * closes itself.
   */
  onend?: () => void;
  /** A channel problem that does not end it (it is logged). */
  onerror?: (error: Error) => void;
  /** The caller every message on this channel comes from, when the channel itself establishes it (an in-memory pair in tests). */
  readonly auth?: AuthInfo;
  start(): Promise<void>;
  /**
   * Delivers one message; resolves once handed to the channel (stdio: queued for this tick's write). Dropped when closed.
   * Returns SENT when the message was taken at once and cannot fail any more.
   */
  send(message: JsonRpcMessage): Promise<void>;
  close(): Promise<void>;
}

/** What send() returns for a message taken at once: the sender need not wait for it or attach a handler (one promise less per reply). */
export const SENT: Promise<void> = Promise.resolve();
