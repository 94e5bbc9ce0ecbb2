import { join } from 'node:path';
import { analyzePackage } from '../src/pipeline/build-package.js';
import type { FeatureModel } from '../src/model/feature-model.js';
import { expectModel } from './helpers/analysis.js';

const SAMPLE = join(__dirname, '..', '..', 'samples', '01-notes');

describe('analyzePackage on samples/01-notes', () => {
  let model: FeatureModel;
  beforeAll(() => {
    const result = analyzePackage(SAMPLE);
    model = expectModel(result);
    expect(result.diagnostics).toEqual([]);
  });

  it('names the feature after the package without its scope', () => {
    expect(model.feature).toBe('notes');
  });

  it('lists the tools by name with their input schemas', () => {
    expect(model.tools.map((t) => t.descriptor.name)).toEqual(['addNote', 'deleteNote', 'searchNotes']);
    const addNote = model.tools[0];
    expect(addNote.descriptor).toEqual({
      name: 'addNote',
      title: 'Add note',
      description: 'Create a note and return it.',
      inputSchema: {
        type: 'object',
        properties: {
          title: { type: 'string', description: 'Short title shown in lists' },
          body: { type: 'string', description: 'The text of the note, in Markdown' },
          tags: { type: 'array', items: { type: 'string' }, description: 'Labels to find the note by', default: [] },
          priority: { enum: ['high', 'low', 'normal'], type: 'string', description: 'How urgent the note is', default: 'normal' },
        },
        required: ['body', 'title'],
        additionalProperties: false,
      },
      outputSchema: {
        type: 'object',
        properties: {
          id: { type: 'string', description: 'Stable identifier, such as "n1".' },
          title: { type: 'string' },
          body: { type: 'string', description: 'The text, in Markdown.' },
          tags: { type: 'array', items: { type: 'string' } },
          priority: { enum: ['high', 'low', 'normal'], type: 'string', description: 'How urgent a note is.' },
          createdAt: { type: 'string', description: 'ISO 8601 time of creation.' },
        },
        required: ['body', 'createdAt', 'id', 'priority', 'tags', 'title'],
        additionalProperties: false,
      },
    });
    expect(addNote).toMatchObject({ className: 'Notes', method: 'addNote', result: 'structured', validatorName: 'tool_addNote', outputValidatorName: 'output_addNote' });
    expect(addNote.source).toEqual({ file: 'src/notes.ts', line: 21, column: 3 });
  });

  it('reads enum defaults, optional parameters and annotations', () => {
    const search = model.tools.find((t) => t.descriptor.name === 'searchNotes')!;
    expect(search.descriptor.annotations).toEqual({ readOnlyHint: true });
    expect(search.descriptor.inputSchema.required).toEqual(['query']);
    expect(search.descriptor.inputSchema.properties).toEqual({
      query: { type: 'string', description: 'Text to look for, case-insensitive' },
      limit: { type: 'number', description: 'The most notes to return' },
      order: { enum: ['newest', 'oldest'], type: 'string', description: 'Which notes come first', default: 'newest' },
    });
    expect(search.parameters).toEqual([
      { kind: 'argument', name: 'query', required: true },
      { kind: 'argument', name: 'limit', required: false },
      { kind: 'argument', name: 'order', required: false },
    ]);
    expect(search.result).toBe('structured');
    const remove = model.tools.find((t) => t.descriptor.name === 'deleteNote')!;
    expect(remove.result).toBe('text');
    expect(remove.descriptor.annotations).toEqual({ destructiveHint: true, idempotentHint: true });
  });

  it('finds the fixed resource and the template with its pattern', () => {
    expect(model.resources).toEqual([
      {
        className: 'Notes',
        method: 'index',
        parameters: [],
        result: 'text',
        source: { file: 'src/notes.ts', line: 54, column: 3 },
        use: ['Audit'],
        descriptor: { uri: 'notes://index', name: 'index', title: 'Note index', description: "Every note's id and title, as a Markdown list.", mimeType: 'text/markdown' },
      },
    ]);
    expect(model.resourceTemplates.map((t) => t.descriptor.uriTemplate)).toEqual(['notes://bundle{/ids*}', 'notes://notes/{id}', 'notes://search{?q,limit,priority}']);
    const [bundle, note, search] = model.resourceTemplates;
    expect(note).toEqual({
      className: 'Notes',
      method: 'note',
      parameters: [{ kind: 'argument', name: 'id', required: true }],
      result: 'structured',
      source: { file: 'src/notes.ts', line: 66, column: 3 },
      use: ['Audit'],
      descriptor: { uriTemplate: 'notes://notes/{id}', name: 'note', description: 'One note as JSON.', mimeType: 'application/json' },
      pattern: '^notes://notes/([^/?#]+)$',
      variables: ['id'],
    });
    expect(bundle).toMatchObject({ pattern: '^notes://bundle/([^/?#]+(?:/[^/?#]+)*)$', variables: ['ids'], variableTypes: { ids: { list: true, separator: '/' } } });
    expect(search).toMatchObject({
      pattern: '^notes://search(?:\\?([^#]*))?$',
      variables: [],
      query: ['q', 'limit', 'priority'],
      variableTypes: { limit: { type: 'number' }, priority: { enum: ['high', 'low', 'normal'] } },
    });
    expect(search.parameters.map((p) => p.kind === 'argument' && p.required)).toEqual([false, false, false]);
    expect(new RegExp(note.pattern).exec('notes://notes/n1')?.[1]).toBe('n1');
  });

  it('completes note ids with the @Complete method and enum values with none', () => {
    const method = { className: 'Notes', method: 'noteIds', parameters: ['value'], source: { file: 'src/notes.ts', line: 100, column: 3 } };
    expect(model.completions).toEqual([
      { kind: 'prompt', target: 'summarize', argument: 'id', method },
      { kind: 'prompt', target: 'summarize', argument: 'style', values: ['bullets', 'paragraph'] },
      { kind: 'resource', target: 'notes://notes/{id}', argument: 'id', method },
      { kind: 'resource', target: 'notes://search{?q,limit,priority}', argument: 'priority', values: ['high', 'low', 'normal'] },
    ]);
  });

  it('describes the prompt arguments and their schema', () => {
    const [prompt] = model.prompts;
    expect(prompt.descriptor).toEqual({
      name: 'summarize',
      title: 'Summarise a note',
      description: 'Ask the model to summarise a note.',
      arguments: [
        { name: 'id', description: 'The note to summarise', required: true },
        { name: 'style', description: 'The shape of the summary', required: false },
      ],
    });
    expect(prompt.argumentsSchema).toEqual({
      type: 'object',
      properties: {
        id: { type: 'string', description: 'The note to summarise' },
        style: { enum: ['bullets', 'paragraph'], type: 'string', description: 'The shape of the summary', default: 'bullets' },
      },
      required: ['id'],
      additionalProperties: false,
    });
    expect(prompt).toMatchObject({ className: 'NotePrompts', result: 'text', validatorName: 'prompt_summarize' });
  });

  it('orders providers dependencies first, then by name', () => {
    expect(model.providers).toEqual([
      { className: 'AuditTrail', dependencies: [] },
      { className: 'Audit', dependencies: ['AuditTrail'] },
      { className: 'Clock', dependencies: [] },
      { className: 'NoteStore', dependencies: ['Clock'] },
      { className: 'NotePrompts', dependencies: ['NoteStore'] },
      { className: 'Notes', dependencies: ['NoteStore'] },
    ]);
    expect(model.classes).toEqual([
      { name: 'Audit', localName: 'Audit', importPath: '../audit.js' },
      { name: 'AuditTrail', localName: 'AuditTrail', importPath: '../audit.js' },
      { name: 'Clock', localName: 'Clock', importPath: '../clock.js' },
      { name: 'NotePrompts', localName: 'NotePrompts', importPath: '../prompts.js' },
      { name: 'NoteStore', localName: 'NoteStore', importPath: '../note-store.js' },
      { name: 'Notes', localName: 'Notes', importPath: '../notes.js' },
    ]);
  });

  it('gives the same model on a second run', () => {
    expect(JSON.stringify(expectModel(analyzePackage(SAMPLE)))).toBe(JSON.stringify(model));
  });
});
