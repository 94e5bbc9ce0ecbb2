// Reads the workspace's own packages, for tests that check how they depend on each other.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export const workspaceRoot = join(__dirname, '..');

export interface WorkspacePackage {
  name: string;
  dir: string;
  dependencies: Record<string, string>;
}

export function readPackage(dir: string): WorkspacePackage {
  const json = JSON.parse(readFileSync(join(workspaceRoot, dir, 'package.json'), 'utf8'));
  return { name: json.name, dir, dependencies: { ...json.dependencies, ...json.peerDependencies } };
}

/** Every .ts file under a folder, relative to the workspace root. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(path)) {
      const full = join(path, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (entry.endsWith('.ts')) out.push(relative(workspaceRoot, full));
    }
  };
  walk(join(workspaceRoot, dir));
  return out.sort();
}

/** Module specifiers a source file imports, re-exports or requires, as the TypeScript scanner sees them. */
export function importsOf(file: string): string[] {
  const text = readFileSync(join(workspaceRoot, file), 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return [...new Set(importedFiles.map((f) => f.fileName))].sort();
}

/** The package a bare specifier names: 'ajv/dist/x' → 'ajv', '@a/b/c' → '@a/b'. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('node:')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
