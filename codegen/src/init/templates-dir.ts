import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the scaffolds are: `templates/` shipped inside the codegen package
 * (copied in by its `prepack` script), or the repository's `templates/` when
 * running from the workspace. Searched upwards from this module's file, which
 * rollup may have put in dist/ or dist/chunks/.
 */
export function templatesDir(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    for (const candidate of [join(dir, 'templates'), join(dir, '..', 'templates')]) {
      if (existsSync(join(candidate, 'feature', 'package.json'))) return candidate;
    }
    dir = dirname(dir);
  }
  return undefined;
}
