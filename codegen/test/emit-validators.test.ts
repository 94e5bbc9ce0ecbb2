import { emitValidators } from '../src/emit/emit-validators.js';
import { EmitError } from '../src/emit/emit-error.js';
import { edgeModel, emptyModel } from './fixtures/model-edge.js';
import { notesModel } from './fixtures/model-notes.js';
import { loadValidators } from './helpers/load-validators.js';

function errorsOf(validate: (data: unknown) => boolean, data: unknown) {
  const fn = validate as ((data: unknown) => boolean) & { errors?: Array<{ instancePath: string; keyword: string }> | null };
  expect(fn(data)).toBe(false);
  return (fn.errors ?? []).map(({ instancePath, keyword }) => ({ instancePath, keyword }));
}

describe('validators.generated.ts', () => {
  const notes = loadValidators(emitValidators(notesModel()).content);

  it('exports one validator per tool and prompt, by validatorName, and one per output schema', () => {
    expect(Object.keys(notes).sort()).toEqual(['output_addNote', 'prompt_summarize', 'tool_addNote', 'tool_deleteNote', 'tool_searchNotes']);
  });

  it('checks structuredContent with the output validator', () => {
    const note = { id: 'n1', title: 't', body: 'b', tags: [], priority: 'low', createdAt: '2024-01-01T00:00:00Z' };
    expect(notes.output_addNote(note)).toBe(true);
    expect(errorsOf(notes.output_addNote, { ...note, priority: 'urgent', extra: 1 })).toEqual([
      { instancePath: '', keyword: 'additionalProperties' },
      { instancePath: '/priority', keyword: 'enum' },
    ]);
  });

  it('accepts valid arguments', () => {
    expect(notes.tool_addNote({ title: 'Shopping', body: 'milk', tags: ['home'], priority: 'high' })).toBe(true);
    expect(notes.tool_searchNotes({ query: 'milk' })).toBe(true);
    expect(notes.prompt_summarize({ id: 'n1', style: 'paragraph' })).toBe(true);
  });

  it('rejects invalid arguments with every error and its instancePath, in declaration order', () => {
    expect(errorsOf(notes.tool_addNote, { title: 7, tags: ['ok', 3], priority: 'urgent', extra: true })).toEqual([
      { instancePath: '', keyword: 'required' },
      { instancePath: '', keyword: 'additionalProperties' },
      { instancePath: '/title', keyword: 'type' },
      { instancePath: '/tags/1', keyword: 'type' },
      { instancePath: '/priority', keyword: 'enum' },
    ]);
    expect(errorsOf(notes.prompt_summarize, { id: 'n1', style: 'haiku' })).toEqual([{ instancePath: '/style', keyword: 'enum' }]);
  });

  it('takes Ajv helpers (formats, ucs2length) from ajvRuntime', () => {
    const { content } = emitValidators(edgeModel());
    expect(content).toContain("import { ajvRuntime } from '@mcp-codegen/runtime/ajv-runtime';");
    expect(content).not.toMatch(/\brequire\(/);
    const edge = loadValidators(content);
    expect(edge.tool_send_mail({ 'to-address': 'a@example.com', subject: 'hi', homepage: 'https://example.com' })).toBe(true);
    expect(
      errorsOf(edge.tool_send_mail, { 'to-address': 'nobody', subject: 'x'.repeat(81), homepage: 'not a uri' }),
    ).toEqual([
      { instancePath: '/to-address', keyword: 'format' },
      { instancePath: '/subject', keyword: 'maxLength' },
      { instancePath: '/homepage', keyword: 'format' },
    ]);
  });

  it('is a valid, empty module when there is nothing to validate', () => {
    const { content } = emitValidators(emptyModel());
    expect(content.startsWith('// @ts-nocheck\n')).toBe(true);
    expect(content).not.toContain('use strict');
    expect(loadValidators(content)).toEqual({});
  });

  it('reports a schema Ajv rejects against the handler, instead of emitting it', () => {
    const model = notesModel();
    model.tools[0].descriptor.inputSchema = { type: 'object', properties: { when: { type: 'string', format: 'moonphase' } } };
    let caught: unknown;
    try {
      emitValidators(model);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EmitError);
    const [diagnostic] = (caught as EmitError).diagnostics;
    expect(diagnostic).toMatchObject({ code: 'MCPG2901', severity: 'error', location: model.tools[0].source });
    expect(diagnostic.message).toContain("tool 'addNote'");
    expect(diagnostic.message).toContain('moonphase');
  });
});
