import { mapError, ToolError } from '@mcp-codegen/runtime';
import { NoteNotFound } from './note-store.js';

/**
 * What the store's NoteNotFound means to a client, said once: a tool error
 * with a hint for tools, resource-not-found for reads. The server app
 * installs it: serve([notes], { errorFilters: [noteErrors] }).
 */
// #region note-errors
export const noteErrors = mapError(NoteNotFound, (error, call) =>
  call.kind === 'tool' ? new ToolError(`No note with id "${error.id}". Use searchNotes to find ids.`) : new ToolError(`No note with id "${error.id}".`),
);
// #endregion
