import { packageConfig } from '../../scripts/rollup-package.mjs';

export default packageConfig(import.meta.dirname);
