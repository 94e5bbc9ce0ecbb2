// docs/dependency-injection.md: what the app registers for the features to inject.
import { feature as calendar } from '@mcp-codegen-samples/calendar';
import { feature as weather, WEATHER_API, type Forecast, type WeatherApi } from '@mcp-codegen-samples/weather';
import { serve } from '@mcp-codegen/runtime';

class ApiKey {
  readonly value = process.env.WEATHER_API_KEY ?? '';
}

class HttpWeatherApi implements WeatherApi {
  constructor(private readonly key: ApiKey) {}
  async forecast(city: string, days: number): Promise<Forecast> {
    const reply = await fetch(`https://weather.example.com/${city}?days=${days}&key=${this.key.value}`);
    return (await reply.json()) as Forecast;
  }
}

class Database {
  static connect(url: string): Database {
    return new Database(url);
  }
  constructor(readonly url: string) {}
}

class Clock {
  now(): Date {
    return new Date();
  }
}
const fakeClock: Clock = { now: () => new Date('2025-01-01T00:00:00Z') };

// #region providers
await serve([weather, calendar], {
  providers: [
    { token: WEATHER_API, useClass: HttpWeatherApi, inject: [ApiKey] },   // new HttpWeatherApi(resolve(ApiKey))
    { token: 'weather.settings', useValue: { units: 'metric' } },
    { token: Database, useFactory: (r) => Database.connect(r.resolve<string>('db.url')) },
    [Clock, fakeClock],                                                   // short for { token: Clock, useValue: fakeClock }
  ],
});
// #endregion
