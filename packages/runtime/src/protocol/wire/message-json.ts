/**
 * The JSON text of an outgoing message. A result marked with `reusableJson`
 * (a list page: it never changes, a list change builds new pages) is
 * stringified on first send and its text spliced into every later reply,
 * so a warm tools/list costs a string concatenation, not a JSON.stringify.
 * JSON.stringify ignores the symbol, so the page stays an ordinary object
 * for everything else (the in-process API, tests). A result that writes its
 * own JSON text (results/text-result.ts) is asked for it before stringifying.
 */
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

/** Marks a result whose JSON text is already known (made at build time): nothing is serialised on send. */
export function reusableJsonWithText<T extends object>(result: T, text: string): T {
  return Object.defineProperty(result, JSON_TEXT, { value: text, writable: true, enumerable: false });
}

/** Same text as JSON.stringify(message); throws as it does (a cycle, a BigInt). */
export function messageJson(message: JsonRpcMessage): string {
  const result = (message as { result?: unknown }).result;
  if (typeof result !== 'object' || result === null) return JSON.stringify(message);
  const text = JSON_TEXT in result ? ((result as Reusable)[JSON_TEXT] ??= JSON.stringify(result)) : (result as Partial<WritesOwnJson>)[OWN_JSON]?.();
  if (text === undefined) return JSON.stringify(message);
  return `{"jsonrpc":"2.0","id":${idJson((message as { id: unknown }).id)},"result":${text}}`;
}

/**
 * An id's JSON: the string quoted, or the number's digits. Not String(id): V8 keeps every number it
 * turns into a string that way in its number-to-string cache, and a client's ids are new numbers
 * (they count up), so each reply left a string there that outlived the next young-generation GCs.
 * Those survivors made V8 grow its new space, page by fresh page, inside a pipelined burst
 * (bench/PROFILES.md, stdio: ~1,000 page faults, +1.4 µs per call over 20,000 calls).
 * JSON.stringify writes a number's digits without that cache.
 */
function idJson(id: unknown): string {
  return typeof id === 'string' ? jsonString(id) : JSON.stringify(id);
}
