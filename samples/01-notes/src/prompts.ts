import { Prompt } from '@mcp-codegen/decorators';
import { NoteStore } from './note-store.js';

/** Prompts that put notes in front of the model. */
export class NotePrompts {
  constructor(private readonly store: NoteStore) {}

  /**
   * Ask the model to summarise a note.
   * @param id The note to summarise
   * @param style The shape of the summary
   */
  @Prompt({ title: 'Summarise a note' })
  summarize(id: string, style: 'bullets' | 'paragraph' = 'bullets'): string {
    const note = this.store.get(id);
    const text = note ? `# ${note.title}\n\n${note.body}` : `(there is no note "${id}")`;
    return `Summarise this note as ${style === 'bullets' ? 'three bullet points' : 'one short paragraph'}:\n\n${text}`;
  }
}
