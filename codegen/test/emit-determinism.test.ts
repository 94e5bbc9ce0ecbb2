import { emitAll } from '../src/emit/emit-all.js';
import type { GeneratedFile } from '../src/emit/generated-file.js';
import type { FeatureModel } from '../src/model/feature-model.js';
import { edgeModel } from './fixtures/model-edge.js';
import { notesModel } from './fixtures/model-notes.js';

function emit(model: FeatureModel): GeneratedFile[] {
  const result = emitAll(model);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.value;
}

/**
 * The same data with every object's keys in reverse order. Arrays, and the
 * members of `properties` and `$defs` (declaration order, shown to users),
 * keep their order: it means something.
 */
function reverseKeys<T>(value: T, keepOrder = false): T {
  if (Array.isArray(value)) return value.map((item) => reverseKeys(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  const keys = Object.keys(value);
  for (const key of keepOrder ? keys : keys.reverse()) {
    const member = reverseKeys((value as Record<string, unknown>)[key], !keepOrder && (key === 'properties' || key === '$defs'));
    Object.defineProperty(out, key, { value: member, enumerable: true });
  }
  return out as T;
}

describe.each([
  ['notes', notesModel],
  ['edge', edgeModel],
])('emission of the %s model is deterministic', (_name, model) => {
  it('gives byte-identical files for the same model, run after run', () => {
    expect(emit(model())).toEqual(emit(model()));
  });

  it('does not depend on the order of object keys in the model, but for declared properties', () => {
    expect(emit(reverseKeys(model()))).toEqual(emit(model()));
  });

  it('does not depend on the order classes are listed in', () => {
    const shuffled = model();
    shuffled.classes.reverse();
    expect(emit(shuffled)).toEqual(emit(model()));
  });

  it('writes no absolute paths and no timestamps', () => {
    for (const file of emit(model())) {
      expect(file.content).not.toContain(process.cwd());
      expect(file.content).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    }
  });
});
