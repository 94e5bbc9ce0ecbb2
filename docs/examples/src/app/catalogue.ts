// docs/catalogue.md: tool groups and the Server Card.
import type { Feature } from '@mcp-codegen/manifest';
import { createServer, listenHttp } from '@mcp-codegen/runtime';

declare const weather: Feature; // the features of the app
declare const calendar: Feature;
declare const notes: Feature;

export function groups(): void {
  // #region tool-groups
  createServer([weather, calendar, notes], {
    toolGroups: {
      // Optional; by default each feature is one group, named after it.
      groups: {
        planning: { description: 'Calendars and trips.', tools: ['addStop', 'schedule'] },
      },
      open: [], // groups listed from the start
      toolName: 'tool_groups', // the discovery tool
    },
  });
  // #endregion
}

export async function card(): Promise<void> {
  const server = createServer([weather]);
  // #region server-card
  await listenHttp(server, {
    port: 8080,
    serverCard: { name: 'io.github.acme/weather', title: 'Weather', url: 'https://mcp.acme.example/mcp' },
  });
  // or: serve(features, { transport: 'http', http: { serverCard: true } }); mcp-codegen serve --http --server-card
  // #endregion
}
