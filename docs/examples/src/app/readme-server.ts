// The README's server app: another package that serves the weather feature.
// #region server
// server.ts
import { serve } from '@mcp-codegen/runtime';
import { feature as weather } from 'my-weather-feature';

await serve([weather], { name: 'weather', version: '1.0.0', transport: 'stdio' });
// #endregion

export async function overHttp(): Promise<void> {
  // #region http
  const running = await serve([weather], { transport: 'http', http: { port: 3000 } }); // http://127.0.0.1:3000/mcp
  // #endregion
  await running.close();
}
