import { Tool, type McpContext } from '@mcp-codegen/decorators';

/** The parameter shapes of docs/types.md, each as a tool. */
export class TripSearch {
  // #region search
  /** Search stays. */
  @Tool()
  search(query: string, limit = 10, order: 'near' | 'popular' = 'near', region?: string, ctx?: McpContext) {
    ctx?.log.debug({ query, region }, 'search');
    return `${limit} ${order} results for "${query}"`;
  }
  // #endregion

  // #region rate-stay
  /**
   * Rate a stay.
   * @param stars From 1 to 5
   */
  @Tool()
  rateStay(
    /** @integer @minimum 1 @maximum 5 */ stars: number,
    /** @minLength 3 @maxLength 200 */ review: string,
    /** @format email */ email?: string,
    /** @minItems 1 @uniqueItems */ photos: string[] = ['none'],
  ) {
    return `${stars} stars from ${email ?? 'a guest'}: ${review} (${photos.length} photos)`;
  }
  // #endregion

  // #region schedule
  /** Schedule a stay in time windows. */
  @Tool()
  schedule(start: Date, windows: { opens: Date; closes?: Date }[]) {
    start.getTime(); // a Date
    return `${windows.length} windows from ${start.toISOString()}`;
  }
  // #endregion

  // #region raw-query
  /** Run a read-only query. */
  @Tool({
    inputSchema: {
      type: 'object',
      properties: { sql: { type: 'string', pattern: '^SELECT ' }, limit: { $ref: '#/$defs/Limit' } },
      required: ['sql'],
      $defs: { Limit: { type: 'integer', minimum: 1 } },
    },
  })
  rawQuery(sql: string, limit?: number) {
    return `${sql} LIMIT ${limit ?? 100}`;
  }
  // #endregion
}

// #region forecast
export interface ForecastInput {
  /** City name, like "Oslo". */
  city: string;
  /** How many days ahead. @minimum 1 @maximum 14 */
  days?: Integer;
  units?: 'metric' | 'imperial';
}

export class Forecasts {
  /** The weather forecast for a city. */
  @Tool()
  forecast({ city, days = 3, units = 'metric' }: ForecastInput, ctx: McpContext) {
    ctx.log.info({ city }, 'forecast');
    return `${days} days of ${units} weather for ${city}`;
  }
}
// #endregion

// #region integer
import type { Integer } from '@mcp-codegen/decorators';

export class Trips {
  /** Plan a trip. */
  @Tool()
  planTrip(travelers: Integer, ids: Integer[], item: { quantity: Integer }) {
    return `${travelers} travelers, ${ids.length} stops, ${item.quantity} items`;
  }
}
// #endregion
