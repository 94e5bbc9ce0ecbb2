import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ts from 'typescript';

/** Writes `files` (path → content) under a fresh temporary directory and returns it. */
export function tempPackage(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'mcpg-analyze-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

export function removeTemp(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

const DECORATORS_SRC = join(__dirname, '..', '..', '..', 'packages', 'decorators', 'src');

/**
 * @mcp-codegen/decorators as an installed package sees it: package.json and
 * declaration files only, as under node_modules outside the workspace.
 */
export function installedDecorators(): Record<string, string> {
  const files: Record<string, string> = {
    'node_modules/@mcp-codegen/decorators/package.json': JSON.stringify({ name: '@mcp-codegen/decorators', types: './dist/index.d.ts' }),
  };
  for (const name of readdirSync(DECORATORS_SRC).filter((f) => f.endsWith('.ts'))) {
    const source = readFileSync(join(DECORATORS_SRC, name), 'utf8');
    const { outputText } = ts.transpileDeclaration(source, { fileName: name, compilerOptions: { target: ts.ScriptTarget.ES2022 } });
    files[`node_modules/@mcp-codegen/decorators/dist/${name.replace(/\.ts$/, '.d.ts')}`] = outputText;
  }
  return files;
}
