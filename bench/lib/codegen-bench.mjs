// A cold `mcp-codegen build` of the 1,000-tool package against `tsc --noEmit`
// on the same sources (generated output removed before each run).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { codegenBuild, writeFeaturePackage } from './prepare.mjs';
import { rootDir, workDir } from './paths.mjs';

const tscBin = createRequire(join(rootDir, 'package.json')).resolve('typescript/bin/tsc');

export const codegenPackageDir = join(workDir, 'codegen-1000');

/** The server's 1,000-tool sources without index.ts, which imports generated code tsc would miss. */
export function prepareCodegenPackage(toolCount) {
  writeFeaturePackage(codegenPackageDir, toolCount);
  rmSync(join(codegenPackageDir, 'src', 'index.ts'));
}

export function coldBuildMs() {
  rmSync(join(codegenPackageDir, 'src', 'generated'), { recursive: true, force: true });
  return codegenBuild(codegenPackageDir);
}

export function tscNoEmitMs() {
  rmSync(join(codegenPackageDir, 'src', 'generated'), { recursive: true, force: true });
  const start = performance.now();
  try {
    execFileSync(process.execPath, [tscBin, '--noEmit', '-p', codegenPackageDir], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(`tsc --noEmit failed:\n${error.stdout}`);
  }
  return performance.now() - start;
}
