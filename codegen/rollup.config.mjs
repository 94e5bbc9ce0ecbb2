import { packageConfig } from '../scripts/rollup-package.mjs';

export default packageConfig(import.meta.dirname, { inputs: { index: 'src/index.ts', cli: 'src/cli/main.ts', rollup: 'src/rollup/index.ts' } });
