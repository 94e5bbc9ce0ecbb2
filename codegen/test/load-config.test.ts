import { analyzePackage } from '../src/pipeline/build-package.js';
import { describe as place } from './helpers/analysis.js';
import { removeTemp, tempPackage } from './helpers/temp-package.js';

const TSCONFIG = JSON.stringify({ compilerOptions: { strict: true, types: [] }, include: ['src'] });

describe('loading a package', () => {
  const dirs: string[] = [];
  const make = (files: Record<string, string>) => {
    const dir = tempPackage(files);
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach(removeTemp));

  it('MCPG1101: no package.json', () => {
    const result = analyzePackage(make({}));
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map(place)).toEqual(['MCPG1101 error']);
  });

  it('MCPG1102: no tsconfig.json', () => {
    const result = analyzePackage(make({ 'package.json': '{ "name": "x" }' }));
    expect(result.diagnostics.map(place)).toEqual(['MCPG1102 error']);
  });

  it('MCPG1103: unreadable package.json or invalid feature name', () => {
    expect(analyzePackage(make({ 'package.json': '{ nope', 'tsconfig.json': TSCONFIG })).diagnostics.map(place)).toEqual(['MCPG1103 error']);
    const named = analyzePackage(make({ 'package.json': '{ "name": "has space" }', 'tsconfig.json': TSCONFIG }));
    expect(named.diagnostics.map((d) => d.message)).toEqual(['Invalid feature name "has space".']);
  });

  it('MCPG1110: the codegen config is read and checked with package.json, before anything else', () => {
    const named = analyzePackage(make({ 'package.json': '{ "name": "x", "mcpCodegen": { "name": "has space" } }', 'tsconfig.json': TSCONFIG }));
    expect(named.diagnostics.map((d) => d.code)).toEqual(['MCPG1110']);
    const fromFile = analyzePackage(make({ 'package.json': '{ "name": "x", "mcpCodegen": { "name": "ignored" } }', 'mcp-codegen.config.json': '{ "name": "y" }', 'tsconfig.json': TSCONFIG, 'src/a.ts': '' }));
    expect(fromFile.ok && fromFile.value.feature).toBe('y');
  });

  it('MCPG1104: a broken tsconfig.json', () => {
    const syntax = analyzePackage(make({ 'package.json': '{ "name": "x" }', 'tsconfig.json': '{ "compilerOptions": ' }));
    expect(syntax.diagnostics.map(place)).toEqual(['MCPG1104 error']);
    const missing = analyzePackage(make({ 'package.json': '{ "name": "x" }', 'tsconfig.json': '{ "extends": "./nowhere.json" }', 'src/a.ts': '' }));
    expect(missing.diagnostics.map(place)).toEqual(['MCPG1104 error']);
    expect(missing.diagnostics[0].message).toContain('nowhere.json');
  });

  it('MCPG1105 and MCPG1006: warnings when there is nothing to build', () => {
    const result = analyzePackage(make({ 'package.json': '{ "name": "@scope/x" }', 'tsconfig.json': JSON.stringify({ include: ['lib'] }), 'lib/a.ts': '' }));
    expect(result.ok).toBe(true);
    expect(result.diagnostics.map(place)).toEqual(['MCPG1006 warning', 'MCPG1105 warning']);
    if (result.ok) expect(result.value.feature).toBe('x');
  });
});

describe('internal guards', () => {
  afterEach(() => {
    jest.dontMock('../src/load/typescript-json-schema.js');
    jest.dontMock('../src/analyze/schema/schema-generator.js');
    jest.resetModules();
  });

  it('MCPG9001: ts-morph and typescript-json-schema on different TypeScript minors', () => {
    jest.isolateModules(() => {
      jest.doMock('../src/load/typescript-json-schema.js', () => ({ schemaTypeScriptVersion: () => '4.0.8' }));
      const { checkTypeScriptVersions } = require('../src/load/version-guard.js') as typeof import('../src/load/version-guard.js');
      const { DiagnosticCollector } = require('../src/load/diagnostic-collector.js') as typeof import('../src/load/diagnostic-collector.js');
      const diagnostics = new DiagnosticCollector('/');
      expect(checkTypeScriptVersions(diagnostics)).toBe(false);
      expect(diagnostics.diagnostics.map(place)).toEqual(['MCPG9001 error']);
      expect(diagnostics.diagnostics[0].message).toMatch(/ts-morph uses TypeScript 5\.9 but typescript-json-schema uses TypeScript 4\.0/);
    });
  });

  it('MCPG9002: schema generation failing is reported at the method, not thrown', () => {
    jest.isolateModules(() => {
      jest.doMock('../src/analyze/schema/schema-generator.js', () => ({ createSchemaGenerator: () => ({ schemaFor: () => new Error('boom') }) }));
      const { analyzeFixture } = require('./helpers/analysis.js') as typeof import('./helpers/analysis.js');
      const result = analyzeFixture('valid');
      expect(result.ok).toBe(false);
      // Plain parameter lists (the prompt, the resource template, `nothing()`) never reach TJS (simple-input.ts).
      expect(result.diagnostics.map(place)).toEqual(['MCPG9002 error src/tools.ts:26:9', 'MCPG9002 error src/tools.ts:32:3']);
      expect(result.diagnostics[0].message).toContain('boom');
    });
  });
});
