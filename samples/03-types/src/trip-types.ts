import type { Integer } from '@mcp-codegen/decorators';

export enum TransportMode {
  Train = 'train',
  Car = 'car',
  Plane = 'plane',
}

export enum Priority {
  Low = 1,
  Normal = 2,
  High = 3,
}

export interface HotelStop {
  kind: 'hotel';
  name: string;
  nights: Integer;
}

export interface SightStop {
  kind: 'sight';
  name: string;
  /** Minutes to spend there. @minimum 10 */
  minutes: number;
}

/** A stop on the trip: which one is told by `kind`. */
export type Stop = HotelStop | SightStop;

export interface Address {
  street: string;
  city: string;
  country?: string;
}

/** A class used as plain data: its properties are the schema. */
export class Traveler {
  name!: string;
  age?: Integer;
  address!: Address;
}

export interface Contact {
  /** @format email */
  email: string;
}

export interface Page<T> {
  items: T[];
  /** Opaque; null on the last page. */
  next: string | null;
}

export interface ItineraryNode {
  title: string;
  children: ItineraryNode[];
}

export interface ForecastInput {
  /** City name, like "Oslo". */
  city: string;
  /** How many days ahead. @minimum 1 @maximum 14 */
  days?: Integer;
  units?: 'metric' | 'imperial';
}
