import { DiagnosticCategory, type Project, type SourceFile } from 'ts-morph';
import type { DiagnosticCollector } from './diagnostic-collector.js';
import { openProject } from './open-project.js';
import { userSourceFiles } from './source-files.js';

/** The one Project of a run and the user's files in it. */
export interface LoadedPackage {
  project: Project;
  sourceFiles: SourceFile[];
}

/**
 * Projects kept by a long-lived process (watch mode), by tsconfig path: a
 * rebuild reuses the parsed files and refreshes only what changed.
 */
export type ProjectCache = Map<string, Project>;

/** Where the package is: its directory and its tsconfig.json (config/package-config.ts finds them). */
export interface PackageLocation {
  dir: string;
  tsconfigPath: string;
}

/** Opens the package's tsconfig; undefined after reporting when it cannot be read. */
export function loadProject(config: PackageLocation, diagnostics: DiagnosticCollector, cache?: ProjectCache): LoadedPackage | undefined {
  let project: Project;
  try {
    project = cache?.get(config.tsconfigPath) ?? openProject(config.tsconfigPath);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    diagnostics.error('MCPG1104', undefined, `Cannot read tsconfig.json: ${reason}`, 'Fix tsconfig.json so that `tsc -p` accepts it.');
    return undefined;
  }
  // ts-morph keeps going past a broken `extends` or unknown option; the user should hear of it.
  const configProblems = project.getConfigFileParsingDiagnostics().filter((d) => d.getCategory() === DiagnosticCategory.Error);
  for (const problem of configProblems) {
    const text = problem.getMessageText();
    const message = typeof text === 'string' ? text : text.getMessageText();
    diagnostics.error('MCPG1104', undefined, `tsconfig.json: ${message}`, 'Fix tsconfig.json so that `tsc -p` accepts it.');
  }
  if (configProblems.length > 0) return undefined;
  cache?.set(config.tsconfigPath, project);
  const sourceFiles = userSourceFiles(project, config.dir);
  if (sourceFiles.length === 0) {
    diagnostics.warning('MCPG1105', undefined, 'No source files under src/ are part of the tsconfig.', 'Put the decorated classes under src/ and include src in tsconfig.json.');
  }
  return { project, sourceFiles };
}
