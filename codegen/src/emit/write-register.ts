import type { CodeBlockWriter } from 'ts-morph';
import type { ProviderModel } from '../model/feature-model.js';

/**
 * `register(container) { container.provide(X, (c) => new X(c.resolve(Y))); }`.
 * Explicit factories need no decorator metadata, so the classes work whatever
 * compiles them (tsc, swc, esbuild, tsx).
 */
export function writeRegister(writer: CodeBlockWriter, providers: readonly ProviderModel[]): void {
  writer.writeLine('// Explicit factories: no decorator metadata needed, whatever compiles the code.');
  if (providers.length === 0) {
    writer.writeLine('register() {},');
    return;
  }
  writer.writeLine('register(container) {');
  writer.indent(() => {
    for (const provider of providers) {
      const deps = provider.dependencies.map((dep) => `c.resolve(${dep})`).join(', ');
      const factory = deps === '' ? '()' : '(c)';
      writer.writeLine(`container.provide(${provider.className}, ${factory} => new ${provider.className}(${deps}));`);
    }
  });
  writer.writeLine('},');
}
