import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Feature } from '@mcp-codegen/manifest';

/** The built JavaScript of a package's generated feature, where `tsc` puts it by default. */
const BUILT_FEATURE = ['dist/generated/feature.generated.js', 'dist/generated/feature.generated.mjs'];

/**
 * Imports a feature package's built feature: dist/generated/feature.generated.js,
 * else the package's main export. Returns an error message a user can act on.
 */
export async function loadFeature(packageDir: string): Promise<Feature | string> {
  const file = BUILT_FEATURE.map((f) => join(packageDir, f)).find(existsSync) ?? mainExport(packageDir);
  if (!file) return `No built feature in ${packageDir}: expected ${BUILT_FEATURE[0]} or a "main"/"exports" entry. Run \`npm run build\` (mcp-codegen build && tsc) first.`;
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const feature = [module.feature, ...Object.values(module)].find(isFeature);
  return feature ?? `${file} exports no feature (an object with a "manifest"). Export the generated one: export { feature } from './generated/feature.generated.js'.`;
}

function isFeature(value: unknown): value is Feature {
  return typeof value === 'object' && value !== null && 'manifest' in value;
}

function mainExport(packageDir: string): string | undefined {
  const pkg = readPackageJson(join(packageDir, 'package.json'));
  const exp = pkg?.exports as Record<string, unknown> | string | undefined;
  const dot = typeof exp === 'string' ? exp : (exp?.['.'] as Record<string, unknown> | string | undefined);
  const entry = typeof dot === 'string' ? dot : ((dot?.import ?? dot?.default ?? pkg?.module ?? pkg?.main) as string | undefined);
  const file = entry ? join(packageDir, entry) : undefined;
  return file && existsSync(file) ? file : undefined;
}

function readPackageJson(path: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/**
 * The ESM entry of @mcp-codegen/runtime as the package itself resolves it
 * (node_modules upwards from the package), so the feature and the server
 * share one copy of the runtime and of @mcp-codegen/decorators (ToolError).
 */
export function runtimeEntry(packageDir: string): string | undefined {
  for (let dir = packageDir; ; dir = dirname(dir)) {
    const root = join(dir, 'node_modules', '@mcp-codegen', 'runtime');
    const pkg = readPackageJson(join(root, 'package.json'));
    if (pkg) {
      const dot = (pkg.exports as Record<string, Record<string, string>> | undefined)?.['.'];
      return join(root, dot?.import ?? (pkg.module as string | undefined) ?? (pkg.main as string));
    }
    if (dirname(dir) === dir) return undefined;
  }
}
