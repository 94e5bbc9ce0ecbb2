import type { WeatherApi, WeatherSettings } from './weather-service.js';

// #region inject
import { createToken, Inject } from '@mcp-codegen/decorators';

export const WEATHER_API = createToken<WeatherApi>('WeatherApi');   // a symbol; the type rides along

export class WeatherTools {
  constructor(
    @Inject(WEATHER_API) private readonly api: WeatherApi,
    @Inject('weather.settings') private readonly settings: WeatherSettings,   // plain strings work too
  ) {}
}
// #endregion

// #region injected
import { type Injected } from '@mcp-codegen/decorators';

export class StandardWeatherTools {
  constructor(
    private readonly api: Injected<typeof WEATHER_API>,                          // WeatherApi
    private readonly settings: Injected<'weather.settings', WeatherSettings>,     // a string token
  ) {}
}
// #endregion
