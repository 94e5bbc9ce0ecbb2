/** What docs/dependency-injection.md's WeatherTools injects: interfaces, so they need tokens. */
export interface WeatherApi {
  forecast(city: string, days: number): Promise<number[]>;
}

export interface WeatherSettings {
  units: 'metric' | 'imperial';
}
