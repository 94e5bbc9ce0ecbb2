import type { ResultKind } from '@mcp-codegen/manifest';
import { TypeFlags, type MethodDeclaration, type Type } from 'ts-morph';
import type { HandlerKind } from '../../discover/decorator-kind.js';
import type { DiagnosticCollector } from '../../load/diagnostic-collector.js';
import { isDecoratorsType } from './marker-types.js';

const RESULT_TYPES: Record<HandlerKind, string> = { tool: 'CallToolResult', resource: 'ReadResourceResult', prompt: 'GetPromptResult' };
const CONTENT_TYPES = ['ContentBlock', 'TextContent', 'ImageContent', 'AudioContent', 'ResourceLink', 'EmbeddedResource'];
const NOTHING = TypeFlags.Void | TypeFlags.Undefined | TypeFlags.Null | TypeFlags.Never;

/**
 * How the runtime wraps what the method returns, from its declared or
 * inferred return type (a Promise unwrapped): a string is text, an object is
 * structured content, content blocks are the content list, a declared MCP
 * result passes through. For tools, any other JSON value (number, boolean,
 * array, union) is wrapped as `{ result }`; the rest is decided at run time.
 * Only 'structured' and 'wrapped' tools get an output schema.
 */
export function resultKind(method: MethodDeclaration, kind: HandlerKind, diagnostics: DiagnosticCollector): ResultKind {
  const type = returnedType(method);
  const mcpResult = Object.values(RESULT_TYPES).find((name) => isDecoratorsType(type, name));
  if (mcpResult) {
    if (mcpResult !== RESULT_TYPES[kind]) {
      diagnostics.error(
        'MCPG3008',
        method.getReturnTypeNode() ?? method.getNameNode(),
        `A ${kind} cannot return ${mcpResult}; the runtime expects ${RESULT_TYPES[kind]}.`,
        `Return ${RESULT_TYPES[kind]}, or a string or object and let the runtime wrap it.`,
      );
    }
    return 'result';
  }
  const classified = classify(type);
  // Only tools have structuredContent to put a wrapped value in.
  return classified === 'wrapped' && kind !== 'tool' ? 'auto' : classified;
}

/** The declared or inferred return type, a Promise unwrapped. */
export function returnedType(method: MethodDeclaration): Type {
  const type = method.getReturnType();
  const symbol = type.getSymbol();
  const argument = type.getTypeArguments()[0];
  return symbol?.getName() === 'Promise' && argument ? argument : type;
}

/** Whether the value may be undefined or null (a wrapped `result` is then optional). */
export function mayBeNothing(type: Type): boolean {
  return parts(type).some((part) => (part.getFlags() & NOTHING) !== 0);
}

function parts(type: Type): Type[] {
  return type.isUnion() && !type.isBoolean() ? type.getUnionTypes() : [type];
}

function isText(type: Type): boolean {
  return type.isString() || type.isStringLiteral() || type.isTemplateLiteral();
}

function isContent(type: Type): boolean {
  if (CONTENT_TYPES.some((name) => isDecoratorsType(type, name))) return true;
  if (type.isArray()) return isContent(type.getArrayElementTypeOrThrow());
  return type.isUnion() && type.getUnionTypes().every(isContent);
}

/** A JSON object: not an array, a function, a Date or a byte array. */
function isObject(type: Type): boolean {
  if (!(type.isObject() || type.isIntersection()) || type.isArray() || type.isTuple()) return false;
  if (type.getCallSignatures().length > 0) return false;
  const name = type.getSymbol()?.getName();
  return name !== 'Date' && !(name ?? '').endsWith('Array') && name !== 'Buffer';
}

function classify(type: Type): ResultKind {
  if (type.isAny() || type.isUnknown()) return 'auto';
  if (isContent(type)) return 'content';
  const all = parts(type);
  const values = all.filter((part) => (part.getFlags() & NOTHING) === 0);
  if (values.length === 0) return 'auto'; // void: an empty content list
  if (values.every(isText)) return 'text';
  if (values.length === all.length && values.every(isObject)) return 'structured';
  if (values.some((part) => part.isAny() || part.isUnknown() || part.getCallSignatures().length > 0)) return 'auto';
  return 'wrapped';
}
