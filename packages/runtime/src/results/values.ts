/** Value tests shared by the result builders. */

/** An object literal or class-less record: what becomes structuredContent. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function isBytes(value: unknown): value is Uint8Array {
  return value instanceof Uint8Array;
}

/** Base64 of bytes; Buffer is a Uint8Array, so both work. */
export function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

/** True when `value[key]` is an array, the mark of an explicit MCP result. */
export function hasArray(value: unknown, key: string): boolean {
  return typeof value === 'object' && value !== null && Array.isArray((value as Record<string, unknown>)[key]);
}

/** JSON text of any value; a string stays as it is. */
export function jsonText(value: unknown, indent?: number): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, indent) ?? String(value);
}

/** The value as a client receives it: Dates become ISO strings, toJSON runs, undefined properties go. */
export function jsonValue(value: unknown): unknown {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : JSON.parse(text);
}
