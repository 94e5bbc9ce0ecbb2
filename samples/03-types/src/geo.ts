/** A point on Earth, in degrees. */
export interface GeoPoint {
  /** @minimum -90 @maximum 90 */
  lat: number;
  /** @minimum -180 @maximum 180 */
  lon: number;
}
