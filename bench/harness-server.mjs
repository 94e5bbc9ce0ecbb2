#!/usr/bin/env node
// Builds the server the independent harness (../shared/bench) measures, the
// way a user builds it: two feature packages laid out like templates/feature
// (src/index.ts exports only `feature`; `mcp-codegen build && tsc` with the
// template's tsconfig), one with `add` and one with `add` plus 999 fillers of
// the harness's shape, and an app that calls serve([feature]) over stdio or
// stateless Streamable HTTP. Prints the harness arguments.
//
//   npm run build:packages
//   node bench/harness-server.mjs [--out DIR]        # default: a fresh folder under $TMPDIR
//   cd ../shared/bench && node bench.mjs <printed arguments> --servers floor,sdk --rounds 1
//
// The folder gets a node_modules symlink to this workspace's, so the packages
// resolve @mcp-codegen/* from the built dists, as an installed app would.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { rootDir } from './lib/paths.mjs';

const { values } = parseArgs({ options: { out: { type: 'string' }, 'many-tools': { type: 'string', default: '1000' } } });
const manyTools = Number(values['many-tools']);
const outDir = values.out ? resolve(values.out) : mkdtempSync(join(tmpdir(), 'mcp-codegen-harness-'));

const codegenBin = join(rootDir, 'codegen', 'bin', 'mcp-codegen.mjs');
const tscBin = join(rootDir, 'node_modules', 'typescript', 'bin', 'tsc');

const add = `
  /**
   * Add two numbers and return the sum as text.
   * @param a First addend
   * @param b Second addend
   */
  @Tool()
  add(a: number, b: number): string {
    return String(a + b);
  }
`;

// The harness's filler: { query: string, limit?: integer 1..100 }, its own texts per tool.
const filler = (i) => {
  const name = `filler_${String(i).padStart(4, '0')}`;
  return `
  /**
   * Filler tool number ${i}: searches dataset ${i} and returns matching records.
   * @param query Search query for dataset ${i}
   * @param limit Maximum number of results (1-100)
   */
  @Tool()
  ${name}(query: string, /** @minimum 1 @maximum 100 */ limit?: Integer): string {
    void query;
    void limit;
    return 'ok';
  }
`;
};

const classFile = (className, methods, imports) => `import { ${imports} } from '@mcp-codegen/decorators';

export class ${className} {${methods.join('')}}
`;

// What templates/feature has, minus the test and client scripts the bench does not need.
const featurePackageJson = (name) => ({ name, version: '0.0.0', private: true, type: 'module', main: './dist/index.js', types: './dist/index.d.ts' });
const templateTsconfig = {
  compilerOptions: { target: 'es2022', module: 'esnext', moduleResolution: 'bundler', strict: true, declaration: true, rootDir: 'src', outDir: 'dist', skipLibCheck: true },
  include: ['src'],
};
const templateIndex = "// The package's one export, as in templates/feature: the classes load on the first call.\nexport { feature } from './generated/feature.generated.js';\n";

function run(command, args, cwd) {
  try {
    execFileSync(process.execPath, [command, ...args], { cwd, stdio: 'pipe' });
  } catch (error) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${error.stdout}${error.stderr}`);
  }
}

function buildFeature(toolCount) {
  const dir = join(outDir, `feature-${toolCount}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(featurePackageJson(`harness-feature-${toolCount}`), null, 2)}\n`);
  writeFileSync(join(dir, 'tsconfig.json'), `${JSON.stringify(templateTsconfig, null, 2)}\n`);
  writeFileSync(join(dir, 'src', 'index.ts'), templateIndex);
  writeFileSync(join(dir, 'src', 'calc.ts'), classFile('Calc', [add], 'Tool'));
  const perClass = 100;
  for (let start = 1, group = 0; start < toolCount; start += perClass, group++) {
    const methods = [];
    for (let i = start; i < Math.min(start + perClass, toolCount); i++) methods.push(filler(i));
    writeFileSync(join(dir, 'src', `fillers-${group}.ts`), classFile(`Fillers${group}`, methods, 'Integer, Tool'));
  }
  const started = performance.now();
  run(codegenBin, ['build', dir], rootDir);
  const codegenMs = performance.now() - started;
  run(tscBin, ['-p', dir], dir);
  process.stderr.write(`built ${dir} (${toolCount} tools; mcp-codegen build ${Math.round(codegenMs)} ms)\n`);
  return dir;
}

// The app: what templates/server's main.ts does (the compile cache first, then the runtime), with the harness's PORT/HOST contract.
const appSource = `// serve([feature]) over stdio, or stateless Streamable HTTP with --http (PORT, HOST from the environment).
import module from 'node:module';
import { pathToFileURL } from 'node:url';

module.enableCompileCache?.();
const { serve } = await import('@mcp-codegen/runtime');

const [featureDir, mode] = process.argv.slice(2);
const { feature } = await import(pathToFileURL(\`\${featureDir}/dist/index.js\`).href);
if (mode === '--http') {
  const http = { host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 3000), sessions: false };
  await serve([feature], { name: 'ours', version: '0.0.0', transport: 'http', http });
} else {
  await serve([feature], { name: 'ours', version: '0.0.0' });
}
`;

mkdirSync(outDir, { recursive: true });
rmSync(join(outDir, 'node_modules'), { force: true });
symlinkSync(join(rootDir, 'node_modules'), join(outDir, 'node_modules'), 'dir');
writeFileSync(join(outDir, 'package.json'), '{ "private": true, "type": "module" }\n');
writeFileSync(join(outDir, 'app.mjs'), appSource);
const one = buildFeature(1);
const many = buildFeature(manyTools);
const app = join(outDir, 'app.mjs');
const q = (s) => `"${s}"`;
process.stdout.write(
  [
    '--name ours',
    `--stdio ${q(`node ${app} ${one}`)}`,
    `--stdio-many ${q(`node ${app} ${many}`)}`,
    `--http ${q(`node ${app} ${one} --http`)}`,
    `--http-many ${q(`node ${app} ${many} --http`)}`,
  ].join(' ') + '\n',
);
