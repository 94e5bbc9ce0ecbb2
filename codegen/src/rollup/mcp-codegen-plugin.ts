import { resolve } from 'node:path';
import { formatDiagnostics } from '../diagnostics/format-diagnostics.js';
import { build } from '../pipeline/build-package.js';

export interface McpCodegenPluginOptions {
  /** Feature packages to build, relative to the working directory; default: `['.']`. */
  packages?: string[];
}

/** The part of Rollup's plugin interface this plugin uses (rollup is not a dependency of codegen). */
export interface McpCodegenRollupPlugin {
  name: string;
  buildStart(this: { error(message: string): never; warn(message: string): void; addWatchFile(id: string): void }): Promise<void>;
}

/**
 * Runs `mcp-codegen build` for each feature package when a Rollup build
 * starts, so the bundle always contains fresh generated code; errors fail the
 * Rollup build with the same diagnostics the CLI prints.
 *
 *     import mcpCodegen from '@mcp-codegen/codegen/rollup';
 *     export default { input: 'src/main.ts', plugins: [mcpCodegen({ packages: ['../notes'] }), ...] };
 */
export function mcpCodegen(options: McpCodegenPluginOptions = {}): McpCodegenRollupPlugin {
  const packages = (options.packages ?? ['.']).map((dir) => resolve(dir));
  return {
    name: 'mcp-codegen',
    async buildStart() {
      for (const dir of packages) {
        const result = await build(dir);
        const text = formatDiagnostics(result.diagnostics, { packageDir: result.packageDir });
        if (!result.ok) this.error(`mcp-codegen build ${dir} failed:\n${text}`);
        if (result.diagnostics.length > 0) this.warn(text);
        this.addWatchFile(resolve(dir, 'src'));
      }
    },
  };
}

export default mcpCodegen;
