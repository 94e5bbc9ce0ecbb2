import type { Forecast, WeatherApi } from '@mcp-codegen-samples/weather';

/** Stands in for an HTTP client: a fixed forecast per city. */
export class FakeWeatherApi implements WeatherApi {
  async forecast(city: string, days: number): Promise<Forecast> {
    return { city, temperatures: Array.from({ length: days }, (_, day) => 20 + day) };
  }
}
