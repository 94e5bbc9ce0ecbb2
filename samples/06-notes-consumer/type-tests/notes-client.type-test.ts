// Compiled by `tsc -b samples`, never run: each `@ts-expect-error` must meet
// an error (else the build fails), and every other line must compile. This
// proves the generated client checks arguments, names and results.
import { NotesClient, type AddNoteOutput, type PromptName, type SearchNotesOutput, type ToolName } from '@mcp-codegen-samples/notes/client';
import type { McpClientLike, PromptResult, ResourceRead } from '@mcp-codegen/client';

export async function typeTests(client: McpClientLike): Promise<void> {
  const notes = new NotesClient(client);

  // Arguments: the right types compile ...
  await notes.addNote({ title: 'a', body: 'b' });
  await notes.addNote({ title: 'a', body: 'b', tags: ['x'], priority: 'high' });
  // @ts-expect-error a wrong argument type: title is a string
  await notes.addNote({ title: 42, body: 'b' });
  // @ts-expect-error a value outside the literal union
  await notes.addNote({ title: 'a', body: 'b', priority: 'urgent' });
  // @ts-expect-error a missing required argument: body
  await notes.addNote({ title: 'a' });
  // @ts-expect-error an argument the tool does not have
  await notes.addNote({ title: 'a', body: 'b', colour: 'red' });

  // Tool names: known ones compile, unknown ones do not.
  await notes.callTool('deleteNote', { id: 'n1' });
  // @ts-expect-error an unknown tool name
  await notes.callTool('removeNote', { id: 'n1' });
  // @ts-expect-error an unknown tool method
  await notes.removeNote({ id: 'n1' });
  // @ts-expect-error callTool checks the arguments of the named tool too
  await notes.callTool('searchNotes', { id: 'n1' });
  const name: ToolName = 'searchNotes';
  // @ts-expect-error not in the union of tool names
  const wrongName: ToolName = 'search';
  const prompt: PromptName = 'summarize';

  // Results are typed: structured output, unwrapped, or text.
  const note: AddNoteOutput = await notes.addNote({ title: 'a', body: 'b' });
  const id: string = note.id;
  const priority: 'low' | 'normal' | 'high' = note.priority;
  // @ts-expect-error priority is a union of literals, not a number
  const wrongPriority: number = note.priority;
  const found: SearchNotesOutput = await notes.callTool('searchNotes', { query: 'x' });
  const total: number = found.total;
  const firstTitle: string = found.notes[0].title;
  // @ts-expect-error the result has no such property
  const missing = found.count;
  const deleted: string = await notes.deleteNote({ id });
  // @ts-expect-error a text tool resolves to a string
  const deletedAsNote: AddNoteOutput = await notes.deleteNote({ id });

  // Readers and prompt getters take typed variables and arguments.
  const index: ResourceRead = await notes.resources.index();
  await notes.templates.note({ id: 'n1' });
  await notes.templates.search({});
  await notes.templates.search({ q: 'milk', limit: 3, priority: 'low' });
  await notes.templates.bundle({ ids: ['n1', 'n2'] });
  // @ts-expect-error limit is a number
  await notes.templates.search({ limit: '3' });
  // @ts-expect-error the path variable id is required
  await notes.templates.note({});
  // @ts-expect-error ids is a list
  await notes.templates.bundle({ ids: 'n1' });
  // @ts-expect-error no resource of that name
  await notes.resources.notes();
  const summary: PromptResult = await notes.prompts.summarize({ id: 'n1', style: 'bullets' });
  // @ts-expect-error style is 'bullets' or 'paragraph'
  await notes.prompts.summarize({ id: 'n1', style: 'haiku' });
  // @ts-expect-error the required argument id is missing
  await notes.prompts.summarize({ style: 'bullets' });

  void [name, wrongName, prompt, id, priority, wrongPriority, total, firstTitle, missing, deleted, deletedAsNote, index, summary];
}
