import { Node, type ClassDeclaration, type Decorator, type MethodDeclaration, type SourceFile } from 'ts-morph';
import { resolveAlias } from './decorator-kind.js';
import { literalValue } from './literal-value.js';
import { checkHandlerClass, checkHandlerMember } from './member-checks.js';
import type { DiagnosticCollector } from '../load/diagnostic-collector.js';
import { isInDecoratorsPackage } from '../load/nearest-package.js';

/** A method marked with `@Complete(...)`, one entry per marker. */
export interface CompletionMarker {
  classDeclaration: ClassDeclaration;
  method: MethodDeclaration;
  decorator: Decorator;
  kind: 'prompt' | 'resource';
  /** The prompt name or URI template. */
  target: string;
  argument: string;
}

const HINT = "Write one options object of string literals: @Complete({ prompt: 'summarize', argument: 'id' }) or @Complete({ resource: 'notes://notes/{id}', argument: 'id' }).";

/** Every `@Complete` in the package, in file and source order, with its literal options. */
export function discoverCompletions(sourceFiles: SourceFile[], diagnostics: DiagnosticCollector): CompletionMarker[] {
  const markers: CompletionMarker[] = [];
  for (const file of sourceFiles) {
    for (const cls of file.getClasses()) {
      let classOk: boolean | undefined;
      for (const member of cls.getMembers()) {
        if (!Node.isDecoratable(member)) continue;
        for (const decorator of member.getDecorators().filter(isCompleteMarker)) {
          classOk ??= checkHandlerClass(cls, diagnostics);
          if (!checkHandlerMember(member, 'Complete', diagnostics) || !Node.isMethodDeclaration(member) || !classOk) continue;
          const options = readOptions(decorator, diagnostics);
          if (options) markers.push({ classDeclaration: cls, method: member, decorator, ...options });
        }
      }
    }
  }
  return markers;
}

function isCompleteMarker(decorator: Decorator): boolean {
  const expression = decorator.getExpression();
  const callee = Node.isCallExpression(expression) ? expression.getExpression() : expression;
  const symbol = resolveAlias(callee.getSymbol());
  return symbol?.getName() === 'Complete' && symbol.getDeclarations().some((d) => isInDecoratorsPackage(d.getSourceFile().getFilePath()));
}

function readOptions(decorator: Decorator, diagnostics: DiagnosticCollector): Pick<CompletionMarker, 'kind' | 'target' | 'argument'> | undefined {
  const node = decorator.isDecoratorFactory() ? decorator.getArguments()[0] : undefined;
  const value = node && Node.isObjectLiteralExpression(node) ? literalValue(node) : undefined;
  const options = value?.ok ? (value.value as Record<string, unknown>) : undefined;
  const prompt = options?.prompt;
  const resource = options?.resource;
  const argument = options?.argument;
  const one = (typeof prompt === 'string') !== (typeof resource === 'string');
  if (!options || !one || typeof argument !== 'string' || Object.keys(options).some((k) => !['prompt', 'resource', 'argument'].includes(k))) {
    diagnostics.error('MCPG1002', node ?? decorator, '@Complete needs { prompt, argument } or { resource, argument }, as string literals.', HINT);
    return undefined;
  }
  return typeof prompt === 'string' ? { kind: 'prompt', target: prompt, argument } : { kind: 'resource', target: resource as string, argument };
}
