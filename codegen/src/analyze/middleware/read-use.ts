/**
 * `@Use(A, B)` on a handler's class and on the handler method: the
 * middleware classes, class first, each once, in the order written. The
 * marker is recognised by symbol (aliases followed), like @Tool; each
 * argument must name a class with a `handle` method (MCPG3201).
 */
import { Node, type ClassDeclaration, type Decorator, type Identifier, type SourceFile } from 'ts-morph';
import { resolveAlias } from '../../discover/decorator-kind.js';
import type { DiscoveredHandler } from '../../discover/discovered-handler.js';
import type { DiagnosticCollector } from '../../load/diagnostic-collector.js';
import { isInDecoratorsPackage } from '../../load/nearest-package.js';

/** One middleware class `@Use` names, and the identifier naming it (for diagnostics and the import). */
export interface UsedMiddleware {
  declaration: ClassDeclaration;
  identifier: Identifier;
}

export function isUseDecorator(decorator: Decorator): boolean {
  const expression = decorator.getExpression();
  if (!Node.isCallExpression(expression)) return false;
  const symbol = resolveAlias(expression.getExpression().getSymbol());
  return symbol?.getName() === 'Use' && symbol.getDeclarations().some((d) => isInDecoratorsPackage(d.getSourceFile().getFilePath()));
}

/** The middleware of a handler: its class's @Use, then its method's. */
export function readUse(handler: DiscoveredHandler, diagnostics: DiagnosticCollector): UsedMiddleware[] {
  const used: UsedMiddleware[] = [];
  for (const decorator of [...handler.classDeclaration.getDecorators(), ...handler.method.getDecorators()]) {
    if (!isUseDecorator(decorator)) continue;
    for (const argument of decorator.getArguments()) {
      const found = middlewareClass(argument, diagnostics);
      if (found && !used.some((u) => u.declaration === found.declaration)) used.push(found);
    }
  }
  return used;
}

function middlewareClass(argument: Node, diagnostics: DiagnosticCollector): UsedMiddleware | undefined {
  const declaration = Node.isIdentifier(argument) ? resolveAlias(argument.getSymbol())?.getDeclarations().find(Node.isClassDeclaration) : undefined;
  if (!declaration || !Node.isIdentifier(argument)) {
    diagnostics.error('MCPG3201', argument, `@Use takes middleware classes; ${argument.getText()} is not the name of a class.`, 'Pass the class itself: @Use(AuditMiddleware), where class AuditMiddleware implements Middleware.');
    return undefined;
  }
  const handle = declaration.getType().getProperty('handle');
  if (!handle || handle.getTypeAtLocation(argument).getCallSignatures().length === 0) {
    diagnostics.error('MCPG3201', argument, `The class ${argument.getText()} given to @Use has no handle(call, next) method.`, `Implement Middleware from @mcp-codegen/decorators: class ${argument.getText()} implements Middleware { handle(call, next) { return next(); } }.`);
    return undefined;
  }
  return { declaration, identifier: argument };
}

/** `@Use` on a method that is no tool, resource or prompt applies to nothing: say so (MCPG3202, a warning). */
export function checkStrayUse(sourceFiles: readonly SourceFile[], handlers: readonly DiscoveredHandler[], diagnostics: DiagnosticCollector): void {
  const methods = new Set<Node>(handlers.map((h) => h.method));
  for (const file of sourceFiles) {
    for (const cls of file.getClasses()) {
      for (const method of cls.getMethods()) {
        if (methods.has(method)) continue;
        for (const decorator of method.getDecorators()) {
          if (!isUseDecorator(decorator)) continue;
          diagnostics.warning('MCPG3202', decorator, `@Use on ${cls.getName() ?? 'a class'}.${method.getName()}, which is not a tool, resource or prompt, applies to nothing.`, 'Put @Use on a @Tool, @Resource or @Prompt method, or on the class to cover all of them; completions get only the server\'s and the feature\'s middleware.');
        }
      }
    }
  }
}
