import { emitFeature } from '../src/emit/feature/emit-feature.js';
import type { FeatureModel } from '../src/model/feature-model.js';
import { notesModel } from './fixtures/model-notes.js';

function withTemplatesAndCompletions(): FeatureModel {
  const model = notesModel();
  model.resourceTemplates.push({
    className: 'Notes',
    method: 'search',
    parameters: [
      { kind: 'argument', name: 'q', required: false },
      { kind: 'argument', name: 'limit', required: false },
      { kind: 'argument', name: 'tags', required: false },
    ],
    result: 'structured',
    source: { file: 'src/notes.ts', line: 80, column: 3 },
    pattern: '^notes://search(?:\\?([^#]*))?$',
    variables: [],
    query: ['q', 'limit', 'tags'],
    variableTypes: { limit: { type: 'integer' }, tags: { list: true, enum: ['a', "it's"] } },
    descriptor: { uriTemplate: 'notes://search{?q,limit,tags*}', name: 'search' },
  });
  model.completions = [
    { kind: 'prompt', target: 'summarize', argument: 'id', method: { className: 'Notes', method: 'noteIds', parameters: ['value', 'arguments'], source: { file: 'src/notes.ts', line: 90, column: 3 } } },
    { kind: 'prompt', target: 'summarize', argument: 'style', values: ['bullets', 'paragraph'] },
    { kind: 'resource', target: 'notes://notes/{id}', argument: 'id', method: { className: 'Notes', method: 'noteIds', parameters: ['value', 'context'], source: { file: 'src/notes.ts', line: 90, column: 3 } } },
  ];
  return model;
}

describe('emitting template rules and completions', () => {
  const content = emitFeature(withTemplatesAndCompletions()).content;

  it('writes query variables and one rule line per typed variable', () => {
    expect(content).toContain(
      [
        "    'notes://search{?q,limit,tags*}': {",
        '      pattern: /^notes:\\/\\/search(?:\\?([^#]*))?$/,',
        '      variables: [],',
        "      query: ['q', 'limit', 'tags'],",
        '      variableTypes: {',
        "        limit: { type: 'integer' },",
        "        tags: { list: true, enum: ['a', 'it\\'s'] },",
        '      },',
      ].join('\n'),
    );
  });

  it('writes completions by target and argument, naming only the lambda parameters used', () => {
    expect(content).toContain(
      [
        '  completions: {',
        '    prompts: {',
        '      summarize: {',
        '        id: { complete: (c, value, context) => c.resolve(Notes).noteIds(value, context) },',
        "        style: { values: ['bullets', 'paragraph'] },",
        '      },',
        '    },',
        '    resourceTemplates: {',
        "      'notes://notes/{id}': {",
        '        id: { complete: (c, value, _context, ctx) => c.resolve(Notes).noteIds(value, ctx) },',
        '      },',
        '    },',
        '  },',
      ].join('\n'),
    );
  });

  it('writes no completions section when there are none', () => {
    expect(emitFeature(notesModel()).content).not.toContain('completions');
  });
});
