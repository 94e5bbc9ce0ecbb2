/** @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "CommonJS", "moduleResolution": "Node10"}} */
// The docblock above keeps ts-node from type-checking this file on every run
// (tsc -b checks it instead); see shared notes/toolchain.md pitfall 13.
import { join } from 'node:path';
import type { Config } from 'jest';

const root = __dirname;

// @swc/jest ignores tsconfig, so decorator options are given here.
const transform: Config['transform'] = {
  '^.+\\.(t|m?j)s$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
      sourceMaps: 'inline',
    },
  ],
};

// Tests import packages from source; end-to-end tests spawn built output instead.
const moduleNameMapper: Config['moduleNameMapper'] = {
  '^@mcp-codegen/(decorators|manifest|runtime|client|redis|testing)$': join(root, 'packages/$1/src/index.ts'),
  '^@mcp-codegen/runtime/ajv-runtime$': join(root, 'packages/runtime/src/ajv-runtime.ts'),
  '^@mcp-codegen/codegen$': join(root, 'codegen/src/index.ts'),
  // Sources import siblings as ./x.js (ESM-correct); jest resolves the .ts file.
  '^(\\.{1,2}/.*)\\.js$': '$1',
};

function project(name: string, dir: string, tests = 'test/**/*.test.ts', ignore: string[] = []): Config {
  return {
    displayName: name,
    rootDir: join(root, dir),
    testEnvironment: 'node',
    testMatch: [`<rootDir>/${tests}`],
    testPathIgnorePatterns: ['/node_modules/', ...ignore],
    transform,
    moduleNameMapper,
  };
}

// Measures another client's latency while one floods the server: a fact about the server on a machine
// that is not also running other suites, so npm test runs it on its own (npm run test:timing).
const TIMING = ['/test/attacks/validation-flood\\.test\\.ts$'];

const config: Config = {
  // Jest's default is one worker per core less one: a single worker on a 2-core
  // machine. Most suites wait on child processes and sockets, so one worker per
  // core roughly halves the wall time; more starves the spawned servers.
  maxWorkers: '100%',
  // End-to-end tests spawn servers; on a loaded 2-core machine a start can take more than Jest's default 5 s.
  testTimeout: 20_000,
  projects: [
    project('decorators', 'packages/decorators'),
    project('manifest', 'packages/manifest'),
    project('runtime', 'packages/runtime', undefined, TIMING),
    project('client', 'packages/client'),
    project('redis', 'packages/redis'),
    project('testing', 'packages/testing'),
    project('codegen', 'codegen'),
    project('samples', 'samples', '*/test/**/*.test.ts'),
    project('workspace', 'test', '**/*.test.ts', ['/test/newcomer\\.test\\.ts$']),
    // Installs from a registry and builds three packages: CPU-heavy, so npm test
    // runs it on its own after the other suites (npm run test:newcomer).
    ...(process.env.MCPG_NEWCOMER === '1' ? [project('newcomer', 'test', 'newcomer.test.ts')] : []),
    ...(process.env.MCPG_TIMING === '1' ? [project('timing', 'packages/runtime', 'test/attacks/validation-flood.test.ts')] : []),
  ],
};

export default config;
