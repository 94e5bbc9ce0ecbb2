import { Node, type ClassDeclaration, type ParameterDeclaration, type SourceFile } from 'ts-morph';
import type { DiagnosticCollector } from '../../load/diagnostic-collector.js';
import { classKey, type ClassEntry, type Dependency } from './class-entry.js';
import { constructorParameters } from './constructor-parameters.js';
import { bareImportOf, importTarget, type BareImport } from './import-path.js';
import { injectToken } from './inject-token.js';
import { tokenImport, type TokenEntry } from './token-import.js';

/**
 * Walks constructors from the handler classes down: every class injected,
 * directly or not, becomes an entry. Classes with readable source are built
 * by generated factories; a class known only from a .d.ts is built when its
 * constructor takes nothing, else the app must provide it (a warning).
 */
export class ProviderCollector {
  readonly entries = new Map<string, ClassEntry>();
  /** Constants named by `@Inject(TOKEN)`, which generated code imports. */
  readonly tokens = new Map<string, TokenEntry>();
  private readonly userFiles: Set<SourceFile>;

  constructor(
    private readonly packageDir: string,
    sourceFiles: SourceFile[],
    private readonly diagnostics: DiagnosticCollector,
  ) {
    this.userFiles = new Set(sourceFiles);
  }

  /** Adds a handler class (exported, checked by discovery) and everything it injects. */
  addHandlerClass(cls: ClassDeclaration): void {
    this.add(cls, undefined, undefined);
  }

  /** Adds a middleware class `@Use` names (it must be exported) and everything it injects. */
  addMiddlewareClass(cls: ClassDeclaration, identifier: Node): void {
    this.add(cls, bareImportOf(identifier), identifier);
  }

  private add(cls: ClassDeclaration, bare: BareImport | undefined, requiredBy: Node | undefined): string {
    const key = classKey(cls);
    if (this.entries.has(key)) return key;
    const target = importTarget(cls, this.packageDir, this.userFiles, bare);
    const entry: ClassEntry = { key, declaration: cls, name: target.name, baseName: cls.getName() ?? 'Default', importPath: target.importPath };
    this.entries.set(key, entry);
    if (!target.exported && requiredBy) {
      this.diagnostics.error('MCPG1001', cls.getNameNode() ?? cls, `The class ${entry.baseName} is injected but not exported; the generated code cannot import it.`, `Export the class: export class ${entry.baseName} { ... }`);
    }
    const parameters = constructorParameters(cls);
    if (cls.getSourceFile().isDeclarationFile() && parameters.length > 0) {
      this.diagnostics.warning(
        'MCPG1004',
        requiredBy,
        `Cannot build ${entry.baseName} (from ${entry.importPath}): its constructor takes parameters and its source is not available.`,
        `Provide it from the app: serve([...], { providers: [{ token: ${entry.baseName}, useFactory: () => new ${entry.baseName}(...) }] }).`,
      );
      return key;
    }
    const dependencies: Dependency[] = [];
    entry.provider = { dependencies };
    for (const parameter of parameters) {
      const token = this.tokenDependency(parameter);
      const dependency = token === null ? this.classDependency(parameter) : token;
      if (dependency) dependencies.push(dependency);
    }
    return key;
  }

  /** `@Inject(TOKEN)`: the token, whatever the parameter's type. Null when the parameter has no such decorator. */
  private tokenDependency(parameter: ParameterDeclaration): Dependency | undefined | null {
    const decorator = parameter.getDecorators()[0];
    if (decorator && !usesLegacyDecorators(parameter)) {
      // tsc would stop with TS1206 after this build passed: say it here, with the form that works.
      this.diagnostics.error(
        'MCPG1010',
        decorator,
        `A decorator on the constructor parameter ${parameter.getName()} needs "experimentalDecorators": true; this package uses standard decorators, which allow none there.`,
        `Write the token in the type instead: ${parameter.getName()}: Injected<typeof TOKEN> (import type { Injected } from '@mcp-codegen/decorators'), or enable experimentalDecorators in tsconfig.json.`,
      );
    }
    const token = injectToken(parameter);
    const at = parameter.getNameNode();
    if (!token) return null;
    if (token.kind === 'literal') return { key: token.code, at, literal: token.code };
    const entry = token.kind === 'identifier' ? tokenImport(token.node, this.packageDir, this.userFiles) : undefined;
    if (!entry) {
      this.diagnostics.error('MCPG1004', token.node, `Cannot inject ${parameter.getName()}: the token ${token.node.getText()} is not a constant the generated code can import.`, `Declare the token as an exported constant: export const TOKEN = createToken<Type>('name'), and write ${injectByToken(parameter, 'Type')}.`);
      return undefined;
    }
    if (!entry.exported) {
      this.diagnostics.error('MCPG1001', token.node, `The token ${entry.baseName} is injected but not exported; the generated code cannot import it.`, `Export it: export const ${entry.baseName} = ...`);
    }
    this.tokens.set(entry.key, entry);
    return { key: entry.key, at };
  }

  private classDependency(parameter: ParameterDeclaration): Dependency | undefined {
    const type = parameter.getType().getNonNullableType();
    const cls = type.getSymbol()?.getDeclarations().find(Node.isClassDeclaration);
    const typeNode = parameter.getTypeNode();
    const identifier = typeNode && Node.isTypeReference(typeNode) ? typeNode.getTypeName() : undefined;
    // An interface is never a value; a class is, unless only its type was imported.
    const typeOnly = cls !== undefined && typeOnlyImport(identifier);
    if (!cls || type.isUnion() || type.isIntersection() || typeOnly) {
      const typeText = type.getText(parameter);
      const why = typeOnly ? `its type ${typeText} is imported with \`import type\`, so it does not exist at run time` : `its type ${typeText} is not a class`;
      this.diagnostics.error(
        'MCPG1004',
        parameter.getNameNode(),
        `Cannot inject ${parameter.getName()}: ${why}.`,
        typeOnly
          ? `Import the class as a value (import { ${typeText} } ...), or inject a token: ${injectByToken(parameter, typeText)}.`
          : `Inject a token: export const TOKEN = createToken<${typeText}>('${typeText}'); ${injectByToken(parameter, typeText)}, and provide it from the app: serve(features, { providers: [{ token: TOKEN, useValue: ... }] }). Or use a class, or a context parameter (McpContext) on a handler method.`,
      );
      return undefined;
    }
    return { key: this.add(cls, bareImportOf(identifier), parameter.getNameNode()), at: parameter.getNameNode() };
  }
}

/** Whether a type name comes from `import type { X }` or `import { type X }`. */
function typeOnlyImport(identifier: Node | undefined): boolean {
  const declaration = identifier?.getSymbol()?.getDeclarations()[0];
  if (Node.isImportSpecifier(declaration)) return declaration.isTypeOnly() || declaration.getImportDeclaration().isTypeOnly();
  if (Node.isImportClause(declaration)) return declaration.isTypeOnly();
  return false;
}

/** Whether the package compiles with legacy decorators (`experimentalDecorators`), where parameters may carry one. */
function usesLegacyDecorators(node: Node): boolean {
  return node.getProject().getCompilerOptions().experimentalDecorators === true;
}

/** How to inject a parameter by token in this package's decorator mode. */
function injectByToken(parameter: ParameterDeclaration, typeText: string): string {
  const name = parameter.getName();
  return usesLegacyDecorators(parameter) ? `constructor(@Inject(TOKEN) ${name}: ${typeText})` : `constructor(${name}: Injected<typeof TOKEN>)`;
}
