export { feature, manifest } from './generated/feature.generated.js';
export { WeatherTools } from './weather-tools.js';
export { WEATHER_API } from './weather-api.js';
export type { Forecast, WeatherApi, WeatherSettings } from './weather-api.js';
