import { Clock } from './clock.js';
import type { Note, Priority } from './note.js';

/** No note has this id. Servers map it for clients with `noteErrors` (note-errors.ts). */
export class NoteNotFound extends Error {
  constructor(readonly id: string) {
    super(`No note with id "${id}"`);
    this.name = 'NoteNotFound';
  }
}

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

  /** The note, or NoteNotFound. */
  require(id: string): Note {
    const note = this.notes.get(id);
    if (!note) throw new NoteNotFound(id);
    return note;
  }

  /** Deletes the note, or throws NoteNotFound. */
  remove(id: string): void {
    if (!this.notes.delete(id)) throw new NoteNotFound(id);
  }

  all(): Note[] {
    return [...this.notes.values()];
  }
}
