// docs/http.md: serving over Streamable HTTP, and the fetch handler for edge runtimes.
// #region serve-http
import { serve } from '@mcp-codegen/runtime';
import { feature as notes } from '@mcp-codegen-samples/notes';

const running = await serve([notes], { name: 'notes', version: '1.0.0', transport: 'http', http: { port: 3000 } });
console.error(`listening on ${running.url}`); // http://127.0.0.1:3000/mcp
// running.address.port is the real port (useful with port 0); running.close() ends everything.
// #endregion
await running.close();
