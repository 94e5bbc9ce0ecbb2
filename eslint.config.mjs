// Lint enforces the direction of imports (DESIGN.md): user code → decorators;
// runtime → decorators, manifest; redis → runtime; codegen → decorators,
// manifest; inside codegen, emit/ sees only model/ and no compiler. test/import-direction.test.ts checks the
// same from package.json and the sources.
import tseslint from 'typescript-eslint';

const buildTime = ['typescript', 'ts-morph', 'typescript-json-schema', 'zod', 'commander', 'chokidar', '@babel/code-frame'];
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/*.generated.ts', '.tmp/**', '**/*.mjs', 'codegen/test/fixtures/**'] },
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
  },
  {
    files: ['packages/decorators/src/**/*.ts', 'packages/manifest/src/**/*.ts'],
    rules: restrict(['@mcp-codegen/*', ...buildTime], 'decorators and manifest import nothing: they are the contract.'),
  },
  {
    files: ['packages/runtime/src/**/*.ts'],
    rules: restrict(
      ['@mcp-codegen/codegen', '@mcp-codegen/codegen/*', ...buildTime],
      'the runtime never loads build-time modules: do that work in codegen and emit the result.',
    ),
  },
  {
    files: ['packages/client/src/**/*.ts'],
    rules: restrict(
      ['@mcp-codegen/runtime', '@mcp-codegen/codegen', '@mcp-codegen/decorators', ...buildTime],
      'the client needs only the manifest and the official SDK clients.',
    ),
  },
  {
    files: ['packages/testing/src/**/*.ts'],
    rules: restrict(['@mcp-codegen/codegen', '@mcp-codegen/codegen/*', ...buildTime.filter((m) => m !== 'zod')], 'the testing kit serves generated features; it never runs the generator.'),
  },
  {
    files: ['packages/redis/src/**/*.ts'],
    rules: restrict(
      ['@mcp-codegen/codegen', '@mcp-codegen/codegen/*', '@mcp-codegen/decorators', '@mcp-codegen/manifest', '@mcp-codegen/client', ...buildTime],
      'redis plugs stores into the runtime: it imports @mcp-codegen/runtime (and redis), nothing else of ours.',
    ),
  },
  {
    files: ['codegen/src/**/*.ts'],
    ignores: ['codegen/src/emit/**'],
    rules: restrict(['@mcp-codegen/runtime', '@mcp-codegen/runtime/*'], 'codegen emits code that imports the runtime; it does not import it.'),
  },
  {
    files: ['codegen/src/emit/**/*.ts'],
    rules: restrict(
      ['@mcp-codegen/runtime', 'ts-morph', 'typescript', 'typescript-json-schema', '../load/*', '../discover/*', '../analyze/*', '../write/*', '../cli/*', '../config/*', '../pipeline/*'],
      'emitters see only the plain model (codegen/src/model), and write with code-block-writer: no ts-morph, no compiler.',
    ),
  },
  {
    files: ['samples/*/src/**/*.ts'],
    rules: restrict(['@mcp-codegen/codegen', '@mcp-codegen/codegen/*'], 'apps and features use the generated code, never the generator.'),
  },
);
