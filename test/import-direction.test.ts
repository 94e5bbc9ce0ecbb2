// Imports run one way (DESIGN.md): user code → decorators; generated code →
// runtime, manifest; runtime → decorators, manifest; client → manifest and
// the official SDKs; testing → manifest, runtime and the official SDK client; codegen → decorators, manifest; and inside codegen, emit/ sees only model/.
import { builtinModules } from 'node:module';
import { importsOf, packageOf, readPackage, sourceFiles } from './workspace-packages';

const internal = (name: string) => name.startsWith('@mcp-codegen/');

const allowedInternal: Record<string, string[]> = {
  'packages/decorators': [],
  'packages/manifest': [],
  'packages/runtime': ['@mcp-codegen/decorators', '@mcp-codegen/manifest'],
  'packages/client': ['@mcp-codegen/manifest'],
  'packages/testing': ['@mcp-codegen/manifest', '@mcp-codegen/runtime'],
  'packages/redis': ['@mcp-codegen/runtime'],
  codegen: ['@mcp-codegen/decorators', '@mcp-codegen/manifest'],
};

const buildTimeOnly = ['typescript', 'ts-morph', 'typescript-json-schema', 'zod', '@mcp-codegen/codegen', 'commander', '@babel/code-frame'];

describe.each(Object.keys(allowedInternal))('%s', (dir) => {
  const pkg = readPackage(dir);
  const imported = sourceFiles(`${dir}/src`).flatMap((file) => importsOf(file).map((spec) => ({ file, spec, name: packageOf(spec) })));

  test('imports only the internal packages it may', () => {
    const wrong = imported.filter((i) => i.name && internal(i.name) && !allowedInternal[dir].includes(i.name));
    expect(wrong).toEqual([]);
  });

  test('declares every package it imports', () => {
    const undeclared = imported.filter(
      (i) => i.name && !builtinModules.includes(i.name) && !(i.name in pkg.dependencies),
    );
    expect(undeclared).toEqual([]);
  });
});

test.each(['packages/runtime', 'packages/redis'])('%s depends on no build-time module', (dir) => {
  expect(Object.keys(readPackage(dir).dependencies).filter((d) => buildTimeOnly.includes(d))).toEqual([]);
});

test('decorators and manifest have no dependencies at all', () => {
  expect(readPackage('packages/decorators').dependencies).toEqual({});
  expect(readPackage('packages/manifest').dependencies).toEqual({});
});

test('codegen emitters see only the model', () => {
  const stages = ['load', 'discover', 'analyze', 'write', 'cli', 'config'];
  const leaks = sourceFiles('codegen/src/emit').flatMap((file) =>
    importsOf(file)
      .filter((spec) => stages.some((stage) => spec.includes(`../${stage}/`) || spec === `../${stage}`))
      .map((spec) => `${file} imports ${spec}`),
  );
  expect(leaks).toEqual([]);
});

test('codegen emitters load no compiler: they write with code-block-writer', () => {
  const compilers = sourceFiles('codegen/src/emit').flatMap((file) =>
    importsOf(file)
      .filter((spec) => ['ts-morph', 'typescript', 'typescript-json-schema'].includes(packageOf(spec) ?? ''))
      .map((spec) => `${file} imports ${spec}`),
  );
  expect(compilers).toEqual([]);
});
