import type CodeBlockWriter from 'code-block-writer';
import type { ProviderModel } from '../../model/feature-model.js';

/**
 * `register(container) { container.provide(X, (c) => new X(c.resolve(Y, X, 0))); }`.
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
      // The dependent class and parameter index let a failed lookup name both.
      const deps = provider.dependencies.map((dep, index) => `c.resolve(${dep}, ${provider.className}, ${index})`).join(', ');
      const factory = deps === '' ? '()' : '(c)';
      writer.writeLine(`container.provide(${provider.className}, ${factory} => new ${provider.className}(${deps}));`);
    }
  });
  writer.writeLine('},');
}
