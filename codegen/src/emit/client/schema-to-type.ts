/**
 * JSON Schema → TypeScript type text, for the subset the analyzer produces:
 * object (properties, required, additionalProperties), array (items,
 * prefixItems tuples), enum/const, anyOf/oneOf/allOf, type arrays, and
 * `$ref` into `$defs` (named types, so recursion works). integer is number;
 * formats (date-time) stay string, as on the wire. Anything else is unknown.
 */
import { propertyKey, stringLiteral } from '../ts-literal.js';

type Schema = { [keyword: string]: unknown };

/** Resolves a `$ref` (such as `#/$defs/Node`) to the name of the type emitted for it. */
export type RefResolver = (ref: string) => string | undefined;

const PRIMITIVES: Record<string, string> = {
  string: 'string',
  number: 'number',
  integer: 'number',
  boolean: 'boolean',
  null: 'null',
};

export function literalType(value: unknown): string {
  if (typeof value === 'string') return stringLiteral(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return JSON.stringify(value);
  return 'unknown';
}

/** Members joined by `|`, duplicates dropped; one member stays as it is. */
function union(members: string[]): string {
  const unique = [...new Set(members)];
  if (unique.includes('unknown')) return 'unknown';
  return unique.length === 0 ? 'never' : unique.join(' | ');
}

/** Wraps a type with a top-level `|` or `&` where a postfix `[]` or `?` would bind wrongly. */
function operand(type: string): string {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < type.length; i++) {
    const char = type[i];
    if (quoted) {
      if (char === '\\') i++;
      else if (char === "'") quoted = false;
    } else if (char === "'") quoted = true;
    else if (type.startsWith('/*', i)) i = type.indexOf('*/', i + 2) + 1; // doc comments may hold any text
    else if ('{[(<'.includes(char)) depth++;
    else if ('}])>'.includes(char)) depth--;
    else if (depth === 0 && (char === '|' || char === '&')) return `(${type})`;
  }
  return type;
}

/** A JSDoc block for a property, or nothing; `*\/` in text cannot end the comment early. */
export function docComment(schema: unknown, indent: string): string {
  if (!schema || typeof schema !== 'object') return '';
  const s = schema as Schema;
  const lines: string[] = [];
  if (typeof s.description === 'string') lines.push(...s.description.split('\n'));
  if (s.deprecated === true) lines.push('@deprecated');
  if (lines.length === 0) return '';
  const safe = lines.map((line) => line.replace(/\*\//g, '*\\/'));
  return safe.length === 1
    ? `${indent}/** ${safe[0]} */\n`
    : `${indent}/**\n${safe.map((line) => `${indent} * ${line}`.trimEnd()).join('\n')}\n${indent} */\n`;
}

export function schemaToType(schema: unknown, refs: RefResolver, depth = 0): string {
  if (schema === false) return 'never';
  if (schema === true || schema === undefined || schema === null || typeof schema !== 'object') return 'unknown';
  const s = schema as Schema;
  if (typeof s.$ref === 'string') return refs(s.$ref) ?? 'unknown';
  if ('const' in s) return literalType(s.const);
  if (Array.isArray(s.enum)) return union(s.enum.map(literalType));
  const alternatives = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (Array.isArray(alternatives)) return union(alternatives.map((a) => schemaToType(a, refs, depth)));
  if (Array.isArray(s.allOf)) return s.allOf.map((a) => operand(schemaToType(a, refs, depth))).join(' & ') || 'unknown';
  if (Array.isArray(s.type)) return union(s.type.map((type) => schemaToType({ ...s, type }, refs, depth)));
  const type = s.type ?? (s.properties || s.additionalProperties !== undefined ? 'object' : undefined);
  if (typeof type === 'string' && type in PRIMITIVES) return PRIMITIVES[type];
  if (type === 'array') return arrayType(s, refs, depth);
  if (type === 'object') return objectType(s, refs, depth);
  return 'unknown';
}

function arrayType(s: Schema, refs: RefResolver, depth: number): string {
  if (!Array.isArray(s.prefixItems)) return `${operand(schemaToType(s.items, refs, depth))}[]`;
  const minItems = typeof s.minItems === 'number' ? s.minItems : 0;
  const items = s.prefixItems as unknown[];
  // Named members only when every element has an identifier title (TS needs all or none).
  const titles = items.map((item) => (item as Schema | null)?.title);
  const named = titles.every((t) => typeof t === 'string' && /^[A-Za-z_$][\w$]*$/.test(t));
  const members = items.map((item, i) => {
    const type = schemaToType(item, refs, depth);
    const optional = i >= minItems;
    return named ? `${titles[i] as string}${optional ? '?' : ''}: ${type}` : optional ? `${operand(type)}?` : type;
  });
  const closed = s.items === false || s.items === undefined || (typeof s.maxItems === 'number' && s.maxItems <= items.length);
  if (!closed) {
    const rest = operand(schemaToType(s.items, refs, depth));
    members.push(named ? `...rest: ${rest}[]` : `...${rest}[]`);
  }
  return `[${members.join(', ')}]`;
}

function objectType(s: Schema, refs: RefResolver, depth: number): string {
  const properties = (s.properties ?? {}) as Record<string, unknown>;
  const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
  const keys = Object.keys(properties);
  const extra = s.additionalProperties;
  if (keys.length === 0) {
    if (extra === false) return 'Record<string, never>';
    return `{ [key: string]: ${extra === undefined || extra === true ? 'unknown' : schemaToType(extra, refs, depth)} }`;
  }
  const indent = '  '.repeat(depth + 1);
  const lines = keys.map((key) => {
    const optional = required.has(key) ? '' : '?';
    return `${docComment(properties[key], indent)}${indent}${propertyKey(key)}${optional}: ${schemaToType(properties[key], refs, depth + 1)};`;
  });
  // Extra keys of any type are allowed only when the schema says so out loud.
  if (extra === true || (extra !== undefined && extra !== false)) lines.push(`${indent}[key: string]: unknown;`);
  return `{\n${lines.join('\n')}\n${'  '.repeat(depth)}}`;
}
