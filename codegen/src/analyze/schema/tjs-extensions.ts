import type * as TJS from 'typescript-json-schema';
import { ts } from 'ts-morph';
import { isIntegerAlias } from './integer-alias.js';
import { objectShape, type ShapeGenerator } from './rewrite/object-shape.js';
import { templatePattern } from './rewrite/template-pattern.js';

type Definition = { [keyword: string]: unknown };

/** `createArrayType` exists on the checker (TypeScript 5.9) but is not in its public typings. */
type Checker = ts.TypeChecker & { createArrayType(element: ts.Type): ts.Type };

interface GeneratorInternals extends ShapeGenerator {
  tc: Checker;
  args: { noExtraProps: boolean };
  inheritingTypes: Record<string, string[]>;
  getClassDefinition(type: ts.Type, definition: Definition): Definition;
  getIntersectionDefinition(type: ts.Type, definition: Definition): Definition;
  getTypeDefinition(type: ts.Type, ...rest: unknown[]): Definition;
  getTypeName(type: ts.Type): string;
  makeTypeNameUnique(type: ts.Type, baseName: string): string;
}

/** The interfaces synthetic-input.ts and output-schema.ts append: global, unique, never generic. */
const SYNTHETIC_NAME = /^__mcp_(input|output)_/;

/**
 * Fills gaps of typescript-json-schema 0.68, on the one generator
 * instance we use:
 * - object types (classes, interfaces, mapped types, intersections of
 *   objects) take their shape from the checker (object-shape.ts): TJS loses
 *   members of intersections, index signatures beside properties and
 *   template-literal keys, and lists private fields and getters;
 * - a primitive intersected with an object (a brand, `string & { __brand: 'Id' }`,
 *   or `string & {}`) is that primitive on the wire;
 * - template literal types get a pattern that accepts what TypeScript
 *   accepts (template-pattern.ts);
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
  internals.getClassDefinition = (type, definition) =>
    isAbstractBase(internals, type) ? classDefinition(type, definition) : objectShape(internals, type, definition);
  // TJS merges intersections itself when noExtraProps is set, and asks
  // getIntersectionDefinition otherwise. Clearing the flag for exactly that
  // one decision routes object intersections to objectShape, after TJS's
  // own bookkeeping for recursive types has run.
  internals.getIntersectionDefinition = (type, definition) => {
    internals.args.noExtraProps = true;
    return objectShape(internals, type, definition);
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
    if (element) return typeDefinition(checker.createArrayType(element), ...rest);
    if (type.isIntersection()) {
      const primitive = brandedPrimitive(type);
      if (primitive) return typeDefinition(primitive, ...rest);
      internals.args.noExtraProps = false;
      try {
        return typeDefinition(type, ...rest);
      } finally {
        internals.args.noExtraProps = true;
      }
    }
    const definition = typeDefinition(type, ...rest);
    if (type.flags & ts.TypeFlags.TemplateLiteral) return withTemplatePattern(definition, type as ts.TemplateLiteralType, checker);
    return definition;
  };
}

/** An abstract class TJS lists as the `oneOf` of its subclasses: left to TJS. */
function isAbstractBase(internals: GeneratorInternals, type: ts.Type): boolean {
  const declaration = type.getSymbol()?.getDeclarations()?.[0];
  if (!declaration || !ts.isClassDeclaration(declaration)) return false;
  if (!(ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Abstract)) return false;
  const name = internals.tc.typeToString(type, undefined, ts.TypeFormatFlags.UseFullyQualifiedType);
  return internals.inheritingTypes[name] !== undefined;
}

/**
 * The primitive of an intersection of one primitive with object types: a
 * brand (`string & { __brand: 'UserId' }`) or `string & {}`. A value is a
 * string to JSON; the brand exists only for the compiler.
 */
function brandedPrimitive(type: ts.IntersectionType): ts.Type | undefined {
  const primitives = type.types.filter((member) => !(member.flags & ts.TypeFlags.Object));
  return primitives.length === 1 ? primitives[0] : undefined;
}

function withTemplatePattern(definition: Definition, type: ts.TemplateLiteralType, checker: ts.TypeChecker): Definition {
  const pattern = templatePattern(type);
  if (pattern === undefined) throw new Error(`No JSON Schema pattern says exactly which strings ${checker.typeToString(type)} allows.`);
  return { ...definition, pattern };
}

function asInteger(definition: Definition): Definition {
  return definition.type === 'number' ? { ...definition, type: 'integer' } : definition;
}

function readonlyArrayElement(checker: Checker, type: ts.Type): ts.Type | undefined {
  if (type.getSymbol()?.getName() !== 'ReadonlyArray' || !(type.flags & ts.TypeFlags.Object)) return undefined;
  return checker.getTypeArguments(type as ts.TypeReference)[0];
}
