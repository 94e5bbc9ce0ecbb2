// #region index
// src/index.ts
export { feature } from './generated/feature.generated.js';
// #endregion
export { manifest } from './generated/feature.generated.js';
