import type { ResultKind } from '@mcp-codegen/manifest';
import type { MethodDeclaration, Type } from 'ts-morph';
import type { HandlerKind } from '../discover/decorator-kind.js';
import type { DiagnosticCollector } from '../load/diagnostic-collector.js';
import { isDecoratorsType } from './marker-types.js';

const RESULT_TYPES: Record<HandlerKind, string> = { tool: 'CallToolResult', resource: 'ReadResourceResult', prompt: 'GetPromptResult' };

/**
 * How the runtime wraps what the method returns, from its declared or
 * inferred return type (a Promise unwrapped): a string is text, an object is
 * structured content, a declared MCP result passes through, the rest is
 * decided at run time.
 */
export function resultKind(method: MethodDeclaration, kind: HandlerKind, diagnostics: DiagnosticCollector): ResultKind {
  const type = unwrapPromise(method.getReturnType());
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
  return classify(type);
}

function unwrapPromise(type: Type): Type {
  const symbol = type.getSymbol();
  const argument = type.getTypeArguments()[0];
  return symbol?.getName() === 'Promise' && argument ? argument : type;
}

function classify(type: Type): ResultKind {
  if (type.isString() || type.isStringLiteral() || type.isTemplateLiteral()) return 'text';
  if (type.isUnion()) {
    const kinds = new Set(type.getUnionTypes().map(classify));
    return kinds.size === 1 ? [...kinds][0] : 'auto';
  }
  // Arrays (PromptMessage[] included) are not structuredContent, which must be an object.
  if (type.isArray() || type.isTuple() || type.isAny() || type.isUnknown()) return 'auto';
  if (type.isObject() || type.isIntersection()) return type.getCallSignatures().length > 0 ? 'auto' : 'structured';
  return 'auto';
}
