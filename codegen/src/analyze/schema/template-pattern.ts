import { ts } from 'ts-morph';

/**
 * The anchored `pattern` that accepts exactly the strings TypeScript assigns
 * to a template literal type. typescript-json-schema 0.68 writes `${number}`
 * as `[0-9]*` (empty accepted; `1.5`, `-1`, `1e3` refused) and `${string}`
 * as `.*` (no newlines, any split), so we replace its pattern with this one.
 *
 * TypeScript (checker `inferFromLiteralPartsToTemplateLiteral`) matches each
 * text part at its first occurrence after the previous one, and a
 * placeholder followed directly by another takes one character; a
 * `${number}` text is valid when `+text` is finite and the text not empty
 * (`isValidNumberString`). Returns undefined for a part no pattern says
 * exactly (`Uppercase<string>` and other string mappings).
 */
export function templatePattern(type: ts.TemplateLiteralType): string | undefined {
  const body = templateBody(type);
  return body === undefined ? undefined : `^${body}$`;
}

function templateBody(type: ts.TemplateLiteralType): string | undefined {
  const { texts, types } = type;
  const parts = [escapeText(texts[0]!)];
  for (let i = 0; i < types.length; i++) {
    const next = texts[i + 1]!;
    const last = i === types.length - 1;
    const part = last ? placeholder(types[i]!) : next === '' ? oneCharacter(types[i]!) : beforeText(types[i]!, next);
    if (part === undefined) return undefined;
    parts.push(part, escapeText(next));
  }
  return parts.join('');
}

// `\s` is JavaScript's white space and line terminators, which `+text` trims.
const NUMBER = String.raw`(?:\s+|\s*(?:[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?|0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+)\s*)`;
const BIGINT = '(?:-?(?:0|[1-9][0-9]*)|0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+)';
const ANY_TEXT = String.raw`[\s\S]*`;

/** What one placeholder accepts, when nothing after it limits where it ends. */
function placeholder(type: ts.Type): string | undefined {
  const flags = type.flags;
  if (flags & ts.TypeFlags.String) return ANY_TEXT;
  if (flags & ts.TypeFlags.Number) return NUMBER;
  if (flags & ts.TypeFlags.BigInt) return BIGINT;
  if (flags & ts.TypeFlags.TemplateLiteral) return templateBody(type as ts.TemplateLiteralType);
  if (type.isUnion()) {
    const members = type.types.map(placeholder);
    return members.some((m) => m === undefined) ? undefined : `(?:${members.join('|')})`;
  }
  const literal = literalText(type);
  return literal === undefined ? undefined : escapeText(literal);
}

/** A `${string}` followed by text ends at the text's first occurrence. */
function beforeText(type: ts.Type, text: string): string | undefined {
  return type.flags & ts.TypeFlags.String ? String.raw`(?:(?!${escapeText(text)})[\s\S])*` : placeholder(type);
}

/** A placeholder followed directly by another takes exactly one character. */
function oneCharacter(type: ts.Type): string | undefined {
  if (type.flags & ts.TypeFlags.String) return String.raw`[\s\S]`;
  if (type.flags & ts.TypeFlags.Number) return String.raw`[0-9\s]`;
  if (type.flags & ts.TypeFlags.BigInt) return '[0-9]';
  const members = type.isUnion() ? type.types : [type];
  const texts = members.map(literalText);
  if (texts.some((t) => t === undefined)) return undefined;
  const single = (texts as string[]).filter((t) => [...t].length === 1).map(escapeText);
  return single.length > 0 ? `(?:${single.join('|')})` : '(?!)';
}

function literalText(type: ts.Type): string | undefined {
  if (type.isStringLiteral() || type.isNumberLiteral()) return String(type.value);
  const flags = type.flags;
  if (flags & ts.TypeFlags.BooleanLiteral) return (type as { intrinsicName?: string }).intrinsicName;
  if (flags & ts.TypeFlags.Boolean) return undefined;
  if (flags & ts.TypeFlags.Null) return 'null';
  if (flags & ts.TypeFlags.Undefined) return 'undefined';
  if (flags & ts.TypeFlags.BigIntLiteral) {
    const { negative, base10Value } = (type as ts.BigIntLiteralType).value;
    return `${negative ? '-' : ''}${base10Value}`;
  }
  return undefined;
}

/** Escapes what is special in a `u`-flag regular expression (Ajv compiles patterns with it). */
function escapeText(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}
