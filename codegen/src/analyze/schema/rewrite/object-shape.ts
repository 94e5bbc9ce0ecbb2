import { ts } from 'ts-morph';
import { templatePattern } from './template-pattern.js';
import { isWireProperty } from './wire-property.js';

type Definition = { [keyword: string]: unknown };

/** The parts of typescript-json-schema's generator an object shape needs. */
export interface ShapeGenerator {
  tc: ts.TypeChecker;
  getTypeDefinition(type: ts.Type, asRef?: boolean, unionModifier?: string, prop?: ts.Symbol, reffedType?: ts.Symbol): Definition;
  getReferencedTypeSymbol(prop: ts.Symbol): ts.Symbol | undefined;
}

/** JSON object keys that TypeScript's number index signatures accept. */
const NUMERIC_KEY = '^[0-9]+$';

/**
 * The schema of an object type as TypeScript's checker sees it, replacing
 * typescript-json-schema 0.68's class and intersection handling, which
 * - merges an intersection from its members' schemas, and loses a member
 *   it already emitted as a `$ref` (`Point & Named` after a `Point`);
 * - drops index signatures of intersections and template-literal keys;
 * - lists private fields and getters as required, with initialisers as `default`s.
 * The checker already knows an intersection's properties and index
 * signatures, so one walk serves classes, interfaces, mapped types and
 * intersections alike. Property schemas still come from the generator, so
 * JSDoc, refs and recursion work as before.
 */
export function objectShape(generator: ShapeGenerator, type: ts.Type, definition: Definition): Definition {
  const checker = generator.tc;
  const properties: Record<string, Definition> = {};
  const required: string[] = [];
  for (const property of checker.getPropertiesOfType(type)) {
    if (property.flags & ts.SymbolFlags.Method || !isWireProperty(property)) continue;
    const propertyType = checker.getTypeOfSymbol(property);
    if (propertyType.flags & (ts.TypeFlags.Never | ts.TypeFlags.Undefined)) continue;
    const schema = generator.getTypeDefinition(propertyType, undefined, undefined, property, generator.getReferencedTypeSymbol(property));
    if ('ignore' in schema) continue;
    properties[property.getName()] = schema;
    if (!(property.flags & ts.SymbolFlags.Optional) && !includesUndefined(propertyType)) required.push(property.getName());
  }
  definition.type = 'object';
  if (Object.keys(properties).length > 0) definition.properties = properties;
  const patternProperties: Record<string, Definition> = {};
  for (const index of checker.getIndexInfosOfType(type)) {
    const key = index.keyType;
    const schema = generator.getTypeDefinition(index.type);
    if (key.flags & ts.TypeFlags.String) definition.additionalProperties = schema;
    else if (key.flags & ts.TypeFlags.Number) patternProperties[NUMERIC_KEY] = schema;
    else if (key.flags & ts.TypeFlags.TemplateLiteral) patternProperties[keyPattern(key as ts.TemplateLiteralType, checker)] = schema;
  }
  if (Object.keys(patternProperties).length > 0) definition.patternProperties = patternProperties;
  definition.additionalProperties ??= false;
  if (required.length > 0) definition.required = [...new Set(required)].sort();
  return definition;
}

function keyPattern(key: ts.TemplateLiteralType, checker: ts.TypeChecker): string {
  const pattern = templatePattern(key);
  if (pattern === undefined) throw new Error(`No JSON Schema pattern says exactly which keys ${checker.typeToString(key)} allows.`);
  return pattern;
}

function includesUndefined(type: ts.Type): boolean {
  return type.isUnion() && type.types.some((member) => member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void));
}
