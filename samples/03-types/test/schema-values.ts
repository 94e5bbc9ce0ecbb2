/**
 * Values drawn from a canonical 2020-12 schema (the differential oracle's
 * approach in codegen/test/oracle/values.ts, plus $ref, formats and the
 * patterns of this sample), and the encoding a lowered client would send.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = Record<string, unknown>;

const STRINGS = ['', 'a', 'hello world', 'room-12', 'ann@example.org', 'SELECT 1', 'x-1'];

export class Seeded {
  constructor(private state: number) {}
  next(): number {
    this.state = (this.state * 1103515245 + 12345) % 2147483648;
    return this.state / 2147483648;
  }
  int(below: number): number {
    return Math.floor(this.next() * below);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}

function resolve(root: Schema, s: Schema): Schema {
  if (typeof s.$ref !== 'string') return s;
  const name = s.$ref.replace('#/$defs/', '');
  return resolve(root, (root.$defs as Record<string, Schema>)[name]!);
}

export function valueFromSchema(root: Schema, schema: Schema, random: Seeded, depth = 0): Json {
  const s = resolve(root, schema);
  if ('const' in s) return s.const as Json;
  if (Array.isArray(s.enum)) return random.pick(s.enum as Json[]);
  if (Array.isArray(s.anyOf)) return valueFromSchema(root, random.pick(s.anyOf as Schema[]), random, depth + 1);
  if (s.format === 'date-time') return random.pick(['2025-06-01T08:30:00.000Z', '2026-01-02T03:04:05.000Z']);
  if (s.format === 'email') return 'ann@example.org';
  switch (s.type) {
    case 'string':
      return random.pick(STRINGS);
    case 'integer':
    case 'number': {
      const min = typeof s.minimum === 'number' ? s.minimum : -5;
      const max = typeof s.maximum === 'number' ? s.maximum : min + 20;
      return min + random.int(Math.max(1, max - min + 1));
    }
    case 'boolean':
      return random.next() < 0.5;
    case 'null':
      return null;
    case 'array': {
      const prefix = Array.isArray(s.prefixItems) ? (s.prefixItems as Schema[]).map((p) => valueFromSchema(root, p, random, depth + 1)) : [];
      const extra = depth > 3 || s.items === undefined || s.items === false ? 0 : random.int(3);
      return [...prefix, ...Array.from({ length: extra }, () => valueFromSchema(root, s.items as Schema, random, depth + 1))];
    }
    case 'object': {
      const out: { [key: string]: Json } = {};
      const required = new Set((s.required as string[] | undefined) ?? []);
      for (const [key, sub] of Object.entries((s.properties as Record<string, Schema> | undefined) ?? {})) {
        if (required.has(key) || random.next() < 0.5) out[key] = valueFromSchema(root, sub, random, depth + 1);
      }
      if (typeof s.additionalProperties === 'object') for (let i = random.int(3); i > 0; i--) out[random.pick(['k', 'x-a', 'n1'])] = valueFromSchema(root, s.additionalProperties as Schema, random, depth + 1);
      return out;
    }
    default:
      return 'x';
  }
}

/**
 * `value` as an OpenAI strict client sends it: every property present (null
 * for an omitted optional one), records as lists of { key, value } pairs.
 * Written from the rules, not from the build's RestorePlan.
 */
export function asStrictClientSends(root: Schema, schema: Schema, value: Json): Json {
  const s = resolve(root, schema);
  if (Array.isArray(s.anyOf)) {
    // The branch the value matches: objects by their `kind` const, else the first that fits its JSON type.
    const branches = s.anyOf as Schema[];
    const fits = branches.find((b) => matches(root, b, value)) ?? branches[0]!;
    return asStrictClientSends(root, fits, value);
  }
  if (Array.isArray(value)) return value.map((v) => asStrictClientSends(root, (s.items as Schema) ?? {}, v));
  if (value === null || typeof value !== 'object') return value;
  const properties = (s.properties as Record<string, Schema> | undefined) ?? {};
  if (Object.keys(properties).length === 0 && typeof s.additionalProperties === 'object') {
    return Object.entries(value).map(([key, v]) => ({ key, value: asStrictClientSends(root, s.additionalProperties as Schema, v) }));
  }
  const out: { [key: string]: Json } = {};
  for (const [key, sub] of Object.entries(properties)) {
    // Omitted: a strict client must send the key, and sends null.
    out[key] = key in value ? asStrictClientSends(root, sub, value[key]!) : null;
  }
  return out;
}

function matches(root: Schema, schema: Schema, value: Json): boolean {
  const s = resolve(root, schema);
  if (s.type === 'null') return value === null;
  if (s.type === 'object') {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
    const props = (s.properties as Record<string, Schema> | undefined) ?? {};
    return Object.entries(props).every(([k, p]) => !('const' in p) || value[k] === p.const);
  }
  if (s.type === 'array') return Array.isArray(value);
  if (s.type === 'integer' || s.type === 'number') return typeof value === 'number';
  if (s.type === 'string') return typeof value === 'string';
  if (s.type === 'boolean') return typeof value === 'boolean';
  return true;
}
