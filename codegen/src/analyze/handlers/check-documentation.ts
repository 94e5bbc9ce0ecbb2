import { Node } from 'ts-morph';
import type { DiscoveredHandler } from '../../discover/discovered-handler.js';
import type { DiagnosticCollector } from '../../load/diagnostic-collector.js';

/**
 * What a model reads to choose a tool is its description: a handler without
 * one builds, but the model sees only a name (MCPG1008). An `@param` tag that
 * names no parameter is a description that reaches nobody, usually after a
 * rename (MCPG1009).
 */
export function checkDocumentation(handler: DiscoveredHandler, described: boolean, diagnostics: DiagnosticCollector): void {
  if (!described) {
    diagnostics.warning(
      'MCPG1008',
      handler.method.getNameNode(),
      `The ${handler.kind} ${handler.method.getName()} has no description, so a model sees only its name.`,
      'Write a JSDoc summary above the method (/** What it does, and when to use it. */), or give the decorator a description option.',
    );
  }
  const parameters = handler.method.getParameters();
  // A destructured input documents its properties on its type, not with @param.
  if (parameters.some((p) => !Node.isIdentifier(p.getNameNode()))) return;
  const names = new Set(parameters.map((p) => p.getName()));
  for (const doc of handler.method.getJsDocs()) {
    for (const tag of doc.getTags()) {
      if (!Node.isJSDocParameterTag(tag) || names.has(tag.getName())) continue;
      diagnostics.warning(
        'MCPG1009',
        tag,
        `@param ${tag.getName()} names no parameter of ${handler.method.getName()}.`,
        `Rename the tag to one of: ${[...names].join(', ') || '(the method has no parameters)'}, or remove it.`,
      );
    }
  }
}
