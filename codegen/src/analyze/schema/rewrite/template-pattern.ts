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
    const part = last ? placeholder(types[i]!) : next === '' ? oneCharacter(types[i]!) : placeholder(types[i]!, next);
    if (part === undefined) return undefined;
    parts.push(part, escapeText(next));
  }
  return parts.join('');
}

/** A character class as it may appear inside a placeholder that must stop before `guard`. */
type Atom = (characters: string) => string;

// `\s` is JavaScript's white space and line terminators, which `+text` trims.
const number = (a: Atom) =>
  `(?:${a('\\s')}+|${a('\\s')}*(?:${a('[+-]')}?(?:${a('[0-9]')}+(?:${a('\\.')}${a('[0-9]')}*)?|${a('\\.')}${a('[0-9]')}+)(?:${a('[eE]')}${a('[+-]')}?${a('[0-9]')}+)?` +
  `|${a('0')}${a('[xX]')}${a('[0-9a-fA-F]')}+|${a('0')}${a('[oO]')}${a('[0-7]')}+|${a('0')}${a('[bB]')}${a('[01]')}+)${a('\\s')}*)`;
const bigint = (a: Atom) =>
  `(?:${a('-')}?(?:${a('0')}|${a('[1-9]')}${a('[0-9]')}*)|${a('0')}${a('[xX]')}${a('[0-9a-fA-F]')}+|${a('0')}${a('[oO]')}${a('[0-7]')}+|${a('0')}${a('[bB]')}${a('[01]')}+)`;
const ANY_TEXT = String.raw`[\s\S]*`;
const plain: Atom = (characters) => characters;

/**
 * What one placeholder accepts. Followed by a text, TypeScript cuts the
 * placeholder's part at that text's first occurrence, so with a `guard`
 * no character of the part may start it.
 */
function placeholder(type: ts.Type, guard?: string): string | undefined {
  const atom: Atom = guard === undefined ? plain : (characters) => `(?:(?!${escapeText(guard)})${characters})`;
  const flags = type.flags;
  if (flags & ts.TypeFlags.String) return guard === undefined ? ANY_TEXT : `${atom(String.raw`[\s\S]`)}*`;
  // Only a text that can start inside a number needs the guard there.
  const numeric = guard !== undefined && /^[\s0-9a-fA-F.xXoObB+-]/.test(guard) ? atom : plain;
  if (flags & ts.TypeFlags.Number) return number(numeric);
  if (flags & ts.TypeFlags.BigInt) return bigint(numeric);
  if (flags & ts.TypeFlags.TemplateLiteral) return guard === undefined ? templateBody(type as ts.TemplateLiteralType) : undefined;
  if (type.isUnion()) {
    const members = type.types.map((member) => placeholder(member, guard));
    if (members.some((m) => m === undefined)) return undefined;
    const possible = members.filter((m) => m !== NEVER);
    return possible.length === 0 ? NEVER : `(?:${possible.join('|')})`;
  }
  const literal = literalText(type);
  if (literal === undefined) return undefined;
  // A literal holding the text never matches: TypeScript would cut it short.
  return guard !== undefined && guard !== '' && literal.includes(guard) ? NEVER : escapeText(literal);
}

const NEVER = '(?!)';

/** A placeholder followed directly by another takes exactly one character. */
function oneCharacter(type: ts.Type): string | undefined {
  if (type.flags & ts.TypeFlags.String) return String.raw`[\s\S]`;
  if (type.flags & ts.TypeFlags.Number) return String.raw`[0-9\s]`;
  if (type.flags & ts.TypeFlags.BigInt) return '[0-9]';
  const members = type.isUnion() ? type.types : [type];
  const texts = members.map(literalText);
  if (texts.some((t) => t === undefined)) return undefined;
  const single = (texts as string[]).filter((t) => [...t].length === 1).map(escapeText);
  return single.length > 0 ? `(?:${single.join('|')})` : NEVER;
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
