import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GeneratedFile } from '../src/emit/generated-file.js';
import { checkOutputs } from '../src/write/check-outputs.js';
import { writeOutputs } from '../src/write/write-outputs.js';

const files: GeneratedFile[] = [
  { path: 'src/generated/a.generated.ts', content: 'export const a = 1;\n' },
  { path: 'src/generated/b.generated.json', content: '{}\n' },
];

describe('writeOutputs and checkOutputs', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'mcpg-write-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const mtime = (path: string) => statSync(join(dir, path)).mtimeMs;

  it('creates src/generated and writes every file the first time', () => {
    expect(checkOutputs(dir, files)).toEqual({ ok: false, stale: [], missing: files.map((f) => f.path), obsolete: [] });
    expect(writeOutputs(dir, files)).toEqual({ written: files.map((f) => f.path), unchanged: [], removed: [] });
    expect(readFileSync(join(dir, 'src/generated/a.generated.ts'), 'utf8')).toBe('export const a = 1;\n');
    expect(checkOutputs(dir, files)).toEqual({ ok: true, stale: [], missing: [], obsolete: [] });
  });

  it('leaves files whose bytes are unchanged alone, mtime included', () => {
    writeOutputs(dir, files);
    // Backdate, so a rewrite within the same clock tick would still show.
    const past = new Date(Date.now() - 60_000);
    for (const file of files) utimesSync(join(dir, file.path), past, past);
    const before = files.map((file) => mtime(file.path));

    expect(writeOutputs(dir, files)).toEqual({ written: [], unchanged: files.map((f) => f.path), removed: [] });
    expect(files.map((file) => mtime(file.path))).toEqual(before);
  });

  it('rewrites only the file that changed', () => {
    writeOutputs(dir, files);
    const changed = [files[0], { ...files[1], content: '{ "x": 1 }\n' }];
    expect(checkOutputs(dir, changed)).toEqual({ ok: false, stale: ['src/generated/b.generated.json'], missing: [], obsolete: [] });
    expect(writeOutputs(dir, changed)).toEqual({
      written: ['src/generated/b.generated.json'],
      unchanged: ['src/generated/a.generated.ts'],
      removed: [],
    });
  });

  it('reports obsolete generated files in check mode and deletes them on build, leaving user files alone', () => {
    mkdirSync(join(dir, 'src/generated'), { recursive: true });
    writeFileSync(join(dir, 'src/generated/old.generated.ts'), '// obsolete\n');
    writeFileSync(join(dir, 'src/generated/notes.md'), 'mine\n');
    writeFileSync(join(dir, 'src/generated/a.generated.ts'), files[0].content);

    expect(checkOutputs(dir, files.slice(0, 1))).toEqual({
      ok: false,
      stale: [],
      missing: [],
      obsolete: ['src/generated/old.generated.ts'],
    });
    expect(existsSync(join(dir, 'src/generated/old.generated.ts'))).toBe(true);
    expect(writeOutputs(dir, files.slice(0, 1)).removed).toEqual(['src/generated/old.generated.ts']);
    expect(existsSync(join(dir, 'src/generated/old.generated.ts'))).toBe(false);
    expect(existsSync(join(dir, 'src/generated/notes.md'))).toBe(true);
  });

  it('check mode writes nothing', () => {
    checkOutputs(dir, files);
    expect(existsSync(join(dir, 'src'))).toBe(false);
  });

  it('refuses a path outside the package', () => {
    expect(() => writeOutputs(dir, [{ path: '../escape.generated.ts', content: '' }])).toThrow(/outside the package/);
  });
});
