import type { Diagnostic } from '../diagnostics/diagnostic.js';

/**
 * Thrown by an emitter that cannot express the model. It carries diagnostics
 * (with codes and places) so the build reports them like any other problem
 * instead of writing something silently wrong.
 */
export class EmitError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map((d) => `${d.code}: ${d.message}`).join('\n'));
    this.name = 'EmitError';
  }
}
