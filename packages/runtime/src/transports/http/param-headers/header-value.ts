/**
 * Header values as SEP-2243 encodes them: plain visible ASCII, or
 * `=?base64?{UTF-8 as Base64}?=` (lower-case markers, exact) for values a
 * header cannot carry. Undefined when the value is malformed.
 */
const SENTINEL = /^=\?base64\?(.*)\?=$/;
/** Canonical Base64 with its padding: a length that is a multiple of 4. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** RFC 9110 field-value characters once OWS is trimmed: visible ASCII, space, tab. */
const FIELD_VALUE = /^[\x21-\x7E]([\x20\x21-\x7E\t]*[\x21-\x7E])?$|^$/;
/**
 * Visible ASCII, not starting with "=": what most values are (a tool name, a region). Such a value
 * is a field value with nothing to trim and no Base64 sentinel, so it is its own decoding: one
 * regular expression instead of two (http-modern-fast-checks.test.ts compares it with decodeAnyHeaderValue).
 */
const PLAIN = /^[\x21-\x3C\x3E-\x7E][\x21-\x7E]*$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

export function decodeHeaderValue(raw: string): string | undefined {
  return PLAIN.test(raw) ? raw : decodeAnyHeaderValue(raw);
}

/** decodeHeaderValue without the plain shortcut: any value, by the rules above. */
export function decodeAnyHeaderValue(raw: string): string | undefined {
  const value = raw.trim();
  if (!FIELD_VALUE.test(value)) return undefined;
  const match = SENTINEL.exec(value);
  if (!match) return value;
  if (!BASE64.test(match[1])) return undefined;
  try {
    return utf8.decode(Buffer.from(match[1], 'base64'));
  } catch {
    return undefined;
  }
}
