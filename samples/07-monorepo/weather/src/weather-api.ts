import { createToken } from '@mcp-codegen/decorators';

export interface Forecast {
  city: string;
  /** Degrees Celsius, one per day. */
  temperatures: number[];
}

/** The weather service the app supplies: an HTTP client in production, a fake in tests. */
export interface WeatherApi {
  forecast(city: string, days: number): Promise<Forecast>;
}

/** An interface does not exist at run time, so it is injected by this token. */
export const WEATHER_API = createToken<WeatherApi>('WeatherApi');

/** Settings the app registers as a plain string token. */
export interface WeatherSettings {
  units: 'metric' | 'imperial';
}
