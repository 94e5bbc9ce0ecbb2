import type { JsonSchema } from '@mcp-codegen/manifest';
import { Node, ts, type TypeNode } from 'ts-morph';
import type { ParameterInfo } from '../parameter-info.js';
import { buildInputSchema } from './input-schema.js';
import { isIntegerAlias } from './integer-alias.js';
import type { Draft07Schema } from './schema-generator.js';
import type { SchemaOptions } from './type-schema.js';

/**
 * The input schema of a plain parameter list, read from the checker without
 * typescript-json-schema: each argument typed `string`, `number`, `boolean`,
 * `Integer`, an array of one of those, or an inline union of string literals,
 * with at most a one-line JSDoc of its own whose tags are plain keywords.
 * Most tools take only such arguments, and TJS costs about a third of a cold
 * build (the synthetic interfaces, a second Program, its walk and its
 * per-type naming); a build whose schemas are all plain does not load TJS.
 *
 * It makes the draft-07 object TJS makes for the synthetic interface
 * (object-shape.ts; the keywords in the order TJS writes them) and converts it
 * with the same `buildInputSchema`, so the result is TJS's to the byte
 * (simple-input.test.ts compares both on every shape this accepts).
 * Anything else gives undefined and goes to TJS.
 */
export function simpleInputSchema(parameters: ParameterInfo[], options: SchemaOptions = {}): JsonSchema | undefined {
  const properties: Record<string, Draft07Schema> = {};
  const required: string[] = [];
  for (const parameter of parameters) {
    if (parameter.kind === 'context') continue;
    if (parameter.kind === 'input') return undefined;
    const property = propertySchema(parameter);
    if (!property) return undefined;
    properties[parameter.name] = property;
    if (parameter.required) required.push(parameter.name);
  }
  const raw: Draft07Schema = { type: 'object' };
  if (Object.keys(properties).length > 0) raw.properties = properties;
  raw.additionalProperties = false;
  if (required.length > 0) raw.required = required.sort();
  return buildInputSchema(raw, parameters, options);
}

/** TJS's schema of one synthetic interface member, or undefined when this module does not know it. */
function propertySchema(parameter: ParameterInfo): Draft07Schema | undefined {
  const typeNode = parameter.node.getTypeNode();
  if (!typeNode) return undefined;
  const own = ownComments(parameter);
  if (!own) return undefined;
  const integer = integerAlias(typeNode);
  if (integer) {
    // TJS reads the alias's `@TJS-type integer` first, then the member's own tags.
    const definition: Draft07Schema = {};
    if (!applyComments(definition, integer, true) || definition.type !== 'integer' || Object.keys(definition).length !== 1) return undefined;
    return applyComments(definition, own) ? definition : undefined;
  }
  const definition: Draft07Schema = {};
  if (Node.isArrayTypeNode(typeNode)) {
    const items = elementSchema(typeNode.getElementTypeNode());
    const array = typeNode.getType().getSymbol()?.compilerSymbol;
    // The lib's Array symbol, whose tags TJS would read (it has none; any would go to TJS).
    if (!items || !array || array.getJsDocTags().length > 0) return undefined;
    if (!applyComments(definition, own)) return undefined;
    definition.type = 'array';
    definition.items = items;
    return definition;
  }
  const base = elementSchema(typeNode);
  if (!base || !applyComments(definition, own)) return undefined;
  return Object.assign(definition, base);
}

/** An array's items, or a member's type keywords: the primitives, Integer, a union of two or more string literals. */
function elementSchema(typeNode: TypeNode): Draft07Schema | undefined {
  switch (typeNode.getKind()) {
    case ts.SyntaxKind.StringKeyword:
      return { type: 'string' };
    case ts.SyntaxKind.NumberKeyword:
      return { type: 'number' };
    case ts.SyntaxKind.BooleanKeyword:
      return { type: 'boolean' };
  }
  if (integerAlias(typeNode)) return { type: 'integer' };
  if (!Node.isUnionTypeNode(typeNode)) return undefined;
  const values: string[] = [];
  for (const member of typeNode.getTypeNodes()) {
    const literal = Node.isLiteralTypeNode(member) ? member.getLiteral() : undefined;
    if (!literal || !Node.isStringLiteral(literal)) return undefined;
    if (!values.includes(literal.getLiteralValue())) values.push(literal.getLiteralValue());
  }
  // TJS: `enum` sorted, or `const` for one value, then `type`.
  return values.length > 1 ? { enum: values.sort(), type: 'string' } : undefined;
}

/** The Integer alias a plain `Integer` reference names (imported under any name), else undefined. */
function integerAlias(typeNode: TypeNode): Comments | undefined {
  if (!Node.isTypeReference(typeNode) || typeNode.getTypeArguments().length > 0) return undefined;
  const name = typeNode.getTypeName();
  if (!Node.isIdentifier(name) || !isIntegerAlias(typeNode.getType().compilerType)) return undefined;
  const symbol = name.getSymbol();
  const alias = symbol?.isAlias() ? symbol.getAliasedSymbol() : symbol;
  const compilerSymbol = alias?.compilerSymbol;
  if (!compilerSymbol) return undefined;
  const checker = typeNode.getProject().getTypeChecker().compilerObject;
  const tags: Tag[] = [];
  for (const tag of compilerSymbol.getJsDocTags()) {
    if (tag.text?.some((part) => part.kind !== 'text')) return undefined;
    tags.push({ name: tag.name, text: tag.text?.map((part) => part.text).join('') });
  }
  const documentation = compilerSymbol.getDocumentationComment(checker);
  if (documentation.some((part) => part.kind !== 'text')) return undefined;
  return { description: documentation.length > 0 ? description(documentation.map((part) => part.text).join('')) : undefined, tags };
}

interface Tag {
  name: string;
  text: string | undefined;
}

interface Comments {
  description: string | undefined;
  tags: Tag[];
}

/**
 * What the synthetic member's JSDoc gives TJS: the parameter's own last JSDoc,
 * which synthetic-input.ts copies onto the member. One line only: a copy
 * moved to another column could read differently over several lines.
 * Undefined when it holds something this module does not read as TJS does.
 */
function ownComments(parameter: ParameterInfo): Comments | undefined {
  if (parameter.jsDoc === undefined) return { description: undefined, tags: [] };
  if (parameter.jsDoc.includes('\n')) return undefined;
  const docs = (parameter.node.compilerNode as { jsDoc?: ts.JSDoc[] }).jsDoc;
  const doc = docs?.[docs.length - 1];
  if (!doc || (doc.comment !== undefined && typeof doc.comment !== 'string')) return undefined;
  const tags: Tag[] = [];
  for (const tag of doc.tags ?? []) {
    if (tag.comment !== undefined && typeof tag.comment !== 'string') return undefined;
    tags.push({ name: tag.tagName.text, text: tag.comment });
  }
  return { description: doc.comment === undefined ? undefined : description(doc.comment), tags };
}

/** TJS's description of a comment that is there: line ends normalised, trimmed. */
function description(comment: string): string {
  return comment.replace(/\r\n/g, '\n').trim();
}

/**
 * Tags TJS copies as `keyword: value` and that do nothing else there, with
 * the ones schema-generator.ts adds. Any other tag (`@TJS-type` on a member,
 * `@items.x`, `@nullable`, `@ignore`, `@see`...) sends the schema to TJS.
 */
const PLAIN_KEYWORDS = new Set([
  'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength', 'minLength', 'pattern', 'maxItems', 'minItems', 'uniqueItems',
  'maxProperties', 'minProperties', 'examples', 'description', 'format', 'default', 'id', '$id', '$comment', 'title',
  'integer', 'deprecated', 'header', 'example',
]);

/** TJS's parseCommentsIntoDefinition for plain keywords; false on anything else. `type` only where TJS reads it as a keyword (an alias's tags). */
function applyComments(definition: Draft07Schema, comments: Comments, allowType = false): boolean {
  if (comments.description !== undefined) definition.description = comments.description;
  for (const tag of comments.tags) {
    let name = tag.name;
    let text = tag.text ?? '';
    if (name.startsWith('TJS-')) {
      name = name.slice(4);
      if (!text) text = 'true';
    }
    if (!(PLAIN_KEYWORDS.has(name) || (allowType && name === 'type'))) return false;
    // TJS loads a file for `require(...)` values.
    if (/^\s*require\(/.test(text)) return false;
    definition[name] = parseValue(text);
  }
  return true;
}

function parseValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
