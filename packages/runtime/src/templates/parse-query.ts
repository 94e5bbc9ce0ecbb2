/**
 * The `name=value&...` pairs of a query text, names and values percent-decoded
 * (RFC 3986: `+` stays `+`); each name keeps every value in order. Undefined
 * when a part is malformed.
 */
export function parseQuery(text: string): Map<string, string[]> | undefined {
  const pairs = new Map<string, string[]>();
  if (text === '') return pairs;
  for (const part of text.split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const name = decode(equals < 0 ? part : part.slice(0, equals));
    if (name === undefined) return undefined;
    // The raw value stays encoded: list items split on their separator first, then decode.
    const value = equals < 0 ? '' : part.slice(equals + 1);
    const values = pairs.get(name);
    if (values) values.push(value);
    else pairs.set(name, [value]);
  }
  return pairs;
}

export function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
