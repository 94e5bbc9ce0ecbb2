/**
 * The JSON text of an outgoing message. A result marked with `reusableJson`
 * (a list page: it never changes, a list change builds new pages) is
 * stringified on first send and its text spliced into every later reply,
 * so a warm tools/list costs a string concatenation, not a JSON.stringify.
 * JSON.stringify ignores the symbol, so the page stays an ordinary object
 * for everything else (the in-process API, tests). A result that writes its
 * own JSON text (results/text-result.ts) is asked for it before stringifying.
 */
import type { JsonText } from '../../composition/lists-json.js';
import type { JsonRpcMessage } from './json-rpc.js';
import { jsonString, OWN_JSON, type WritesOwnJson } from '../../results/own-json.js';

const JSON_TEXT = Symbol('mcp-codegen.jsonText');

interface Reusable {
  [JSON_TEXT]?: string;
}

/** Marks a result that is never mutated, so its JSON text can be kept. */
export function reusableJson<T extends object>(result: T): T {
  // Not enumerable: a copy made with spread or Object.assign (and then changed) must not inherit the text.
  return Object.defineProperty(result, JSON_TEXT, { value: undefined, writable: true, enumerable: false });
}

/**
 * From this length on, a text is written as its own chunk. Joined into its line, the text is a rope that
 * the stream's write flattens into a copy before encoding it: for a 380 KB list, ~94 fresh pages and
 * ~1.7 ms of a cold server's first list (bench/PROFILES.md, Wave 7, lists). Shorter texts are not worth a chunk.
 */
export const LONG_TEXT = 64 * 1024;

/**
 * Marks a result whose JSON text is already known (made at build time): nothing is serialised on send.
 * The text is `head + body + tail`, joined on first read; a long body (a whole tool list) is also kept
 * apart, so a writer can send it as it is, its bytes when it has them (messageJsonParts).
 */
export function reusableJsonWithText<T extends object>(result: T, head: string, body: JsonText, tail: string): T {
  let text: string | undefined;
  Object.defineProperty(result, JSON_TEXT, { get: () => (text ??= `${head}${body.text}${tail}`), enumerable: false });
  if ((body.utf8 ?? body.text).length >= LONG_TEXT) Object.defineProperty(result, TEXT_PARTS, { value: [head, body, tail], enumerable: false });
  return result;
}

const TEXT_PARTS = Symbol('mcp-codegen.textParts');

interface Split {
  [TEXT_PARTS]?: readonly [string, JsonText, string];
}

/**
 * The message's line (messageJson's text) in three pieces, `[head, body, tail]`, when its result was
 * made with a long body (reusableJsonWithText): the body is the very string or bytes the result was
 * given, never copied nor decoded. Undefined for every other message.
 */
export function messageJsonParts(message: JsonRpcMessage): readonly [string, string | Uint8Array, string] | undefined {
  const result = (message as { result?: unknown }).result;
  if (typeof result !== 'object' || result === null) return undefined;
  const parts = (result as Split)[TEXT_PARTS];
  if (parts === undefined) return undefined;
  return [`${resultHead(message)}${parts[0]}`, parts[1].utf8 ?? parts[1].text, `${parts[2]}}`];
}

/** Same text as JSON.stringify(message); throws as it does (a cycle, a BigInt). */
export function messageJson(message: JsonRpcMessage): string {
  const result = (message as { result?: unknown }).result;
  if (typeof result !== 'object' || result === null) return JSON.stringify(message);
  const text = JSON_TEXT in result ? ((result as Reusable)[JSON_TEXT] ??= JSON.stringify(result)) : (result as Partial<WritesOwnJson>)[OWN_JSON]?.();
  if (text === undefined) return JSON.stringify(message);
  return `${resultHead(message)}${text}}`;
}

/**
 * A response's text up to its result: `{"jsonrpc":"2.0","id":…,"result":`. The id's JSON is the string
 * quoted, or the number's digits. Not String(id): V8 keeps every number it
 * turns into a string that way in its number-to-string cache, and a client's ids are new numbers
 * (they count up), so each reply left a string there that outlived the next young-generation GCs.
 * Those survivors made V8 grow its new space, page by fresh page, inside a pipelined burst
 * (bench/PROFILES.md, stdio: ~1,000 page faults, +1.4 µs per call over 20,000 calls).
 * JSON.stringify writes a number's digits without that cache.
 */
function resultHead(message: JsonRpcMessage): string {
  const { id } = message as { id: unknown };
  return `{"jsonrpc":"2.0","id":${typeof id === 'string' ? jsonString(id) : JSON.stringify(id)},"result":`;
}
