/**
 * The monorepo sample composed in process: both features served, calendar
 * namespaced, tokens injected, a clash refused at start-up, and the store
 * disposed on close. Relative imports until the nested workspaces are linked.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { CompositionError, createInMemoryTransportPair, createServer, type McpServer } from '@mcp-codegen/runtime';
import { feature as calendar, EventStore } from '../calendar/src/index.js';
import { FakeWeatherApi } from '../server/src/fake-weather-api.js';
import { feature as weather, WEATHER_API, WeatherTools } from '../weather/src/index.js';

function composed(): McpServer {
  return createServer([weather, { feature: calendar, namespace: 'calendar' }], {
    providers: [
      { token: WEATHER_API, useClass: FakeWeatherApi },
      { token: 'weather.settings', useValue: { units: 'imperial' } },
    ],
  });
}

async function connect(server: McpServer): Promise<Client> {
  const pair = createInMemoryTransportPair();
  await server.connect(pair.server);
  const client = new Client({ name: 'monorepo-test', version: '1.0.0' });
  await client.connect(pair.client);
  return client;
}

describe('the composed monorepo server', () => {
  it('serves both features, with calendar tools and prompts under its namespace and URIs unchanged', async () => {
    const server = composed();
    const client = await connect(server);
    const tools = (await client.listTools()).tools.map((t) => t.name).sort();
    expect(tools).toEqual(['calendar_addEvent', 'calendar_confirmDraft', 'calendar_draftEvent', 'calendar_inviteToDraft', 'calendar_listEvents', 'calendar_status', 'getForecast', 'status']);
    expect((await client.listPrompts()).prompts.map((p) => p.name)).toEqual(['calendar_planWeek']);
    expect((await client.listResourceTemplates()).resourceTemplates.map((t) => t.uriTemplate)).toEqual(['calendar://events/{id}']);

    const added = await client.callTool({ name: 'calendar_addEvent', arguments: { title: 'Hike', date: '2025-06-01' } });
    expect(added.structuredContent).toEqual({ id: 'e1', title: 'Hike', date: '2025-06-01' });
    expect((await client.callTool({ name: 'calendar_status', arguments: {} })).content).toEqual([{ type: 'text', text: 'calendar: 1 events' }]);
    expect((await client.callTool({ name: 'status', arguments: {} })).content).toEqual([{ type: 'text', text: 'weather: ok' }]);
    const read = await client.readResource({ uri: 'calendar://events/e1' });
    expect(JSON.parse((read.contents[0] as { text: string }).text)).toEqual({ id: 'e1', title: 'Hike', date: '2025-06-01' });
    const prompt = await client.getPrompt({ name: 'calendar_planWeek', arguments: { city: 'Oslo' } });
    expect(JSON.stringify(prompt.messages)).toContain('Plan my week in Oslo');

    // Injected by token: the app's API client (useClass) and settings (useValue, imperial).
    const forecast = await client.callTool({ name: 'getForecast', arguments: { city: 'Oslo', days: 2 } });
    expect(forecast.structuredContent).toEqual({ city: 'Oslo', temperatures: [68, 70] });

    // The un-namespaced name is not served.
    const unknown = await client.callTool({ name: 'addEvent', arguments: { title: 'x', date: 'y' } }).catch((e: Error) => e);
    expect(String(unknown)).toMatch(/addEvent/);

    const store = server.container.resolve(EventStore);
    await client.close();
    await server.close();
    expect(store.disposed).toBe(true);
  });

  it('refuses to start on a clash, naming both features and the namespace fix', () => {
    expect(() => createServer([weather, calendar])).toThrow(CompositionError);
    expect(() => createServer([weather, calendar])).toThrow(
      `The tool "status" is declared by features "weather" and "calendar". Rename one of them, or give one feature a namespace: serve([weather, { feature: calendar, namespace: 'calendar' }]) serves it as "calendar_<name>".`,
    );
  });

  it('names the class, the parameter and the missing token when the app forgets a provider', async () => {
    const server = createServer([weather], { providers: [{ token: WEATHER_API, useClass: FakeWeatherApi }], logger: { error: () => undefined, warn: () => undefined } });
    const client = await connect(server);
    const result = await client.callTool({ name: 'status', arguments: {} });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).not.toContain('at ');
    expect(() => server.container.resolve(WeatherTools)).toThrow(
      'Cannot build WeatherTools: parameter #2 of its constructor needs "weather.settings", which is not registered.',
    );
    await client.close();
    await server.close();
  });
});
