import { Tool, type Icon, type Integer, type McpContext } from '@mcp-codegen/decorators';
import type { GeoPoint } from './geo.js';
import { received } from './received.js';
import {
  Priority,
  TransportMode,
  Traveler,
  type Address,
  type Contact,
  type ForecastInput,
  type ItineraryNode,
  type Page,
  type Stop,
} from './trip-types.js';

/**
 * A trip planner whose tools cover every kind of parameter type mcp-codegen
 * turns into a schema (docs/types.md). Each returns what it received.
 */
export class TripPlanner {
  /** Start planning a trip. */
  @Tool()
  planTrip(destination: string, travelers: Integer, budget: number, flexible: boolean): string {
    return received({ destination, travelers, budget, flexible });
  }

  /** Set how the trip feels. */
  @Tool()
  setPace(pace: 'relaxed' | 'packed', mode: TransportMode, priority: Priority): string {
    return received({ pace, mode, priority });
  }

  /** Add a hotel or a sight. */
  @Tool()
  addStop(stop: Stop, after: string | number): string {
    return received({ stop, after });
  }

  /** Attach a note and a rating; null clears them. */
  @Tool()
  setNote(note: string | null, rating: number | null): string {
    return received({ note, rating });
  }

  /** Search places. */
  @Tool()
  search(query: string, limit = 10, order: 'near' | 'popular' = 'near', region?: string): string {
    return received({ query, limit, order, region });
  }

  /** Tag the trip. */
  @Tool()
  tagTrip(tags: string[], ids: readonly Integer[], grid: number[][]): string {
    return received({ tags, ids, grid });
  }

  /** Set a leg and its waypoints. */
  @Tool()
  setRoute(leg: [from: string, to: string, stops?: Integer], waypoints: [string, ...GeoPoint[]]): string {
    return received({ leg, waypoints });
  }

  /** Update a traveler, partially. */
  @Tool()
  updateTraveler(traveler: Traveler, patch: Partial<Address>, contact: Pick<Traveler, 'name'> & Contact, home: Omit<Address, 'country'>, fixed: Readonly<Required<Address>>): string {
    return received({ traveler, patch, contact, home, fixed });
  }

  /** Budgets per category. */
  @Tool()
  setBudgets(perDay: Record<string, number>, limits: { [category: string]: Integer }, split: Record<'food' | 'lodging', number>): string {
    return received({ perDay, limits, split });
  }

  /** A page of stops. */
  @Tool()
  pageStops(page: Page<Stop>): string {
    return received({ page });
  }

  /** Book a room by reference. */
  @Tool()
  bookRoom(room: `room-${number}`, guest: `${string}@${string}`): string {
    return received({ room, guest });
  }

  /** Schedule the trip. */
  @Tool()
  schedule(start: Date, windows: { opens: Date; closes?: Date }[], end?: Date): string {
    return received({ start, windows, end });
  }

  /** Save a nested itinerary. */
  @Tool()
  saveItinerary(plan: ItineraryNode): string {
    return received({ plan });
  }

  /** Pin a place on the map. */
  @Tool()
  pinLocation(point: GeoPoint, icon: Icon): string {
    return received({ point, icon });
  }

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
  ): string {
    return received({ stars, review, email, photos });
  }

  /** The weather ahead. */
  @Tool()
  forecast({ city, days = 3, units = 'metric' }: ForecastInput): string {
    return received({ city, days, units });
  }

  /** Run a raw query; its schema is written by hand. */
  @Tool({
    inputSchema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { sql: { type: 'string', pattern: '^SELECT ' }, limit: { $ref: '#/$defs/Limit' } },
      required: ['sql'],
      additionalProperties: false,
      $defs: { Limit: { type: 'integer', minimum: 1 } },
    },
  })
  rawQuery(sql: string, limit?: number): string {
    return received({ sql, limit });
  }

  /** Echo with the request id. */
  @Tool()
  echo(text: string, ctx: McpContext): string {
    return received({ text, requestId: typeof ctx.requestId });
  }
}
