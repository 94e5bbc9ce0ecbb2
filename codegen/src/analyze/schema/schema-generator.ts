import type { Project } from 'ts-morph';
import * as TJS from 'typescript-json-schema';
import { extendGenerator } from './tjs-extensions.js';

/** Draft-07 output of typescript-json-schema, before conversion. */
export type Draft07Schema = { [keyword: string]: unknown };

/**
 * TJS settings: refs kept (and inlined by us later, so we see recursion),
 * unique names (pitfall 5), errors ignored because user code may not compile
 * yet while it is being written (pitfall 4); tsc reports them separately.
 */
const SETTINGS: TJS.PartialArgs = {
  required: true,
  noExtraProps: true,
  strictNullChecks: true,
  ref: true,
  aliasRef: false,
  topRef: false,
  ignoreErrors: true,
  constAsEnum: false,
  uniqueNames: true,
  // Tags TJS does not know, normalised afterwards (normalize-keywords.ts).
  validationKeywords: ['integer', 'deprecated'],
};

export interface SchemaGenerator {
  /** The schema of a synthetic interface, or an Error TJS threw. */
  schemaFor(interfaceName: string): Draft07Schema | Error;
}

// One generator per Program: input and output schemas share it (building one costs ~0.5 s).
const generators = new WeakMap<object, SchemaGenerator>();

/** Builds one TJS generator over ts-morph's own Program (same TypeScript, checked by the version guard). */
export function createSchemaGenerator(project: Project): SchemaGenerator | Error {
  const program = project.getProgram().compilerObject;
  const cached = generators.get(program);
  if (cached) return cached;
  const created = buildSchemaGenerator(program);
  if (!(created instanceof Error)) generators.set(program, created);
  return created;
}

function buildSchemaGenerator(program: object): SchemaGenerator | Error {
  try {
    const generator = TJS.buildGenerator(program as unknown as TJS.Program, SETTINGS);
    if (!generator) return new Error('typescript-json-schema could not start');
    extendGenerator(generator);
    // getSymbols(name) scans every symbol per call; one map keeps 1,000 tools linear. First wins, as [0] did.
    const uniqueNames = new Map<string, string>();
    for (const symbol of generator.getSymbols()) if (!uniqueNames.has(symbol.typeName)) uniqueNames.set(symbol.typeName, symbol.name);
    return {
      schemaFor(interfaceName) {
        try {
          const name = uniqueNames.get(interfaceName);
          if (name === undefined) return new Error(`${interfaceName} not found`);
          return generator.getSchemaForSymbol(name) as Draft07Schema;
        } catch (error) {
          return error instanceof Error ? error : new Error(String(error));
        }
      },
    };
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}
