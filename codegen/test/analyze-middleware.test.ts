import { emitFeature } from '../src/emit/feature/emit-feature.js';
import { analyzeFixture, describe as place, expectModel } from './helpers/analysis.js';

describe('@Use: middleware per class and per method', () => {
  const result = analyzeFixture('middleware-ok');
  const model = expectModel(result);
  const handler = (name: string) => [...model.tools, ...model.prompts].find((h) => h.descriptor.name === name)!;

  it('applies class middleware, then method middleware, each class once', () => {
    expect(handler('first').use).toEqual(['Audit']);
    expect(handler('second').use).toEqual(['Audit', 'Timing']);
    expect(handler('greet').use).toEqual(['Audit', 'Timing']);
    expect(model.resources[0].use).toEqual(['Audit']);
  });

  it('leaves `use` out where no middleware applies', () => {
    expect(handler('plain')).not.toHaveProperty('use');
  });

  it('registers middleware classes with explicit factories, dependencies first', () => {
    const names = model.providers.map((p) => p.className);
    expect(model.providers.find((p) => p.className === 'Audit')).toEqual({ className: 'Audit', dependencies: ['AuditLog'] });
    expect(names.indexOf('AuditLog')).toBeLessThan(names.indexOf('Audit'));
    expect(names).toContain('Timing');
  });

  it('emits use only on bindings that have middleware', () => {
    const code = emitFeature(model).content;
    expect(code).toContain('use: (c) => [c.resolve(Audit), c.resolve(Timing)],');
    expect(code).toContain('container.provide(Audit, (c) => new Audit(c.resolve(AuditLog, Audit, 0)));');
    const plain = code.slice(code.indexOf('plain: {'), code.indexOf('},', code.indexOf('plain: {')));
    expect(plain).not.toContain('use:');
  });

  it('warns about @Use on a method that is no handler', () => {
    expect(result.diagnostics.map(place)).toEqual(['MCPG3202 warning src/tools.ts:41:3']);
    expect(result.diagnostics[0].hint).toBeTruthy();
  });
});

describe('@Use mistakes', () => {
  const result = analyzeFixture('middleware-errors');

  it('reports what is not a middleware class at the argument, and an unexported one at its name', () => {
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map(place)).toEqual([
      'MCPG1001 error src/tools.ts:3:7',
      'MCPG3202 warning src/tools.ts:17:3',
      'MCPG3201 error src/tools.ts:23:8',
      'MCPG3201 error src/tools.ts:37:8',
    ]);
    expect(result.diagnostics.every((d) => d.hint)).toBe(true);
  });
});
