export { analyzePackage } from './analyze-package.js';
