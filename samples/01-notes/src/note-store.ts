import { Clock } from './clock.js';
import type { Note, Priority } from './note.js';

/** Keeps notes in memory. A real app would put a database behind the same methods. */
export class NoteStore {
  private readonly notes = new Map<string, Note>();
  private nextId = 1;

  constructor(private readonly clock: Clock) {
    this.add('Welcome', 'Notes are **Markdown**. Try the `searchNotes` tool.', ['intro'], 'normal');
  }

  add(title: string, body: string, tags: string[], priority: Priority): Note {
    const note: Note = { id: `n${this.nextId++}`, title, body, tags, priority, createdAt: this.clock.now().toISOString() };
    this.notes.set(note.id, note);
    return note;
  }

  get(id: string): Note | undefined {
    return this.notes.get(id);
  }

  remove(id: string): boolean {
    return this.notes.delete(id);
  }

  all(): Note[] {
    return [...this.notes.values()];
  }
}
