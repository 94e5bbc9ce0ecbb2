import { Inject, Tool } from '@mcp-codegen/decorators';
import { WEATHER_API, type Forecast, type WeatherApi, type WeatherSettings } from './weather-api.js';

export class WeatherTools {
  constructor(
    @Inject(WEATHER_API) private readonly api: WeatherApi,
    @Inject('weather.settings') private readonly settings: WeatherSettings,
  ) {}

  /**
   * The forecast for a city.
   * @param city City name
   * @param days How many days
   */
  @Tool({ annotations: { readOnlyHint: true } })
  async getForecast(city: string, days: number = 1): Promise<Forecast> {
    const forecast = await this.api.forecast(city, days);
    if (this.settings.units === 'metric') return forecast;
    return { ...forecast, temperatures: forecast.temperatures.map((c) => Math.round(c * 1.8 + 32)) };
  }

  /** Whether the weather service answers. */
  @Tool()
  status(): string {
    return 'weather: ok';
  }
}
