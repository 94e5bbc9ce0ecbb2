/**
 * The `name=value&...` pairs of a query text, names and values percent-decoded
 * (RFC 3986: `+` stays `+`); each name keeps every value in order. Undefined
 * when a part is malformed.
 */
export declare function parseQuery(text: string): Map<string, string[]> | undefined;
export declare function decode(text: string): string | undefined;
