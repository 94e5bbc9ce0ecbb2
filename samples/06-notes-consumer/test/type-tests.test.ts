// The type tests (type-tests/*.ts) are compiled by `tsc -b samples`, which
// fails on an unused `@ts-expect-error`. This checks the other direction:
// with the directives removed, the errors are on exactly the lines they
// marked, and nowhere else.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const consumer = join(__dirname, '..');
const DIRECTIVE = '// @ts-expect-error';

function compileWithoutDirectives(file: string): { expected: number[]; actual: number[] } {
  const lines = readFileSync(file, 'utf8').split('\n');
  const expected: number[] = [];
  // Blank the directive lines (keeping line numbers) and remember the line each one guards.
  const stripped = lines.map((line, i) => {
    if (!line.trim().startsWith(DIRECTIVE)) return line;
    expected.push(i + 2);
    return '';
  });
  const config = ts.getParsedCommandLineOfConfigFile(join(consumer, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile;
  host.readFile = (name) => (name === file ? stripped.join('\n') : readFile(name));
  const program = ts.createProgram([file], { ...config.options, noEmit: true, composite: false, declaration: false, emitDeclarationOnly: false }, host);
  const actual = ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName === file)
    .map((d) => d.file!.getLineAndCharacterOfPosition(d.start!).line + 1);
  return { expected, actual: [...new Set(actual)].sort((a, b) => a - b) };
}

describe.each(readdirSync(join(consumer, 'type-tests')).filter((f) => f.endsWith('.ts')))('type test %s', (name) => {
  it('fails to compile on exactly the lines marked @ts-expect-error', () => {
    const { expected, actual } = compileWithoutDirectives(join(consumer, 'type-tests', name));
    expect(expected.length).toBeGreaterThan(10);
    expect(actual).toEqual(expected);
  }, 60_000);
});
