import { swc } from 'rollup-plugin-swc3';
import { packageConfig } from '../scripts/rollup-package.mjs';

const [code, types] = packageConfig(import.meta.dirname, { inputs: { index: 'src/index.ts', cli: 'src/cli/main.ts' } });

// As in packages/runtime: given the tsconfig, swc rewrites `@mcp-codegen/*`
// imports through its `paths` into relative paths into other packages' src
// ("../../packages/manifest/src"), which are neither external nor
// resolvable. Every swc option is explicit, so build without the tsconfig.
// Drop this once the shared recipe passes `tsconfig: false` itself.
code.plugins = [
  swc({
    tsconfig: false,
    sourceMaps: true,
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    },
  }),
];

export default [code, types];
