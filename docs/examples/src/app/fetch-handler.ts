import { feature as notes } from '@mcp-codegen-samples/notes';

// #region fetch-handler
import { createServer, createFetchHandler } from '@mcp-codegen/runtime';

const handle = createFetchHandler(createServer([notes]), { sessions: false });
export default { fetch: (request: Request) => handle(request) }; // Workers, Deno, Bun, Hono, ...
// #endregion
