export { feature, manifest } from './generated/feature.generated.js';
export { ResultTools } from './result-tools.js';
export { ResultResources } from './result-resources.js';
export { ResultPrompts } from './result-prompts.js';
