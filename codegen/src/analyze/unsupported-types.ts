import { TypeFlags, type Node, type Type } from 'ts-morph';

/** A part of a parameter's type that JSON cannot carry, and where in the type it sits. */
export interface UnsupportedType {
  what: string;
  /** Property path inside the parameter, like `.filter.tags[]`; empty for the parameter itself. */
  path: string;
  hint: string;
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
 * functions, Map, Set, Promise, never), so the build fails with a hint
 * instead of emitting a wrong schema. Returns the first problem found.
 */
export function findUnsupportedType(type: Type, at: Node): UnsupportedType | undefined {
  return walk(type, at, '', new Set());
}

function walk(type: Type, at: Node, path: string, seen: Set<unknown>): UnsupportedType | undefined {
  if (seen.has(type.compilerType)) return undefined;
  seen.add(type.compilerType);
  const flags = type.getFlags();
  if (flags & (TypeFlags.BigInt | TypeFlags.BigIntLiteral)) {
    return { what: 'bigint', path, hint: 'Use number, or a string of digits if the value can exceed 2^53.' };
  }
  if (flags & (TypeFlags.ESSymbol | TypeFlags.UniqueESSymbol)) return { what: 'symbol', path, hint: 'Use a string.' };
  if (flags & TypeFlags.Never) return { what: 'never', path, hint: 'Give the parameter a type a client can send.' };
  const libName = libTypeName(type);
  if (libName === 'Date') return undefined;
  if (libName === 'Record') return { what: 'Record<K, V>', path, hint: 'Write the index signature instead: { [key: string]: V }.' };
  if (libName && LIB_COLLECTIONS[libName]) return { what: libName, path, hint: LIB_COLLECTIONS[libName] };
  const parts = type.isUnion() ? type.getUnionTypes() : type.isIntersection() ? type.getIntersectionTypes() : [];
  if (parts.length > 0) {
    for (const part of parts) {
      const found = walk(part, at, path, seen);
      if (found) return found;
    }
  }
  if (type.isArray() || type.isReadonlyArray()) {
    const element = type.getArrayElementType() ?? type.getTypeArguments()[0];
    return element ? walk(element, at, `${path}[]`, seen) : undefined;
  }
  if (type.isTuple()) return walkAll(type.getTupleElements(), at, path, seen, (i) => `${path}[${i}]`);
  if (!type.isObject()) return undefined;
  if (type.getCallSignatures().length > 0 || type.getConstructSignatures().length > 0) {
    return { what: 'a function', path, hint: 'Take data, not functions: a client can only send JSON.' };
  }
  for (const property of type.getProperties()) {
    const found = walk(property.getTypeAtLocation(at), at, `${path}.${property.getName()}`, seen);
    if (found) return found;
  }
  const index = type.getStringIndexType() ?? type.getNumberIndexType();
  return index ? walk(index, at, `${path}[key]`, seen) : undefined;
}

function walkAll(types: Type[], at: Node, _path: string, seen: Set<unknown>, pathOf: (i: number) => string): UnsupportedType | undefined {
  for (let i = 0; i < types.length; i++) {
    const found = walk(types[i], at, pathOf(i), seen);
    if (found) return found;
  }
  return undefined;
}

/** The name of a type declared in TypeScript's own lib files, else undefined. */
function libTypeName(type: Type): string | undefined {
  const symbol = type.getAliasSymbol() ?? type.getSymbol();
  const declaration = symbol?.getDeclarations()[0];
  if (!symbol || !declaration) return undefined;
  const file = declaration.getSourceFile().getFilePath();
  return /\/lib\.[^/]*\.d\.ts$|\/lib\.d\.ts$/.test(file) ? symbol.getName() : undefined;
}
