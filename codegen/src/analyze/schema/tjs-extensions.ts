import type * as TJS from 'typescript-json-schema';
import { ts } from 'ts-morph';
import { isInDecoratorsPackage } from '../../load/nearest-package.js';

type Definition = { [keyword: string]: unknown };

/** `createArrayType` exists on the checker (TypeScript 5.9) but is not in its public typings. */
type Checker = ts.TypeChecker & { createArrayType(element: ts.Type): ts.Type };

interface GeneratorInternals {
  tc: Checker;
  getClassDefinition(type: ts.Type, definition: Definition): Definition;
  getTypeDefinition(type: ts.Type, ...rest: unknown[]): Definition;
  getTypeName(type: ts.Type): string;
  makeTypeNameUnique(type: ts.Type, baseName: string): string;
}

/** The interfaces synthetic-input.ts and output-schema.ts append: global, unique, never generic. */
const SYNTHETIC_NAME = /^__mcp_(input|output)_/;

/**
 * Fills gaps of typescript-json-schema 0.68, on the one generator
 * instance we use:
 * - a mapped type over `string` (`Record<string, T>`, `Partial<Record<...>>`)
 *   has no index-signature member for TJS to find, so it would emit
 *   `additionalProperties: false` and reject every key. The checker's string
 *   index type becomes `additionalProperties`, as for `{ [key: string]: T }`;
 * - `readonly T[]` (`ReadonlyArray<T>`) makes TJS throw; it is the array
 *   type `T[]` on the wire;
 * - the `Integer` alias of @mcp-codegen/decorators is `type: integer`
 *   wherever it appears;
 * - and, for speed, the name of our own synthetic interfaces is taken from
 *   their symbol instead of printing the type.
 */
export function extendGenerator(generator: TJS.JsonSchemaGenerator): void {
  const internals = generator as unknown as GeneratorInternals;
  const checker = internals.tc;
  const classDefinition = internals.getClassDefinition.bind(generator);
  internals.getClassDefinition = (type, definition) => {
    const declaration = type.getSymbol()?.getDeclarations()?.[0];
    const index = declaration && ts.isMappedTypeNode(declaration) ? checker.getIndexInfoOfType(type, ts.IndexKind.String) : undefined;
    if (index && definition.additionalProperties === undefined) {
      definition.additionalProperties = internals.getTypeDefinition(index.type);
    }
    return classDefinition(type, definition);
  };
  // TJS names every type with checker.typeToString (about 1 ms each); a synthetic
  // interface's name is its symbol's name, which is what that returns for it.
  const typeName = internals.getTypeName.bind(generator);
  internals.getTypeName = (type) => {
    const symbol = type.getSymbol();
    const synthetic = symbol !== undefined && SYNTHETIC_NAME.test(symbol.getName()) && (symbol.flags & ts.SymbolFlags.Interface) !== 0;
    return synthetic ? internals.makeTypeNameUnique(type, symbol.getName()) : typeName(type);
  };
  const typeDefinition = internals.getTypeDefinition.bind(generator);
  internals.getTypeDefinition = (type, ...rest) => {
    if (isIntegerAlias(type)) return asInteger(typeDefinition(checker.getNumberType(), ...rest));
    const element = readonlyArrayElement(checker, type);
    return typeDefinition(element ? checker.createArrayType(element) : type, ...rest);
  };
}

/** `Integer` from @mcp-codegen/decorators (`number & {}`, so the alias survives in arrays and generics). */
function isIntegerAlias(type: ts.Type): boolean {
  const alias = type.aliasSymbol;
  return alias?.getName() === 'Integer' && (alias.getDeclarations() ?? []).some((d) => isInDecoratorsPackage(d.getSourceFile().fileName));
}

function asInteger(definition: Definition): Definition {
  return definition.type === 'number' ? { ...definition, type: 'integer' } : definition;
}

function readonlyArrayElement(checker: Checker, type: ts.Type): ts.Type | undefined {
  if (type.getSymbol()?.getName() !== 'ReadonlyArray' || !(type.flags & ts.TypeFlags.Object)) return undefined;
  return checker.getTypeArguments(type as ts.TypeReference)[0];
}
