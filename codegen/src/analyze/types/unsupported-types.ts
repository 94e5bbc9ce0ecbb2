import { ts, TypeFlags, type Node, type Type } from 'ts-morph';
import { libTypeName } from './lib-type-name.js';
import { isWireProperty } from '../schema/rewrite/wire-property.js';

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

const BINARY = "Take a base64 string (JSDoc `@contentEncoding base64`) and decode it with Buffer.from(value, 'base64'); to return binary, use image(), audio() or embeddedResource().";

/** Lib (and Node) types JSON cannot carry, with what to write instead. A Map, so no key reaches Object.prototype. */
const LIB_TYPES = new Map<string, string>([
  ['Map', 'Use a plain object ({ [key: string]: T }) or an array of entries.'],
  ['ReadonlyMap', 'Use a plain object ({ [key: string]: T }) or an array of entries.'],
  ['WeakMap', 'Use a plain object ({ [key: string]: T }).'],
  ['Set', 'Use an array.'],
  ['ReadonlySet', 'Use an array.'],
  ['WeakSet', 'Use an array.'],
  ['Promise', 'Take the plain value; arguments arrive resolved.'],
  ['PromiseLike', 'Take the plain value; arguments arrive resolved.'],
  ['URL', 'Take a string with JSDoc `@format uri` and construct the URL in the method: new URL(value).'],
  ['RegExp', 'Take the pattern as a string and construct the RegExp in the method.'],
  ['Buffer', BINARY],
  ['ArrayBuffer', BINARY],
  ['SharedArrayBuffer', BINARY],
  ['DataView', BINARY],
  ['Blob', BINARY],
  ...['Uint8Array', 'Uint8ClampedArray', 'Int8Array', 'Uint16Array', 'Int16Array', 'Uint32Array', 'Int32Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array'].map(
    (name): [string, string] => [name, BINARY],
  ),
]);

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
    const rest = restBeforeEnd(type);
    if (rest) found.push(rest(path));
    type.getTupleElements().forEach((element, i) => walk(element, at, `${path}[${i}]`, seen, found));
    return;
  }
  if (!type.isObject() || parts.length > 0) return;
  if (type.getCallSignatures().length > 0 || type.getConstructSignatures().length > 0) {
    found.push({ what: 'a function', path, hint: 'Take data, not functions: a client can only send JSON.', severity: 'error' });
    return;
  }
  for (const property of type.getProperties()) {
    if (isWireProperty(property.compilerSymbol)) walk(property.getTypeAtLocation(at), at, `${path}.${property.getName()}`, seen, found);
  }
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
  const name = libTypeName(type) ?? nodeTypeName(type);
  const hint = name === undefined ? undefined : LIB_TYPES.get(name);
  if (name && hint) return { what: name, path, hint, severity: 'error' };
  return undefined;
}

/** `Buffer` and the like, declared by @types/node rather than TypeScript's lib. */
function nodeTypeName(type: Type): string | undefined {
  const symbol = type.getSymbol();
  const file = symbol?.getDeclarations()[0]?.getSourceFile().getFilePath();
  return file?.includes('/node_modules/@types/node/') ? symbol!.getName() : undefined;
}

/**
 * A rest element before the end (`[...string[], number]`): JSON Schema can
 * say what the first elements are and what the rest are, not what the last
 * ones are, so no schema is exact.
 */
function restBeforeEnd(type: Type): ((path: string) => UnsupportedType) | undefined {
  const target = (type.compilerType as ts.TypeReference).target as ts.TupleType;
  const flags = target.elementFlags ?? [];
  const rest = flags.findIndex((flag) => flag & ts.ElementFlags.Variable);
  if (rest === -1 || rest === flags.length - 1) return undefined;
  return (path) => ({
    what: 'a tuple with a rest element before its end',
    path,
    hint: `No JSON Schema says what the last elements of ${type.getText()} are. Put the fixed elements first ([number, ...string[]]) or take an object.`,
    severity: 'error',
  });
}

/** The first part of `type` JSON cannot carry (`any` and `unknown` are fine here), or undefined. */
export function findUnsupportedType(type: Type, at: Node): UnsupportedType | undefined {
  return findUnsupportedTypes(type, at).find((problem) => problem.severity !== 'loose');
}
