import type { Random } from './random.js';

/**
 * Type expressions the oracle generates: what ordinary code writes, and the
 * constructs typescript-json-schema alone got wrong (intersections of an
 * interface seen twice, brands, index signatures beside properties,
 * template-literal keys and types, optional and rest tuple elements).
 */
export type TypeNode =
  | { kind: 'string' | 'number' | 'boolean' | 'null' }
  | { kind: 'literal'; value: string | number | boolean }
  | { kind: 'union'; members: TypeNode[] }
  | { kind: 'array'; element: TypeNode }
  | { kind: 'tuple'; elements: TypeNode[]; optional: number; rest?: TypeNode }
  | { kind: 'object'; properties: Property[] }
  | { kind: 'record'; key: string | undefined; value: TypeNode }
  | { kind: 'intersection'; parts: TypeNode[] }
  | { kind: 'brand'; base: 'string' | 'number' }
  | { kind: 'template'; parts: Array<string | 'string' | 'number'> }
  | { kind: 'named'; name: keyof typeof NAMED }
  | { kind: 'partial' | 'required'; of: TypeNode };

export interface Property {
  name: string;
  type: TypeNode;
  optional: boolean;
}

/** Declarations every generated type may use; written into both the package and the checked file. */
export const NAMED = {
  Point: 'export interface Point { x: number; y: number }',
  Named: 'export interface Named { label: string }',
  Tagged: 'export interface Tagged { tags: string[]; note?: string }',
} as const;

export const PRELUDE = Object.values(NAMED).join('\n');

const NAMES = ['a', 'b', 'id', 'kind', 'count', 'label2', 'items', 'meta'];
const WORDS = ['on', 'x', 'ab', 'v1', '', '-'];

/** A random type of at most `depth` levels. */
export function randomType(random: Random, depth = 3): TypeNode {
  const leaf = depth <= 0 || random.chance(0.3);
  if (leaf) return randomLeaf(random);
  switch (random.int(12)) {
    case 0:
    case 1:
      return randomObject(random, depth);
    case 2:
      return { kind: 'array', element: randomType(random, depth - 1) };
    case 3: {
      const count = 1 + random.int(3);
      const elements = Array.from({ length: count }, () => randomType(random, depth - 1));
      return { kind: 'tuple', elements, optional: random.int(count), rest: random.chance(0.4) ? randomType(random, depth - 1) : undefined };
    }
    case 4:
      return union(randomType(random, depth - 1), randomLeaf(random));
    case 5:
      return discriminatedUnion(random, depth);
    case 6:
      return { kind: 'record', key: random.chance(0.5) ? undefined : random.pick(['x-', 'n', 'data.']), value: randomType(random, depth - 1) };
    case 7:
      return intersection(random, depth);
    case 8:
      return { kind: random.pick(['partial', 'required'] as const), of: randomObject(random, depth) };
    case 9:
      return { kind: 'union', members: [randomType(random, depth - 1), { kind: 'null' }] };
    case 10:
      return { kind: 'named', name: random.pick(Object.keys(NAMED) as Array<keyof typeof NAMED>) };
    default:
      return { kind: 'template', parts: templateParts(random) };
  }
}

/**
 * A union with at most one object member. In a union of object types
 * TypeScript checks excess properties against the whole union (a property
 * of another member passes); a schema checks each member on its own. That
 * difference is documented (docs/types.md), so the oracle does not generate
 * it; discriminated unions, which TypeScript checks member by member, it does.
 */
function union(first: TypeNode, second: TypeNode): TypeNode {
  return { kind: 'union', members: [first, isObjectLike(first) && isObjectLike(second) ? { kind: 'string' } : second] };
}

function isObjectLike(node: TypeNode): boolean {
  return ['object', 'record', 'intersection', 'named', 'partial', 'required'].includes(node.kind);
}

function randomLeaf(random: Random): TypeNode {
  switch (random.int(9)) {
    case 0:
      return { kind: 'string' };
    case 1:
      return { kind: 'number' };
    case 2:
      return { kind: 'boolean' };
    case 3:
      return { kind: 'literal', value: random.pick(['a', 'b c', 'on', 1, 2.5, -3, true, false]) };
    case 4:
      return { kind: 'brand', base: random.pick(['string', 'number'] as const) };
    case 5:
      return { kind: 'template', parts: templateParts(random) };
    case 6:
      return { kind: 'union', members: [{ kind: 'literal', value: 'x' }, { kind: 'literal', value: 'y' }, { kind: 'literal', value: 3 }] };
    case 7:
      return { kind: 'named', name: random.pick(Object.keys(NAMED) as Array<keyof typeof NAMED>) };
    default:
      return { kind: 'null' };
  }
}

function randomObject(random: Random, depth: number): TypeNode {
  const names = [...NAMES].sort(() => random.next() - 0.5).slice(0, 1 + random.int(3));
  return { kind: 'object', properties: names.map((name) => ({ name, type: randomType(random, depth - 1), optional: random.chance(0.3) })) };
}

/** Object members told apart by a `kind` literal, as users write unions of objects. */
function discriminatedUnion(random: Random, depth: number): TypeNode {
  const members = ['circle', 'square'].map((tag): TypeNode => {
    const body = randomObject(random, depth - 1) as { kind: 'object'; properties: Property[] };
    const properties = body.properties.filter((p) => p.name !== 'kind');
    return { kind: 'object', properties: [{ name: 'kind', type: { kind: 'literal', value: tag }, optional: false }, ...properties] };
  });
  return { kind: 'union', members };
}

/** An interface seen twice (`Point & Named` beside a `Point`), or objects with their own names. */
function intersection(random: Random, depth: number): TypeNode {
  const first: TypeNode = { kind: 'named', name: random.pick(['Point', 'Tagged'] as const) };
  const second: TypeNode = random.chance(0.5)
    ? { kind: 'named', name: 'Named' }
    : random.chance(0.5)
      ? { kind: 'record', key: undefined, value: { kind: 'union', members: [{ kind: 'number' }, { kind: 'string' }, { kind: 'boolean' }, { kind: 'array', element: { kind: 'string' } }] } }
      : { kind: 'object', properties: [{ name: 'extra', type: randomType(random, depth - 1), optional: random.chance(0.3) }] };
  const parts = [first, second];
  return random.chance(0.5) ? { kind: 'object', properties: [{ name: 'again', type: first, optional: false }, { name: 'both', type: { kind: 'intersection', parts }, optional: false }] } : { kind: 'intersection', parts };
}

function templateParts(random: Random): Array<string | 'string' | 'number'> {
  const holes = 1 + random.int(2);
  const parts: Array<string | 'string' | 'number'> = [random.pick(WORDS)];
  for (let i = 0; i < holes; i++) parts.push(random.pick(['string', 'number'] as const), random.pick(WORDS));
  return parts;
}

/**
 * The type as TypeScript source. `wire` prints what a client can send: a
 * brand exists only for the compiler, so there it is its primitive (the one
 * documented difference the oracle models; see docs/types.md).
 */
export function printType(node: TypeNode, wire = false): string {
  const print = (inner: TypeNode) => printType(inner, wire);
  const wrap = (inner: TypeNode) => (inner.kind === 'union' || inner.kind === 'intersection' ? `(${print(inner)})` : print(inner));
  switch (node.kind) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      return node.kind;
    case 'literal':
      return JSON.stringify(node.value);
    case 'union':
      return node.members.map((m) => wrap(m)).join(' | ');
    case 'array':
      return `${wrap(node.element)}[]`;
    case 'tuple': {
      const required = node.elements.length - node.optional;
      const items = node.elements.map((e, i) => (i < required ? print(e) : `${wrap(e)}?`));
      if (node.rest) items.push(`...${wrap(node.rest)}[]`);
      return `[${items.join(', ')}]`;
    }
    case 'object':
      return `{ ${node.properties.map((p) => `${p.name}${p.optional ? '?' : ''}: ${print(p.type)};`).join(' ')} }`;
    case 'record':
      return `Record<${node.key === undefined ? 'string' : `\`${escapeTemplate(node.key)}\${string}\``}, ${print(node.value)}>`;
    case 'intersection':
      return node.parts.map((p) => wrap(p)).join(' & ');
    case 'brand':
      return wire ? node.base : `(${node.base} & { readonly __brand: 'B' })`;
    case 'template':
      return `\`${node.parts.map((p, i) => (i % 2 === 1 ? `\${${p}}` : escapeTemplate(p))).join('')}\``;
    case 'named':
      return node.name;
    case 'partial':
      return `Partial<${print(node.of)}>`;
    case 'required':
      return `Required<${print(node.of)}>`;
  }
}

function escapeTemplate(text: string): string {
  return text.replace(/[`\\$]/g, '\\$&');
}
