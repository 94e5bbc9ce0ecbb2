// docs/clients.md: the typed client generated for the notes sample.
import { templateUris } from '@mcp-codegen-samples/notes/client';

// #region connect
import { Client } from '@modelcontextprotocol/sdk/client/index.js';           // SDK v1
// or: import { Client } from '@modelcontextprotocol/client';                  // SDK v2
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { NotesClient } from '@mcp-codegen-samples/notes/client';

const client = new Client({ name: 'my-app', version: '1.0.0' });
await client.connect(new StdioClientTransport({ command: 'notes-server' }));
const notes = new NotesClient(client);

const note = await notes.addNote({ title: 'Milk', body: 'Buy oat milk' }); // note: AddNoteOutput
const { notes: found, total } = await notes.searchNotes({ query: 'milk' });
await notes.callTool('deleteNote', { id: note.id });                       // by name, typed the same way
// #endregion
console.log(found.length, total);

export async function readEverything(): Promise<void> {
  // #region resources
  const index = await notes.resources.index();              // { uri, contents, text }
  const one = await notes.templates.note({ id: 'n1' });     // reads notes://notes/n1
  await notes.templates.search({ q: 'fish & chips', limit: 5 }); // notes://search?q=fish%20%26%20chips&limit=5
  await notes.templates.bundle({ ids: ['n1', 'n2'] });      // notes://bundle/n1/n2
  templateUris.note({ id: 'n1' });                          // just the URI
  const prompt = await notes.prompts.summarize({ id: 'n1', style: 'paragraph' });
  // #endregion
  console.log(index.text, one.uri, prompt.messages.length);
}
