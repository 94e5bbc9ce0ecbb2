import type CodeBlockWriter from 'code-block-writer';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function isIdentifier(text: string): boolean {
  return IDENTIFIER.test(text);
}

/**
 * A single-quoted string literal, escaped by JSON.stringify (every control
 * character) and then requoted; U+2028/U+2029, which JSON leaves raw, are
 * escaped too so no line of the file breaks inside a string.
 */
export function stringLiteral(text: string): string {
  const inner = JSON.stringify(text)
    .slice(1, -1)
    .replace(/\\"/g, '"')
    .replace(/'/g, "\\'")
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
    // CodeBlockWriter tracks strings to indent correctly and takes `\\'` for an
    // escaped quote; a trailing backslash is written as \x5C to keep it in step.
    .replace(/\\\\$/, '\\x5C');
  return `'${inner}'`;
}

/** An object key: bare when it is an identifier, else quoted; `__proto__` is computed so it stays data. */
export function propertyKey(key: string): string {
  if (key === '__proto__') return `[${stringLiteral(key)}]`;
  return isIdentifier(key) ? key : stringLiteral(key);
}

/** `validators.x` or `validators['x-y']`. */
export function memberAccess(object: string, name: string): string {
  return isIdentifier(name) ? `${object}.${name}` : `${object}[${stringLiteral(name)}]`;
}

function primitiveLiteral(value: unknown): string {
  return typeof value === 'string' ? stringLiteral(value) : JSON.stringify(value ?? null);
}

function isPrimitive(value: unknown): boolean {
  return value === null || typeof value !== 'object';
}

/** Arrays of a few primitives stay on one line: `required: ['body', 'title']`. */
const INLINE_ARRAY_WIDTH = 80;

/** Writes JSON-compatible data as a TypeScript literal; `undefined` members are dropped, as in JSON. */
export function writeLiteral(writer: CodeBlockWriter, value: unknown): void {
  if (Array.isArray(value)) {
    writeArray(writer, value);
  } else if (value !== null && typeof value === 'object') {
    writeObject(writer, value as Record<string, unknown>);
  } else {
    writer.write(primitiveLiteral(value));
  }
}

function writeArray(writer: CodeBlockWriter, items: unknown[]): void {
  if (items.length === 0) {
    writer.write('[]');
    return;
  }
  if (items.every(isPrimitive)) {
    const inline = `[${items.map(primitiveLiteral).join(', ')}]`;
    if (inline.length <= INLINE_ARRAY_WIDTH) {
      writer.write(inline);
      return;
    }
  }
  writer.write('[').newLine();
  writer.indent(() => {
    for (const item of items) {
      writeLiteral(writer, item);
      writer.write(',').newLine();
    }
  });
  writer.write(']');
}

function writeObject(writer: CodeBlockWriter, object: Record<string, unknown>): void {
  const keys = Object.keys(object).filter((key) => object[key] !== undefined);
  if (keys.length === 0) {
    writer.write('{}');
    return;
  }
  writer.write('{').newLine();
  writer.indent(() => {
    for (const key of keys) {
      writer.write(`${propertyKey(key)}: `);
      writeLiteral(writer, object[key]);
      writer.write(',').newLine();
    }
  });
  writer.write('}');
}
