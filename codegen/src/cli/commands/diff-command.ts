import { resolve } from 'node:path';
import { palette } from '../../diagnostics/palette.js';
import { useColor } from '../../diagnostics/use-color.js';
import { diffManifests } from '../../diff/diff-manifests.js';
import { formatDiff } from '../../diff/format-diff.js';
import { loadManifest } from '../../list/load-manifest.js';
import type { CliIo } from '../cli-io.js';
import { EXIT_FAILED, EXIT_OK } from '../exit-codes.js';
import { failureExitCode } from '../failure-exit-code.js';
import { jsonDiagnostic, printJson } from '../json-output.js';
import { printDiagnostics } from '../print-diagnostics.js';

export interface DiffCommandOptions {
  json?: boolean;
}

/**
 * `mcp-codegen diff <old> <new>`: the contract change between two manifests
 * (or package directories), classified. Exits 1 on a breaking change, so a CI
 * step can gate on it.
 */
export async function diffCommand(io: CliIo, oldPath: string, newPath: string, options: DiffCommandOptions): Promise<number> {
  const before = await loadManifest(resolve(io.cwd, oldPath));
  const after = await loadManifest(resolve(io.cwd, newPath));
  for (const loaded of [before, after]) {
    if (loaded.ok) continue;
    if (options.json) printJson(io, { ok: false, diagnostics: loaded.diagnostics.map(jsonDiagnostic) });
    else printDiagnostics(io, loaded.packageDir ?? io.cwd, loaded.diagnostics);
    return failureExitCode(loaded.diagnostics);
  }
  if (!before.ok || !after.ok) return EXIT_FAILED;
  const diff = diffManifests(before.manifest, after.manifest);
  const breaking = diff.changes.some((c) => c.level === 'breaking');
  if (options.json) printJson(io, { breaking, ...diff });
  else io.stdout.write(formatDiff(diff, palette(useColor(io.stdout, io.env))));
  return breaking ? EXIT_FAILED : EXIT_OK;
}
