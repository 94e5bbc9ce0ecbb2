import { WeatherApi } from './weather-api.js';

// #region complete
import { Complete, type CompletionContext } from '@mcp-codegen/decorators';

export class Cities {
  constructor(private readonly api: WeatherApi) {}

  @Complete({ prompt: 'planTrip', argument: 'city' })
  @Complete({ resource: 'weather://reports/{city}', argument: 'city' })
  cities(value: string, context?: CompletionContext): string[] {
    const season = context?.arguments['season']; // the other arguments already filled in
    return this.api.cities(season).filter((city) => city.startsWith(value.toLowerCase()));
  }
}
// #endregion
