// The testing kit's own suites under vitest as well as jest: the same test
// files, packages mapped to their sources as jest.config.ts maps them.
// Run with `npm run test:vitest`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@mcp-codegen\/(decorators|manifest|runtime|client|testing)$/, replacement: source('./packages/$1/src/index.ts') },
    ],
  },
  test: {
    globals: true,
    include: ['packages/testing/test/**/*.test.ts', 'samples/01-notes/test/**/*.test.ts'],
    environment: 'node',
  },
});
