import { Node, type ClassDeclaration, type SourceFile } from 'ts-morph';
import type { DiagnosticCollector } from '../load/diagnostic-collector.js';
import { decoratorKind } from './decorator-kind.js';
import { readDecoratorArguments } from './decorator-options.js';
import type { DiscoveredHandler } from './discovered-handler.js';
import { checkHandlerClass, checkHandlerMember } from './member-checks.js';

/**
 * Every method carrying @Tool, @Resource or @Prompt, in file order then
 * source order (files come sorted by path), with its literal arguments.
 */
export function discoverHandlers(sourceFiles: SourceFile[], diagnostics: DiagnosticCollector): DiscoveredHandler[] {
  const handlers: DiscoveredHandler[] = [];
  for (const file of sourceFiles) {
    for (const cls of file.getClasses()) handlers.push(...discoverInClass(cls, diagnostics));
  }
  return handlers;
}

function discoverInClass(cls: ClassDeclaration, diagnostics: DiagnosticCollector): DiscoveredHandler[] {
  const handlers: DiscoveredHandler[] = [];
  let classChecked: boolean | undefined;
  for (const member of cls.getMembers()) {
    if (!Node.isDecoratable(member)) continue;
    let seen: string | undefined;
    for (const decorator of member.getDecorators()) {
      const kind = decoratorKind(decorator);
      if (!kind) continue;
      classChecked ??= checkHandlerClass(cls, diagnostics);
      const marker = decorator.getName();
      if (seen) {
        diagnostics.error('MCPG1007', decorator, `@${marker} on a member already marked with @${seen}.`, 'Give each tool, resource and prompt its own method.');
        continue;
      }
      seen = marker;
      if (!checkHandlerMember(member, marker, diagnostics) || !Node.isMethodDeclaration(member)) continue;
      const args = readDecoratorArguments(decorator, kind, diagnostics);
      if (!args || !classChecked) continue;
      handlers.push({ kind, classDeclaration: cls, method: member, decorator, ...args });
    }
  }
  return handlers;
}
