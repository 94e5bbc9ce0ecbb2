// The package's one export: the generated feature. It loads the classes it
// serves on the first call, so a server with many tools starts fast; re-export
// a class here only if other code needs it, and know that it then loads at start.
export { feature } from './generated/feature.generated.js';
