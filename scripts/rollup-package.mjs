// One rollup recipe for every published package: ESM + CJS from src/index.ts
// (swc, which keeps decorator metadata, unlike esbuild) and one bundled .d.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { swc } from 'rollup-plugin-swc3';
import { dts } from 'rollup-plugin-dts';

// One ASCII character for one UTF-16 unit, so columns and the source map stay as they are.
const LOOKALIKE = {
  '\u2192': '>', '\u2026': '.', '\u00b5': 'u', '\u00a7': 'S', '\u00d7': 'x', '\u00b7': '.',
  '\u2014': '-', '\u2013': '-', '\u2264': '<', '\u2265': '>', '\u2248': '~',
};

/**
 * V8 keeps a source file with any non-ASCII character as two-byte text, slower to
 * decode and parse at every start (bench/PROFILES.md, cold start, wave 5). swc
 * escapes strings (charset ascii), so what is left is in comments: replaced in place.
 */
function asciiComments() {
  return {
    name: 'ascii-comments',
    renderChunk(code, chunk) {
      if (!/[^\x00-\x7f]/.test(code)) return null;
      // An unknown character fails the build: it may sit in a regular expression, where a lookalike would change it.
      const ascii = code.replace(/[^\x00-\x7f]/g, (c) => LOOKALIKE[c] ?? this.error(`${chunk.fileName}: non-ASCII character U+${c.codePointAt(0).toString(16).toUpperCase()} left after swc; add it to LOOKALIKE if it is in a comment, or escape it`));
      return { code: ascii, map: null };
    },
  };
}

export function packageConfig(dir, { inputs = { index: 'src/index.ts' } } = {}) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const deps = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
  // Dependencies and their subpaths stay imports; node builtins too.
  const external = (id) => id.startsWith('node:') || deps.some((d) => id === d || id.startsWith(`${d}/`));
  const input = Object.fromEntries(Object.entries(inputs).map(([name, file]) => [name, join(dir, file)]));
  const tsconfig = join(dir, 'tsconfig.json');
  return [
    {
      input,
      external,
      plugins: [
        swc({
          // Not the tsconfig: swc would rewrite `@mcp-codegen/*` imports through
          // its `paths` into relative source paths. Every option is given here.
          tsconfig: false,
          sourceMaps: true,
          jsc: {
            target: 'es2022',
            parser: { syntax: 'typescript', decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
            // Strings and identifiers with non-ASCII characters escaped; asciiComments() does the rest.
            output: { charset: 'ascii' },
          },
        }),
        asciiComments(),
      ],
      output: [
        { dir: join(dir, 'dist'), format: 'es', entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name].mjs', sourcemap: true },
        { dir: join(dir, 'dist'), format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: 'chunks/[name].cjs', sourcemap: true, exports: 'named',
          // A dependency compiled to CommonJS keeps its default export on `.default` (code-block-writer): read it there.
          interop: 'auto' },
      ],
    },
    {
      input,
      external,
      plugins: [dts({ tsconfig, compilerOptions: { composite: false, incremental: false } })],
      output: { dir: join(dir, 'dist'), format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: 'chunks/[name].d.ts' },
    },
  ];
}
