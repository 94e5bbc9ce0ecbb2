// End to end: the consumer drives the real notes server through the typed
// client generated for the notes feature, with both official SDK clients,
// over stdio and Streamable HTTP. Each case gets a fresh server process.
import Ajv2020 from 'ajv/dist/2020';
import { NotesClient, templateUris } from '@mcp-codegen-samples/notes/client';
import { OutputValidationError, ToolCallError, type OutputValidator } from '@mcp-codegen/client';
import { remindAndFind } from '../src/index';
import { connect, type Connection, type Sdk, type Transport } from './connect';

const cases: Array<[Sdk, Transport]> = [
  ['v1', 'stdio'],
  ['v2', 'stdio'],
  ['v1', 'http'],
  ['v2', 'http'],
];

describe.each(cases)('typed notes client over SDK %s, %s', (sdk, transport) => {
  let connection: Connection;
  let notes: NotesClient;

  beforeAll(async () => {
    connection = await connect(sdk, transport);
    notes = new NotesClient(connection.client);
  }, 30_000);

  afterAll(async () => {
    await connection?.close();
  });

  it('calls a tool with typed arguments and resolves to its structured result', async () => {
    const note = await notes.addNote({ title: 'Milk', body: 'Buy **oat** milk', tags: ['shopping'] });
    expect(note).toEqual({ id: expect.stringMatching(/^n\d+$/), title: 'Milk', body: 'Buy **oat** milk', tags: ['shopping'], priority: 'normal', createdAt: expect.any(String) });
  });

  it('resolves a structured search result, and the same through callTool by name', async () => {
    const found = await notes.searchNotes({ query: 'milk' });
    expect(found.total).toBe(1);
    expect(found.notes[0].title).toBe('Milk');
    const byName = await notes.callTool('searchNotes', { query: 'welcome', limit: 1 });
    expect(byName.notes.map((n) => n.title)).toEqual(['Welcome']);
  });

  it('resolves a text tool to its text and throws an isError result as ToolCallError', async () => {
    const note = await notes.addNote({ title: 'Temp', body: 'to delete' });
    await expect(notes.deleteNote({ id: note.id })).resolves.toBe(`Deleted note ${note.id}.`);
    const error = await notes.deleteNote({ id: note.id }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolCallError);
    expect((error as ToolCallError).message).toBe(`No note with id "${note.id}". Use searchNotes to find ids.`);
    expect((error as ToolCallError).content).toEqual([{ type: 'text', text: (error as ToolCallError).message }]);
  });

  it('reads a fixed resource and templates built from typed variables', async () => {
    const a = await notes.addNote({ title: 'Fish & chips', body: 'Friday, 50% off' });
    const b = await notes.addNote({ title: 'Tea', body: 'Earl grey', priority: 'low' });
    expect((await notes.resources.index()).text).toContain(`- ${a.id}: Fish & chips`);

    const one = await notes.templates.note({ id: a.id });
    expect(one.uri).toBe(`notes://notes/${a.id}`);
    expect(JSON.parse(one.text)).toEqual(a);

    // Reserved characters in a query value are percent-encoded, and the server decodes them.
    const search = await notes.templates.search({ q: 'fish & chips', limit: 5 });
    expect(search.uri).toBe('notes://search?q=fish%20%26%20chips&limit=5');
    expect(JSON.parse(search.text).notes.map((n: { id: string }) => n.id)).toEqual([a.id]);
    const low = JSON.parse((await notes.templates.search({ priority: 'low' })).text);
    expect(low.notes.map((n: { id: string }) => n.id)).toEqual([b.id]);

    const bundle = await notes.templates.bundle({ ids: [a.id, b.id] });
    expect(bundle.uri).toBe(templateUris.bundle({ ids: [a.id, b.id] }));
    expect(bundle.text).toBe(`# Fish & chips\n\nFriday, 50% off\n\n# Tea\n\nEarl grey`);
  });

  it('gets a prompt with typed arguments', async () => {
    const result = await notes.prompts.summarize({ id: 'n1', style: 'paragraph' });
    expect(result.messages).toHaveLength(1);
    expect(result.messages[0].role).toBe('user');
    expect(result.messages[0].content).toEqual({ type: 'text', text: expect.stringContaining('one short paragraph:\n\n# Welcome') });
  });

  it('runs the consumer code unchanged over this client', async () => {
    const { added, titles } = await remindAndFind(connection.client, 'Call the plumber', 'plumber');
    expect(added.priority).toBe('high');
    expect(titles).toEqual(['Call the plumber']);
  });

  it('validates structured results against the output schema when asked', async () => {
    const ajv = new Ajv2020({ strict: false });
    const seen: string[] = [];
    const validateOutput: OutputValidator = (schema, value, tool) => {
      seen.push(tool);
      return ajv.validate(schema, value) || (ajv.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
    };
    const checked = new NotesClient(connection.client, { validateOutput });
    await expect(checked.searchNotes({ query: 'tea' })).resolves.toMatchObject({ total: 1 });
    expect(seen).toEqual(['searchNotes']);

    // A schema the real result cannot meet proves the check runs and fails loudly.
    const strict = new NotesClient(connection.client, { validateOutput: () => ['/total must be a string'] });
    const error = await strict.searchNotes({ query: 'tea' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutputValidationError);
    expect((error as OutputValidationError).message).toBe('The result of the tool "searchNotes" does not match its output schema: /total must be a string');
  });
});
