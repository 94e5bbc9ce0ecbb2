import { TypeFlags, type Node, type Type } from 'ts-morph';
import { libTypeName } from './lib-type-name.js';

/** A part of a parameter's type with no faithful JSON Schema, and where in the type it sits. */
export interface UnsupportedType {
  what: string;
  /** Property path inside the parameter, like `.filter.tags[]`; empty for the parameter itself. */
  path: string;
  hint: string;
  /**
   * error: JSON cannot carry it (MCPG2001); unresolved: the type does not
   * resolve (MCPG2007); loose: `any`/`unknown`, accepted as anything (MCPG2005).
   */
  severity: 'error' | 'unresolved' | 'loose';
}

const LIB_COLLECTIONS: Record<string, string> = {
  Map: 'Use a plain object ({ [key: string]: T }) or an array of entries.',
  ReadonlyMap: 'Use a plain object ({ [key: string]: T }) or an array of entries.',
  WeakMap: 'Use a plain object ({ [key: string]: T }).',
  Set: 'Use an array.',
  ReadonlySet: 'Use an array.',
  WeakSet: 'Use an array.',
  Promise: 'Take the plain value; arguments arrive resolved.',
  PromiseLike: 'Take the plain value; arguments arrive resolved.',
};

/**
 * Walks a parameter's type for what has no JSON Schema (bigint, symbol,
 * functions, Map, Set, Promise, never, unresolved types) and for `any` and
 * `unknown`, so the build fails or warns with a hint instead of emitting a
 * wrong schema. Returns every problem, in walk order.
 */
export function findUnsupportedTypes(type: Type, at: Node): UnsupportedType[] {
  const found: UnsupportedType[] = [];
  walk(type, at, '', new Set(), found);
  return found;
}

function walk(type: Type, at: Node, path: string, seen: Set<unknown>, found: UnsupportedType[]): void {
  if (seen.has(type.compilerType)) return;
  seen.add(type.compilerType);
  const problem = ownProblem(type, path);
  if (problem) {
    found.push(problem);
    return;
  }
  if (libTypeName(type) === 'Date') return;
  const parts = type.isUnion() ? type.getUnionTypes() : type.isIntersection() ? type.getIntersectionTypes() : [];
  for (const part of parts) walk(part, at, path, seen, found);
  if (type.isArray() || type.isReadonlyArray()) {
    const element = type.getArrayElementType() ?? type.getTypeArguments()[0];
    if (element) walk(element, at, `${path}[]`, seen, found);
    return;
  }
  if (type.isTuple()) {
    type.getTupleElements().forEach((element, i) => walk(element, at, `${path}[${i}]`, seen, found));
    return;
  }
  if (!type.isObject() || parts.length > 0) return;
  if (type.getCallSignatures().length > 0 || type.getConstructSignatures().length > 0) {
    found.push({ what: 'a function', path, hint: 'Take data, not functions: a client can only send JSON.', severity: 'error' });
    return;
  }
  for (const property of type.getProperties()) walk(property.getTypeAtLocation(at), at, `${path}.${property.getName()}`, seen, found);
  const index = type.getStringIndexType() ?? type.getNumberIndexType();
  if (index) walk(index, at, `${path}[key]`, seen, found);
}

function ownProblem(type: Type, path: string): UnsupportedType | undefined {
  const flags = type.getFlags();
  if (flags & (TypeFlags.BigInt | TypeFlags.BigIntLiteral)) {
    return { what: 'bigint', path, hint: 'Use number, or a string of digits if the value can exceed 2^53.', severity: 'error' };
  }
  if (flags & (TypeFlags.ESSymbol | TypeFlags.UniqueESSymbol)) return { what: 'symbol', path, hint: 'Use a string.', severity: 'error' };
  if (flags & TypeFlags.Never) return { what: 'never', path, hint: 'Give the parameter a type a client can send.', severity: 'error' };
  if (flags & TypeFlags.Any && (type.compilerType as { intrinsicName?: string }).intrinsicName === 'error') {
    return { what: 'a type that does not resolve', path, hint: 'Import or declare the type; run tsc to see why it does not resolve.', severity: 'unresolved' };
  }
  if (flags & (TypeFlags.Any | TypeFlags.Unknown)) {
    const what = flags & TypeFlags.Any ? 'any' : 'unknown';
    return { what, path, hint: 'Give it a precise type, or set "mcpCodegen": { "allowAny": true } in package.json to accept any JSON value.', severity: 'loose' };
  }
  const libName = libTypeName(type);
  if (libName && LIB_COLLECTIONS[libName]) return { what: libName, path, hint: LIB_COLLECTIONS[libName], severity: 'error' };
  return undefined;
}

/** The first part of `type` JSON cannot carry (`any` and `unknown` are fine here), or undefined. */
export function findUnsupportedType(type: Type, at: Node): UnsupportedType | undefined {
  return findUnsupportedTypes(type, at).find((problem) => problem.severity !== 'loose');
}
