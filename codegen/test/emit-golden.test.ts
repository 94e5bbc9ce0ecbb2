import { basename } from 'node:path';
import { emitAll } from '../src/emit/emit-all.js';
import type { FeatureModel } from '../src/model/feature-model.js';
import { edgeModel, emptyModel } from './fixtures/model-edge.js';
import { notesModel } from './fixtures/model-notes.js';
import { expectGolden } from './helpers/golden.js';

const fixtures: Array<[string, () => FeatureModel]> = [
  ['notes', notesModel],
  ['edge', edgeModel],
  ['empty', emptyModel],
];

describe.each(fixtures)('golden output for the %s model', (name, model) => {
  const result = emitAll(model());
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));

  it('emits its files, sorted by path: lists.generated.ts and tools.generated.ts only when there are tools', () => {
    expect(result.value.map((file) => file.path)).toEqual([
      'src/generated/client.generated.ts',
      'src/generated/feature.generated.ts',
      ...(model().tools.length > 0 ? ['src/generated/lists.generated.ts'] : []),
      'src/generated/manifest.generated.json',
      ...(model().tools.length > 0 ? ['src/generated/tools.generated.ts'] : []),
      'src/generated/validators.generated.ts',
    ]);
  });

  it.each(result.value.map((file) => [basename(file.path), file.content]))('%s matches its golden file', (file, content) => {
    expectGolden(`${name}/${file}`, content);
  });
});
