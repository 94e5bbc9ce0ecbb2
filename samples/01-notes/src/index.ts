export { feature, manifest } from './generated/feature.generated.js';
export { Notes } from './notes.js';
export { NotePrompts } from './prompts.js';
export { NoteStore } from './note-store.js';
export { Clock } from './clock.js';
export { SortOrder } from './note.js';
export type { Note, Priority, SearchResult } from './note.js';
