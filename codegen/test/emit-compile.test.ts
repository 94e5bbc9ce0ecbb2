/**
 * The generated dispatcher must compile under the repository's strict
 * settings against the real sample classes: emit the hand-built notes model
 * next to a copy of samples/01-notes/src and type-check it.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { emitAll } from '../src/emit/emit-all.js';
import { notesModel } from './fixtures/model-notes.js';

const repo = join(__dirname, '..', '..');

function typeCheck(root: string): string[] {
  const configFile = ts.readConfigFile(join(repo, 'tsconfig.base.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, repo);
  const files = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(root, 'src', file));
  const program = ts.createProgram(files, {
    ...options,
    composite: false,
    declaration: false,
    emitDeclarationOnly: false,
    noEmit: true,
    types: ['node'],
    typeRoots: [join(repo, 'node_modules/@types')],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

describe('feature.generated.ts', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'mcpg-compile-'));
    cpSync(join(repo, 'samples/01-notes/src'), join(root, 'src'), {
      recursive: true,
      filter: (source) => !source.includes('generated'),
    });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  function emitInto(model: ReturnType<typeof notesModel>): void {
    const result = emitAll(model);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    for (const file of result.value) {
      mkdirSync(dirname(join(root, file.path)), { recursive: true });
      writeFileSync(join(root, file.path), file.content);
    }
  }

  it('compiles under strict TypeScript against the sample classes', () => {
    emitInto(notesModel());
    expect(typeCheck(root)).toEqual([]);
  }, 60_000);

  it('fails to compile when the model disagrees with the classes (the check is real)', () => {
    const model = notesModel();
    model.tools[1].method = 'removeNote';
    emitInto(model);
    expect(typeCheck(root).join('\n')).toContain("'removeNote'");
  }, 60_000);
});
