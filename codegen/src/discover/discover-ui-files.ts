import type { ClassDeclaration, Decorator, SourceFile } from 'ts-morph';
import type { DiagnosticCollector } from '../load/diagnostic-collector.js';
import { markerName } from './decorator-kind.js';
import { readDecoratorArguments, type DecoratorArguments } from './decorator-options.js';

/** `@UiResource(uri, { file })` on a class: an MCP App whose HTML is a file of the package. */
export interface DiscoveredUiFile extends DecoratorArguments {
  classDeclaration: ClassDeclaration;
  decorator: Decorator;
}

/** Every @UiResource on a class, in file order then source order. */
export function discoverUiFiles(sourceFiles: SourceFile[], diagnostics: DiagnosticCollector): DiscoveredUiFile[] {
  const found: DiscoveredUiFile[] = [];
  for (const file of sourceFiles) {
    for (const cls of file.getClasses()) {
      for (const decorator of cls.getDecorators()) {
        if (markerName(decorator) !== 'UiResource') continue;
        const args = readDecoratorArguments(decorator, 'resource', diagnostics);
        if (args) found.push({ classDeclaration: cls, decorator, ...args });
      }
    }
  }
  return found;
}
