import { Node, type ClassDeclaration, type ParameterDeclaration, type SourceFile } from 'ts-morph';
import type { DiagnosticCollector } from '../../load/diagnostic-collector.js';
import { classKey, type ClassEntry, type Dependency } from './class-entry.js';
import { constructorParameters } from './constructor-parameters.js';
import { bareImportOf, importTarget, type BareImport } from './import-path.js';

/**
 * Walks constructors from the handler classes down: every class injected,
 * directly or not, becomes an entry. Classes with readable source are built
 * by generated factories; a class known only from a .d.ts is built when its
 * constructor takes nothing, else the app must provide it (a warning).
 */
export class ProviderCollector {
  readonly entries = new Map<string, ClassEntry>();
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
        `Provide it from the app: serve([...], { providers: [[${entry.baseName}, () => new ${entry.baseName}(...)]] }).`,
      );
      return key;
    }
    const dependencies: Dependency[] = [];
    entry.provider = { dependencies };
    for (const parameter of parameters) {
      const dependency = this.dependency(parameter);
      if (dependency) dependencies.push({ key: dependency, at: parameter.getNameNode() });
    }
    return key;
  }

  private dependency(parameter: ParameterDeclaration): string | undefined {
    const type = parameter.getType().getNonNullableType();
    const cls = type.getSymbol()?.getDeclarations().find(Node.isClassDeclaration);
    if (!cls || type.isUnion() || type.isIntersection()) {
      this.diagnostics.error(
        'MCPG1004',
        parameter.getNameNode(),
        `Cannot inject ${parameter.getName()}: its type ${type.getText(parameter)} is not a class.`,
        'Use a class, or a context parameter (McpContext) on the handler method.',
      );
      return undefined;
    }
    const typeNode = parameter.getTypeNode();
    const identifier = typeNode && Node.isTypeReference(typeNode) ? typeNode.getTypeName() : undefined;
    return this.add(cls, bareImportOf(identifier), parameter.getNameNode());
  }
}
