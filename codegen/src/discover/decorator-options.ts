import { Node, type Decorator } from 'ts-morph';
import type { DiagnosticCollector } from '../load/diagnostic-collector.js';
import type { HandlerKind } from './decorator-kind.js';
import { literalValue, type JsonValue } from './literal-value.js';

export type DecoratorOptions = { [key: string]: JsonValue };

/** The arguments of a marker, as plain data. */
export interface DecoratorArguments {
  /** Resources only: the URI or URI template and the node to point at. */
  uri?: { value: string; node: Node };
  options: DecoratorOptions;
}

const STRING_FIELDS = ['name', 'title', 'description', 'mimeType'];

/**
 * Reads a marker's arguments syntactically (the build never runs user code),
 * so they must be literals. Undefined after reporting a problem.
 */
export function readDecoratorArguments(decorator: Decorator, kind: HandlerKind, diagnostics: DiagnosticCollector): DecoratorArguments | undefined {
  const marker = decorator.getName();
  if (!decorator.isDecoratorFactory()) {
    diagnostics.error('MCPG1002', decorator, `@${marker} must be called.`, kind === 'resource' ? `Write @${marker}('scheme://path').` : `Write @${marker}().`);
    return undefined;
  }
  const args = decorator.getArguments();
  let uri: DecoratorArguments['uri'];
  if (kind === 'resource') {
    const first = args.shift();
    if (!first || !(Node.isStringLiteral(first) || Node.isNoSubstitutionTemplateLiteral(first))) {
      diagnostics.error('MCPG1002', first ?? decorator, `The URI of @${marker} must be a string literal.`, "Write the URI inline, like @Resource('notes://notes/{id}').");
      return undefined;
    }
    uri = { value: first.getLiteralValue(), node: first };
  }
  const options = readOptions(args[0], marker, diagnostics);
  return options ? { uri, options } : undefined;
}

function readOptions(node: Node | undefined, marker: string, diagnostics: DiagnosticCollector): DecoratorOptions | undefined {
  if (!node) return {};
  const hint = 'Write the options inline as an object literal of literal values; the build reads them without running your code.';
  if (!Node.isObjectLiteralExpression(node)) {
    diagnostics.error('MCPG1002', node, `The options of @${marker} must be an object literal.`, hint);
    return undefined;
  }
  const result = literalValue(node);
  if (!result.ok) {
    diagnostics.error('MCPG1002', result.node, `The options of @${marker} may contain only literals; \`${result.node.getText()}\` is not one.`, hint);
    return undefined;
  }
  const options = result.value as DecoratorOptions;
  for (const field of STRING_FIELDS) {
    if (field in options && typeof options[field] !== 'string') {
      diagnostics.error('MCPG1002', node, `The option "${field}" of @${marker} must be a string.`, `Give "${field}" a string literal.`);
      return undefined;
    }
  }
  return options;
}
