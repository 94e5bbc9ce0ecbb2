// Every package that offers a `require` entry must work through it as through `import`: same
// exports, and for codegen the same build. Both entries are bundled from one source by rollup,
// and an interop default once broke the CommonJS build (`CodeBlockWriter is not a constructor`)
// while every ESM test stayed green.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { workspaceRoot } from './workspace-packages';

const packageDirs = ['codegen', ...readdirSync(join(workspaceRoot, 'packages')).map((name) => `packages/${name}`)];

/** Every export subpath with both an `import` and a `require` condition, as `name/subpath`. */
function dualEntries(): string[] {
  const out: string[] = [];
  for (const dir of packageDirs) {
    const pkg = JSON.parse(readFileSync(join(workspaceRoot, dir, 'package.json'), 'utf8'));
    for (const [subpath, conditions] of Object.entries<Record<string, string>>(pkg.exports ?? {})) {
      if (typeof conditions === 'object' && conditions.import && conditions.require) out.push(join(pkg.name, subpath).replace(/\/\.$/, ''));
    }
  }
  return out.sort();
}

function node(script: string): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: workspaceRoot, encoding: 'utf8' });
}

describe('CommonJS entries', () => {
  const entries = dualEntries();

  it('finds the dual entries of the workspace packages', () => {
    expect(entries).toEqual(expect.arrayContaining(['@mcp-codegen/codegen', '@mcp-codegen/runtime', '@mcp-codegen/manifest']));
  });

  it.each(entries)('%s: require() gives the exports import() gives', (entry) => {
    const script = `
      import { createRequire } from 'node:module';
      const shape = (m) => Object.keys(m).filter((k) => k !== 'default' && k !== '__esModule').sort().map((k) => k + ':' + typeof m[k]);
      const viaRequire = shape(createRequire(process.cwd() + '/')(${JSON.stringify(entry)}));
      const viaImport = shape(await import(${JSON.stringify(entry)}));
      console.log(JSON.stringify({ viaRequire, viaImport }));`;
    const { viaRequire, viaImport } = JSON.parse(node(script));
    expect(viaImport.length).toBeGreaterThan(0);
    expect(viaRequire).toEqual(viaImport);
  });

  it("codegen's build() writes the same files through require() as through import()", () => {
    // Two levels under the root, so the sample's `../../` paths (tsconfig base, references) still resolve.
    const dirs = { esm: join(workspaceRoot, '.tmp', `cjs-entry-esm-${process.pid}`), cjs: join(workspaceRoot, '.tmp', `cjs-entry-cjs-${process.pid}`) };
    try {
      for (const dir of Object.values(dirs)) {
        rmSync(dir, { recursive: true, force: true });
        mkdirSync(dir, { recursive: true });
        for (const part of ['package.json', 'tsconfig.json', 'src']) cpSync(join(workspaceRoot, 'samples/01-notes', part), join(dir, part), { recursive: true });
        rmSync(join(dir, 'src', 'generated'), { recursive: true, force: true });
      }
      const build = (how: string, dir: string) =>
        node(`
          import { createRequire } from 'node:module';
          const codegen = ${how === 'cjs' ? "createRequire(process.cwd() + '/')('@mcp-codegen/codegen')" : "await import('@mcp-codegen/codegen')"};
          const result = await codegen.build(${JSON.stringify(dir)});
          if (!result.ok) { console.error(JSON.stringify(result.diagnostics)); process.exit(1); }`);
      build('esm', dirs.esm);
      build('cjs', dirs.cjs);
      const files = (dir: string) => walk(join(dir, 'src')).map((file) => [relative(dir, file), readFileSync(file, 'utf8')]);
      const esmFiles = files(dirs.esm);
      expect(esmFiles.some(([name]) => name.includes('generated'))).toBe(true);
      expect(files(dirs.cjs)).toEqual(esmFiles);
    } finally {
      for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
    }
  });
});

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => (statSync(join(dir, entry)).isDirectory() ? walk(join(dir, entry)) : [join(dir, entry)]));
}
