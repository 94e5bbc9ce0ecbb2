// docs/diagnostics.md, MCPG1004 (warning): the app registers a class the generated code cannot build.
import { feature as notes } from '@mcp-codegen-samples/notes';
import { serve } from '@mcp-codegen/runtime';

/** Stands for a class from a package known only by its .d.ts, whose constructor takes parameters. */
class Database {
  constructor(readonly url: string | undefined) {}
}

export function withDatabase(): void {
  // #region provide-factory
  serve([notes], { providers: [[Database, () => new Database(process.env.DB_URL)]] });
  // #endregion
}
