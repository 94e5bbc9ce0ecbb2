import type { Random } from './random.js';
import type { TypeNode } from './type-grammar.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const STRINGS = ['', 'a', 'hello world', 'line\nbreak', 'x-1', 'on', '1.5', ' 4 ', '-', 'b c', 'x', 'y'];
const NUMBER_TEXTS = ['1', '-2.5', '1e3', ' 4 ', '0x1f', '.5', '5.', '', 'x', 'Infinity', '1_0', '+7'];
const NUMBERS = [0, 1, -1, 2.5, -3, 1000, 0.1];
const KEYS = ['k', 'x-a', 'x-', 'n1', 'n-2', 'data.x', 'zz', 'label', 'x', 'y'];

/** A value meant to fit `node` as the generator wrote it; TypeScript has the last word. */
export function valueOf(node: TypeNode, random: Random, depth = 0): Json {
  switch (node.kind) {
    case 'string':
      return random.pick(STRINGS);
    case 'number':
      return random.pick(NUMBERS);
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    case 'literal':
      return node.value;
    case 'union':
      return valueOf(random.pick(node.members), random, depth + 1);
    case 'array':
      return Array.from({ length: random.int(3) }, () => valueOf(node.element, random, depth + 1));
    case 'tuple': {
      const count = node.elements.length - random.int(node.optional + 1);
      const items = node.elements.slice(0, count).map((e) => valueOf(e, random, depth + 1));
      if (node.rest && count === node.elements.length) for (let i = random.int(3); i > 0; i--) items.push(valueOf(node.rest, random, depth + 1));
      return items;
    }
    case 'object':
    case 'partial':
    case 'required': {
      const object = node.kind === 'object' ? node : node.of;
      if (object.kind !== 'object') return {};
      const out: { [key: string]: Json } = {};
      for (const p of object.properties) {
        const optional = node.kind === 'partial' || (node.kind === 'object' && p.optional);
        if (!optional || random.chance(0.5)) out[p.name] = valueOf(p.type, random, depth + 1);
      }
      return out;
    }
    case 'record': {
      const out: { [key: string]: Json } = {};
      for (let i = random.int(3); i > 0; i--) out[(node.key ?? '') + random.pick(['a', '1', '', 'b-2'])] = valueOf(node.value, random, depth + 1);
      return out;
    }
    case 'intersection':
      return Object.assign({}, ...node.parts.map((p) => valueOf(p, random, depth + 1)));
    case 'brand':
      return node.base === 'string' ? random.pick(STRINGS) : random.pick(NUMBERS);
    case 'template':
      return node.parts.map((p, i) => (i % 2 === 0 ? p : p === 'number' ? random.pick(NUMBER_TEXTS) : random.pick(STRINGS))).join('');
    case 'named':
      return { Point: { x: 1, y: 2 }, Named: { label: 'l' }, Tagged: { tags: ['t'] } }[node.name];
  }
}

/** A near miss: one change somewhere in a value (a property dropped, added or retyped; an element added or removed). */
export function mutate(value: Json, random: Random): Json {
  if (Array.isArray(value)) {
    if (value.length > 0 && random.chance(0.5)) {
      const copy = [...value];
      const i = random.int(copy.length);
      copy[i] = mutate(copy[i]!, random);
      return copy;
    }
    return random.chance(0.5) ? [...value, random.pick(oddValues())] : value.slice(0, -1);
  }
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    const copy = { ...value };
    const choice = random.int(4);
    if (choice === 0 && keys.length > 0) delete copy[random.pick(keys)];
    else if (choice === 1) copy[random.pick(KEYS)] = random.pick(oddValues());
    else if (keys.length > 0) {
      const key = random.pick(keys);
      copy[key] = mutate(copy[key]!, random);
    }
    return copy;
  }
  return random.pick(oddValues());
}

function oddValues(): Json[] {
  return [null, '', 'x', 0, 1.5, -1, true, [], {}, 'SKU-1e3', ' ', 'x-1', 'line\nbreak', '1', { x: 1, y: 2 }, { label: 'l' }];
}

/** Values drawn from a 2020-12 schema as the generator emits it (patterns are left to the string pool). */
export function valueFromSchema(schema: unknown, random: Random, depth = 0): Json {
  if (typeof schema !== 'object' || schema === null || depth > 6) return null;
  const s = schema as Record<string, unknown>;
  if ('const' in s) return s.const as Json;
  if (Array.isArray(s.enum)) return random.pick(s.enum as Json[]);
  if (Array.isArray(s.anyOf)) return valueFromSchema(random.pick(s.anyOf), random, depth + 1);
  const type = Array.isArray(s.type) ? random.pick(s.type as string[]) : s.type;
  switch (type) {
    case 'string':
      return random.pick(STRINGS);
    case 'number':
    case 'integer':
      return random.pick(NUMBERS);
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      const prefix = Array.isArray(s.prefixItems) ? s.prefixItems.map((item) => valueFromSchema(item, random, depth + 1)) : [];
      const min = typeof s.minItems === 'number' ? s.minItems : 0;
      const kept = prefix.slice(0, Math.max(min, random.int(prefix.length + 1)));
      if (s.items !== undefined && s.items !== false && kept.length === prefix.length) for (let i = random.int(3); i > 0; i--) kept.push(valueFromSchema(s.items, random, depth + 1));
      return kept;
    }
    case 'object': {
      const out: { [key: string]: Json } = {};
      const required = new Set((s.required as string[] | undefined) ?? []);
      for (const [key, sub] of Object.entries((s.properties as Record<string, unknown> | undefined) ?? {})) {
        if (required.has(key) || random.chance(0.5)) out[key] = valueFromSchema(sub, random, depth + 1);
      }
      if (typeof s.additionalProperties === 'object' && random.chance(0.5)) out[random.pick(KEYS)] = valueFromSchema(s.additionalProperties, random, depth + 1);
      return out;
    }
    default:
      return random.pick(oddValues());
  }
}

/** Any JSON value, for types whose own values run out before the budget does. */
export function randomJson(random: Random, depth = 0): Json {
  switch (depth > 2 ? random.int(4) : random.int(6)) {
    case 0:
      return random.pick([...STRINGS, ...NUMBER_TEXTS]) + (random.chance(0.5) ? String(random.int(100)) : '');
    case 1:
      return random.chance(0.5) ? random.int(1000) - 500 : Math.round(random.next() * 1e4) / 100;
    case 2:
      return random.chance(0.5);
    case 3:
      return null;
    case 4:
      return Array.from({ length: random.int(3) }, () => randomJson(random, depth + 1));
    default: {
      const out: { [key: string]: Json } = {};
      for (let i = random.int(3); i > 0; i--) out[random.pick(KEYS)] = randomJson(random, depth + 1);
      return out;
    }
  }
}
