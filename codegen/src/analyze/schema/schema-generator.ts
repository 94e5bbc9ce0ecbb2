import type { Project } from 'ts-morph';
import { ts } from 'ts-morph';
import type * as TJS from 'typescript-json-schema';
import { isGeneratedOutput } from '../../emit/generated-file.js';
import { loadTypeScriptJsonSchema } from '../../load/typescript-json-schema.js';
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
  validationKeywords: ['integer', 'deprecated', 'header', 'example'],
};

export interface SchemaGenerator {
  /** The schema of a synthetic interface, or an Error TJS threw. */
  schemaFor(interfaceName: string): Draft07Schema | Error;
}

// One generator per Program: input and output schemas share it.
const generators = new WeakMap<object, SchemaGenerator>();

/** Builds one TJS generator over ts-morph's own Program (and TypeScript: load/typescript-json-schema.ts). */
export function createSchemaGenerator(project: Project): SchemaGenerator | Error {
  const program = project.getProgram().compilerObject;
  const cached = generators.get(program);
  if (cached) return cached;
  const created = buildSchemaGenerator(program);
  if (!(created instanceof Error)) generators.set(program, created);
  return created;
}

function buildSchemaGenerator(program: ts.Program): SchemaGenerator | Error {
  try {
    const tjs = loadTypeScriptJsonSchema();
    const symbols = collectSymbols(program);
    const generator = new tjs.JsonSchemaGenerator([], symbols.all, symbols.user, symbols.inheriting, program.getTypeChecker(), { ...tjs.getDefaultArgs(), ...SETTINGS });
    extendGenerator(generator);
    return {
      schemaFor(interfaceName) {
        try {
          if (!(interfaceName in symbols.all)) return new Error(`${interfaceName} not found`);
          return generator.getSchemaForSymbol(interfaceName) as Draft07Schema;
        } catch (error) {
          return error instanceof Error ? error : new Error(String(error));
        }
      },
    };
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

interface Symbols {
  all: Record<string, ts.Type>;
  user: Record<string, ts.Symbol>;
  /** Base type name → names of the types extending it (TJS lists an abstract class's subclasses as its oneOf). */
  inheriting: Record<string, string[]>;
}

/**
 * The named types TJS looks up by name, gathered as its own buildGenerator
 * does, but from the package's files only. Its walk covers lib and
 * dependency declarations too (about a second on every build), though a
 * schema only ever asks for our synthetic interfaces by name: every other
 * type is reached through the checker. Names are ours and unique per
 * declaration; TJS names referenced definitions itself. Our own output
 * (src/generated/*.generated.ts, most of the package's text once built) is
 * left out: no schema is made from it, and a schema must not depend on
 * whether the last build's output exists (TJS looks up an abstract class's
 * subclasses among these types). So are declaration files outside the package
 * (isLinkedDeclaration).
 */
function collectSymbols(program: ts.Program): Symbols {
  const checker = program.getTypeChecker();
  const symbols: Symbols = { all: {}, user: {}, inheriting: {} };
  for (const file of program.getSourceFiles()) {
    if (program.isSourceFileDefaultLibrary(file) || program.isSourceFileFromExternalLibrary(file) || file.fileName.includes('/node_modules/') || isGeneratedOutput(file.fileName) || isLinkedDeclaration(program, file)) continue;
    const visit = (node: ts.Node): void => {
      if (!isNamedTypeDeclaration(node)) {
        ts.forEachChild(node, visit);
        return;
      }
      const symbol = (node as ts.Node & { symbol?: ts.Symbol }).symbol;
      if (!symbol) return;
      const type = checker.getTypeAtLocation(node);
      const name = symbol.getName().startsWith('__mcp_') ? symbol.getName() : `${checker.getFullyQualifiedName(symbol)}@${file.fileName}:${node.pos}`;
      symbols.all[name] = type;
      symbols.user[name] = symbol;
      for (const base of type.getBaseTypes() ?? []) {
        const baseName = checker.typeToString(base, undefined, ts.TypeFormatFlags.UseFullyQualifiedType);
        (symbols.inheriting[baseName] ??= []).push(name);
      }
    };
    visit(file);
  }
  return symbols;
}

/**
 * A declaration file outside the package's folder: a dependency's, linked from a workspace (its
 * real path is then outside node_modules). Left out as an installed dependency's is, so a schema
 * does not depend on how a dependency is installed; in this repository's workspace the linked
 * packages' declarations were most of the walk (≈6% of a watch rebuild).
 */
function isLinkedDeclaration(program: ts.Program, file: ts.SourceFile): boolean {
  const config = program.getCompilerOptions().configFilePath;
  if (!file.isDeclarationFile || typeof config !== 'string') return false;
  return !file.fileName.startsWith(config.slice(0, config.lastIndexOf('/') + 1));
}

function isNamedTypeDeclaration(node: ts.Node): boolean {
  return ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isEnumDeclaration(node) || ts.isTypeAliasDeclaration(node);
}
