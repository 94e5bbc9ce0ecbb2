import type { InertDecorator } from './markers.js';

declare const tokenType: unique symbol;

/**
 * A key for something that is not a class: configuration, an API client
 * behind an interface, a database handle. A symbol at run time; the type
 * parameter only tells TypeScript what `@Inject(TOKEN)` delivers.
 */
export type Token<T> = symbol & { readonly [tokenType]?: T };

/** What a constructor parameter can be injected by: a token or a plain string. */
export type InjectionToken<T = unknown> = Token<T> | string;

/** `export const WEATHER_API = createToken<WeatherApi>('WeatherApi');` */
export function createToken<T>(name: string): Token<T> {
  return Symbol(name) as Token<T>;
}

/**
 * A constructor parameter injected by token, written as a type, so it works
 * with standard decorators too (which allow no decorator on a parameter):
 * `constructor(private readonly api: Injected<typeof WEATHER_API>)`. The
 * parameter's type is the token's type; `mcp-codegen build` reads the token
 * from the type and emits `c.resolve(WEATHER_API)`. A string token:
 * `Injected<'settings', Settings>`.
 */
export type Injected<T extends InjectionToken, Value = T extends Token<infer U> ? U : unknown> = Value;

/**
 * Injects the value registered under `token` into a constructor parameter:
 * `constructor(@Inject(WEATHER_API) api: WeatherApi)`. Inert: `mcp-codegen
 * build` reads it from source and emits `c.resolve(WEATHER_API)`, so no
 * decorator metadata is needed. The app registers the value:
 * `serve(features, { providers: [{ token: WEATHER_API, useValue: api }] })`.
 */
export function Inject(token: InjectionToken): InertDecorator {
  void token;
  return () => undefined;
}
