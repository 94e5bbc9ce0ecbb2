import { packageConfig } from '../../scripts/rollup-package.mjs';

// ajv-runtime is an entry of its own: only validators that use an Ajv helper load it.
export default packageConfig(import.meta.dirname, { inputs: { index: 'src/index.ts', 'ajv-runtime': 'src/ajv-runtime.ts' } });
