import type { ClassDeclaration, Node } from 'ts-morph';

/** A class the generated code imports: a handler class or something it injects. */
export interface ClassEntry {
  /** Identity across the run: declaring file and class name. */
  key: string;
  declaration: ClassDeclaration;
  /** Exported name in `importPath` ('default' for a default export). */
  name: string;
  /** The class's own name, the base of its localName. */
  baseName: string;
  importPath: string;
  /** Undefined when the app must provide it (it is imported, never built by generated code). */
  provider?: { dependencies: Dependency[] };
}

/** One constructor parameter: the class it needs and the parameter, to point at. */
export interface Dependency {
  /** A ClassEntry or TokenEntry key. */
  key: string;
  at: Node;
  /** Set for `@Inject('name')`: the string literal as code, used instead of a local name. */
  literal?: string;
}

export function classKey(declaration: ClassDeclaration): string {
  return `${declaration.getSourceFile().getFilePath()}#${declaration.getName() ?? 'default'}`;
}
