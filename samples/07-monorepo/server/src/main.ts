#!/usr/bin/env node
// The server app of the monorepo sample: composes two feature packages over
// stdio. Both have a `status` tool, so calendar is namespaced: its tools and
// prompts are served as calendar_<name> (package.json#mcpCodegen.features
// says the same, so `mcp-codegen check-composition` checks it at build time).
import { feature as calendar } from '@mcp-codegen-samples/calendar';
import { feature as weather, WEATHER_API } from '@mcp-codegen-samples/weather';
import { serve } from '@mcp-codegen/runtime';
import { FakeWeatherApi } from './fake-weather-api.js';

const running = await serve([weather, { feature: calendar, namespace: 'calendar' }], {
  name: 'monorepo-server',
  version: '0.1.0',
  transport: 'stdio',
  providers: [
    // What the features inject by token: an API client built on first use, and settings.
    { token: WEATHER_API, useClass: FakeWeatherApi },
    { token: 'weather.settings', useValue: { units: process.env.WEATHER_UNITS === 'imperial' ? 'imperial' : 'metric' } },
  ],
});
// The client went away: close the server, which disposes what its container built.
await running.closed;
await running.close();
