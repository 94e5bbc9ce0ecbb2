// Compiles a package's src/**/*.ts to dist/**/*.js with swc: no type check,
// legacy decorators, ESM, so node runs it with workspace node_modules.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { transformFile } from '@swc/core';

const options = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: false },
    target: 'es2022',
  },
  module: { type: 'es6' },
  sourceMaps: false,
};

function tsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

export async function compilePackage(packageDir) {
  const src = join(packageDir, 'src');
  await Promise.all(
    tsFiles(src).map(async (file) => {
      const { code } = await transformFile(file, options);
      const out = join(packageDir, 'dist', relative(src, file).replace(/\.ts$/, '.js'));
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, code);
    }),
  );
}
