// Compiles a feature package as a user's does (templates/feature: `mcp-codegen
// build && tsc`): tsc with the template's tsconfig, so TypeScript's standard
// decorators are what runs, not a faster compiler's legacy ones.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { rootDir } from './paths.mjs';

const tscBin = join(rootDir, 'node_modules', 'typescript', 'bin', 'tsc');

export function compilePackage(packageDir) {
  try {
    execFileSync(process.execPath, [tscBin, '-p', packageDir], { cwd: packageDir, stdio: 'pipe' });
  } catch (error) {
    throw new Error(`tsc -p ${packageDir} failed:\n${error.stdout}${error.stderr}`);
  }
}
