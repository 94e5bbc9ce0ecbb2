export { feature, manifest } from './generated/feature.generated.js';
export { TripPlanner } from './trip-planner.js';
