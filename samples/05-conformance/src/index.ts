export { feature, manifest } from './generated/feature.generated.js';
export { ConformanceTools } from './conformance-tools.js';
export { ConformanceResources } from './conformance-resources.js';
export { ConformancePrompts } from './conformance-prompts.js';
export { ModernConformanceTools } from './modern-tools.js';
export { ModernConformancePrompts } from './modern-prompts.js';
export { ListChanges } from './list-changes.js';
export { TaskConformanceTools } from './task-tools.js';
