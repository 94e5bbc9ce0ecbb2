export { feature, manifest } from './generated/feature.generated.js';
export { Dice } from './dice.js';
