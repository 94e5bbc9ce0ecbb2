export { feature } from './generated/feature.generated.js';
export { Greeter } from './greeter.js';
