// Bundles the server app into one file that runs with `node server.mjs` and
// no node_modules: the compiled app (tsc -b) plus every dependency, the
// runtime's CommonJS ones (tsyringe, Ajv's helpers) included.
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';

export default {
  input: 'dist/main.js',
  plugins: [nodeResolve({ exportConditions: ['node'], preferBuiltins: true }), commonjs()],
  output: { file: 'dist/bundle/server.mjs', format: 'es', inlineDynamicImports: true },
  // Circular imports inside dependencies and `this` at the top of CommonJS modules are expected.
  onwarn(warning, warn) {
    if (warning.code !== 'CIRCULAR_DEPENDENCY' && warning.code !== 'THIS_IS_UNDEFINED') warn(warning);
  },
};
