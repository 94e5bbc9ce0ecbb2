/** The time source, a class of its own so tests can replace it in the container. */
export class Clock {
  now(): Date {
    return new Date();
  }
}
