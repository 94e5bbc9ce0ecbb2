import { emitValidators } from '../src/emit/validators/emit-validators.js';
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
    expect(errorsOf(notes.output_addNote, { ...note, priority: 'urgent' })).toEqual([{ instancePath: '/priority', keyword: 'enum' }]);
  });

  it('accepts valid arguments', () => {
    expect(notes.tool_addNote({ title: 'Shopping', body: 'milk', tags: ['home'], priority: 'high' })).toBe(true);
    expect(notes.tool_searchNotes({ query: 'milk' })).toBe(true);
    expect(notes.prompt_summarize({ id: 'n1', style: 'paragraph' })).toBe(true);
  });

  it('rejects invalid arguments at the first error, with its instancePath', () => {
    expect(errorsOf(notes.tool_addNote, { title: 'a', body: 'b', tags: ['ok', 3], priority: 'urgent' })).toEqual([{ instancePath: '/tags/1', keyword: 'type' }]);
    expect(errorsOf(notes.tool_addNote, { title: 'a', body: 'b', priority: 'urgent' })).toEqual([{ instancePath: '/priority', keyword: 'enum' }]);
    expect(errorsOf(notes.prompt_summarize, { id: 'n1', style: 'haiku' })).toEqual([{ instancePath: '/style', keyword: 'enum' }]);
  });

  it('takes Ajv helpers (formats, ucs2length) from ajvRuntime', () => {
    const { content } = emitValidators(edgeModel());
    expect(content).toContain("import { ajvRuntime } from '@mcp-codegen/runtime/ajv-runtime';");
    expect(content).not.toMatch(/\brequire\(/);
    const edge = loadValidators(content);
    expect(edge.tool_send_mail({ 'to-address': 'a@example.com', subject: 'hi', homepage: 'https://example.com' })).toBe(true);
    const valid = { 'to-address': 'a@example.com', subject: 'hi', homepage: 'https://example.com' };
    expect(errorsOf(edge.tool_send_mail, { ...valid, 'to-address': 'nobody' })).toEqual([{ instancePath: '/to-address', keyword: 'format' }]);
    expect(errorsOf(edge.tool_send_mail, { ...valid, subject: 'x'.repeat(81) })).toEqual([{ instancePath: '/subject', keyword: 'maxLength' }]);
    expect(errorsOf(edge.tool_send_mail, { ...valid, homepage: 'not a uri' })).toEqual([{ instancePath: '/homepage', keyword: 'format' }]);
  });

  it('stops at the first error however many items are wrong: bounded work and a small reply (issue 21)', () => {
    const tags = Array.from({ length: 1_000_000 }, () => 0);
    const started = process.hrtime.bigint();
    const errors = errorsOf(notes.tool_addNote, { title: 'a', body: 'b', tags, priority: 'low' });
    const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
    expect(errors).toEqual([{ instancePath: '/tags/0', keyword: 'type' }]);
    expect(elapsedMs).toBeLessThan(100);
  });

  it('is a valid, empty module when there is nothing to validate', () => {
    const { content } = emitValidators(emptyModel());
    expect(content.startsWith('// @ts-nocheck\n')).toBe(true);
    expect(content).not.toContain('use strict');
    expect(loadValidators(content)).toEqual({});
  });

  it('reports a schema Ajv rejects against the handler, instead of emitting it', () => {
    const model = notesModel();
    model.tools[0].descriptor.inputSchema = { type: 'object', properties: { when: { type: 'string', pattern: '(unclosed' } } };
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
    expect(diagnostic.message).toContain('(unclosed');
  });

  it("reports a schema the 2020-12 meta-schema rejects with Ajv's message", () => {
    const model = notesModel();
    model.tools[0].descriptor.inputSchema = { type: 'object', properties: { when: { type: 'string', minLength: -1 } } };
    let caught: unknown;
    try {
      emitValidators(model);
    } catch (error) {
      caught = error;
    }
    const [diagnostic] = (caught as EmitError).diagnostics;
    expect(diagnostic).toMatchObject({ code: 'MCPG2901', severity: 'error', location: model.tools[0].source });
    expect(diagnostic.message).toBe(
      "The schema of tool 'addNote' cannot be compiled into a validator: schema is invalid: data/properties/when/minLength must be >= 0",
    );
  });
});
