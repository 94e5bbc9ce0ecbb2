import { Project, ts } from 'ts-morph';

/**
 * Where ts-morph serves TypeScript's default lib files from (its bundled
 * copies, in memory; `libFolderInMemoryPath` of @ts-morph/common).
 */
const LIB_FOLDER = '/node_modules/typescript/lib/';

/** The one compiler call ts-morph's document registry makes for every file it parses. */
interface DocumentRegistryInternals {
  createOrUpdateSourceFile(fileName: string, settings: ts.CompilerOptions, snapshot: ts.IScriptSnapshot, scriptKind?: ts.ScriptKind): ts.SourceFile;
}

/**
 * Opens the tsconfig's Project, parsing declaration files the way tsc does.
 *
 * ts-morph parses every file with JSDoc and parent pointers. For the default
 * lib (1.8 MB with lib.dom) neither is needed: no schema reads the lib's
 * JSDoc, and the binder sets the parents of every file when the checker is
 * created, before anything looks at a declaration file's nodes. The user's
 * sources and the packages' declarations (their JSDoc gives descriptions and
 * `@TJS-type` tags) keep JSDoc; declaration files lose only the early parents.
 */
export function openProject(tsconfigPath: string): Project {
  const project = new Project({ tsConfigFilePath: tsconfigPath, skipAddingFilesFromTsConfig: true });
  parseDeclarationsLikeTsc(project);
  project.addSourceFilesFromTsConfig(tsconfigPath);
  project.resolveSourceFileDependencies();
  return project;
}

function parseDeclarationsLikeTsc(project: Project): void {
  // ts-morph 27 has no option for this: its compiler factory's registry is the one place files are parsed.
  const registry = (project as unknown as { _context: { compilerFactory: { documentRegistry: DocumentRegistryInternals } } })._context.compilerFactory.documentRegistry;
  const parse = registry.createOrUpdateSourceFile.bind(registry);
  const versions = new Map<string, number>();
  registry.createOrUpdateSourceFile = (fileName, settings, snapshot, scriptKind) => {
    if (!/\.d\.[cm]?ts$/.test(fileName)) return parse(fileName, settings, snapshot, scriptKind);
    const version = (versions.get(fileName) ?? -1) + 1;
    versions.set(fileName, version);
    const jsDocParsingMode = fileName.startsWith(LIB_FOLDER) ? ts.JSDocParsingMode.ParseNone : ts.JSDocParsingMode.ParseAll;
    const options = { languageVersion: settings.target ?? ts.ScriptTarget.Latest, jsDocParsingMode };
    return ts.createLanguageServiceSourceFile(fileName, snapshot, options, String(version), false, scriptKind);
  };
}
