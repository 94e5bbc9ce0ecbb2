/**
 * How a result writes its own JSON text, faster than JSON.stringify can
 * (results/text-result.ts). protocol/wire/message-json.ts asks for it when
 * it serialises a reply.
 */

/** The method of a result that writes its own JSON text; it returns undefined when JSON.stringify must. */
export const OWN_JSON = Symbol('mcp-codegen.ownJson');

export interface WritesOwnJson {
  [OWN_JSON](): string | undefined;
}

/** The longest text jsonString scans itself; longer ones go to JSON.stringify at once. */
const SCANNED_LENGTH = 32;

/**
 * JSON.stringify(text), without its call for a short text that needs no
 * escaping (most tool results, every string id): a quote, a backslash, a
 * control character or a surrogate (a lone one is escaped) leaves it to
 * JSON.stringify.
 */
export function jsonString(text: string): string {
  if (text.length > SCANNED_LENGTH) return longJsonString(text);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 || c === 0x5c || c < 0x20 || (c >= 0xd800 && c <= 0xdfff)) return JSON.stringify(text);
  }
  return `"${text}"`;
}

/** The longest text whose JSON form is kept for the next reply (an argument error's message is at most 1,024). */
const KEPT_LENGTH = 1024;
let keptText = '';
let keptJson = '""';

/**
 * JSON.stringify(text), kept for the next call with the same text: an
 * argument error's message repeats (results/type-error-messages.ts hands out
 * the same string), and its escape cost ~160 ns and a new string per reply.
 */
function longJsonString(text: string): string {
  if (text === keptText) return keptJson;
  const json = JSON.stringify(text);
  if (text.length <= KEPT_LENGTH) {
    keptText = text;
    keptJson = json;
  }
  return json;
}
