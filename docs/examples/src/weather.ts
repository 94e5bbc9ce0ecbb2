// #region weather
// src/weather.ts
import { Prompt, Resource, Tool, ToolError } from '@mcp-codegen/decorators';
import { WeatherApi } from './weather-api.js';

export interface Forecast {
  city: string;
  /** Degrees Celsius, one per day. */
  temperatures: number[];
}

export class Weather {
  // Constructor parameters are injected: the generated code registers WeatherApi too.
  constructor(private readonly api: WeatherApi) {}

  /**
   * The forecast for a city.
   * @param city City name or zip code
   * @param days How many days ahead
   */
  @Tool({ annotations: { readOnlyHint: true } })
  async getForecast(city: string, days: number = 1): Promise<Forecast> {
    const temperatures = await this.api.forecast(city, days);
    if (!temperatures) throw new ToolError(`Unknown city "${city}".`); // the client sees this message
    return { city, temperatures };
  }

  /** Today's report for a city. */
  @Resource('weather://reports/{city}', { mimeType: 'text/plain' })
  report(city: string): string {
    return `Sunny in ${city}.`;
  }

  /** Ask for a trip plan. @param season When to travel */
  @Prompt()
  planTrip(city: string, season: 'summer' | 'winter' = 'summer'): string {
    return `Plan a ${season} trip to ${city}.`;
  }
}
// #endregion
