import { Node, Scope, type ClassDeclaration } from 'ts-morph';
import type { DiagnosticCollector } from '../load/diagnostic-collector.js';

/**
 * Generated code calls `container.resolve(Class).method(...)`, so a handler
 * must be a public instance method with a body. Returns false after reporting.
 */
export function checkHandlerMember(member: Node, marker: string, diagnostics: DiagnosticCollector): boolean {
  const hint = 'Put the decorator on a public, non-static method of the class.';
  if (!Node.isMethodDeclaration(member)) {
    const at = Node.hasName(member) ? member.getNameNode() : member;
    diagnostics.error('MCPG1003', at, `@${marker} can only decorate methods; ${describe(member)} is not one.`, hint);
    return false;
  }
  const name = member.getName();
  const problem = member.isStatic()
    ? 'static'
    : Node.isPrivateIdentifier(member.getNameNode()) || member.getScope() !== Scope.Public
      ? 'not public'
      : member.isAbstract() || !member.hasBody()
        ? 'abstract'
        : undefined;
  if (problem) {
    diagnostics.error('MCPG1003', member.getNameNode(), `The method ${name} decorated with @${marker} is ${problem}.`, hint);
    return false;
  }
  return true;
}

function describe(member: Node): string {
  if (Node.isGetAccessorDeclaration(member)) return `the getter ${member.getName()}`;
  if (Node.isSetAccessorDeclaration(member)) return `the setter ${member.getName()}`;
  if (Node.isPropertyDeclaration(member)) return `the property ${member.getName()}`;
  return 'this member';
}

/** The dispatcher imports the class by name, so it must be exported and named. Returns false after reporting. */
export function checkHandlerClass(cls: ClassDeclaration, diagnostics: DiagnosticCollector): boolean {
  const name = cls.getName();
  if (!name) {
    diagnostics.error('MCPG1001', cls, 'A class with MCP handlers must have a name.', 'Give the class a name and export it.');
    return false;
  }
  if (!cls.isExported()) {
    diagnostics.error('MCPG1001', cls.getNameNode() ?? cls, `The class ${name} has MCP handlers but is not exported; the generated code cannot import it.`, `Export the class: export class ${name} { ... }`);
    return false;
  }
  return true;
}
