// A consumer of the notes feature: it depends on the generated client
// (`@mcp-codegen-samples/notes/client`) and @mcp-codegen/client only, and
// works over whichever official SDK client the caller connected.
import { NotesClient, type AddNoteOutput } from '@mcp-codegen-samples/notes/client';
import type { FeatureClientOptions, McpClientLike } from '@mcp-codegen/client';

export { NotesClient };

/** Files a reminder and returns the titles of every note that mentions `word`, newest first. */
export async function remindAndFind(client: McpClientLike, reminder: string, word: string, options?: FeatureClientOptions): Promise<{ added: AddNoteOutput; titles: string[] }> {
  const notes = new NotesClient(client, options);
  const added = await notes.addNote({ title: reminder, body: `Remember: ${reminder}`, tags: ['reminder'], priority: 'high' });
  const found = await notes.searchNotes({ query: word, order: 'newest' });
  return { added, titles: found.notes.map((note) => note.title) };
}
