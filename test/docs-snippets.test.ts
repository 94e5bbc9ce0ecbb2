// Code in the docs is taken from files that compile in CI: every ```ts block of
// README.md and docs/*.md names its source region (scripts/docs-snippets.mjs)
// or says why it is exempt. Checked on the real docs, and on small fixtures
// that show each way a block can go wrong.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { workspaceRoot } from './workspace-packages';

const script = join(workspaceRoot, 'scripts/docs-snippets.mjs');

function runScript(root: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [script, '--root', root, ...args], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the docs of this repository', () => {
  it('hold only code that is equal to a region of a compiled file, or exempt with a reason', () => {
    const { status, output } = runScript(workspaceRoot);
    // On failure the output names each block and says what to do.
    expect(output).not.toMatch(/problem/);
    expect(status).toBe(0);
  });
});

describe('docs-snippets on fixtures', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const source = ['export class A {', '  // #region greet', '  greet(): string {', "    return 'hi';", '  }', '  // #endregion', '}', ''].join('\n');
  const block = (marker: string, code: string) => `# Doc\n\n${marker}\n\`\`\`ts\n${code}\n\`\`\`\n`;
  const greet = "greet(): string {\n  return 'hi';\n}";

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'docs-snippets-'));
    write('src/a.ts', source);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('accepts a block equal to its region (dedented) and an exemption with a reason', () => {
    write('docs/ok.md', block('<!-- snippet: src/a.ts#greet -->', greet) + block('<!-- snippet: none (broken on purpose) -->', 'class {'));
    expect(runScript(root)).toEqual({ status: 0, output: '' });
  });

  it('fails when a block differs from its region, and --write refreshes it', () => {
    write('README.md', block('<!-- snippet: src/a.ts#greet -->', 'greet() { ... }'));
    const checked = runScript(root);
    expect(checked.status).toBe(1);
    expect(checked.output).toContain('README.md:4: the block differs from src/a.ts#greet');
    expect(runScript(root, '--write').status).toBe(0);
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toBe(block('<!-- snippet: src/a.ts#greet -->', greet));
    expect(runScript(root).status).toBe(0);
  });

  it('fails when the marker names a missing file or region', () => {
    write('docs/a.md', block('<!-- snippet: src/gone.ts#greet -->', greet) + block('<!-- snippet: src/a.ts#wave -->', greet));
    const { status, output } = runScript(root, '--write');
    expect(status).toBe(1);
    expect(output).toContain('docs/a.md:4: the snippet file src/gone.ts does not exist');
    expect(output).toContain('docs/a.md:12: src/a.ts has no region "wave"');
  });

  it('fails on a block with no marker or an exemption without a reason, and says what to do', () => {
    write('docs/guide/deep.md', block('Some prose.', 'const x = 1;') + block('<!-- snippet: none -->', 'const y = 2;'));
    const { status, output } = runScript(root);
    expect(status).toBe(1);
    expect(output).toContain('docs/guide/deep.md:4: a ```ts block without a snippet marker');
    expect(output).toContain('docs/guide/deep.md:10: an exemption must say why');
    expect(output).toContain('`<!-- snippet: <path>#<name> -->`');
    expect(output).toContain('node scripts/docs-snippets.mjs --write');
  });

  it('checks an excerpt of a generated file by its text, wherever it sits in the file', () => {
    write('src/generated.ts', '// header\nexport const feature = {\n  tools: {\n    a: 1,\n  },\n};\n');
    write('docs/gen.md', block('<!-- snippet: src/generated.ts (excerpt) -->', 'tools: {\n  a: 1,\n},'));
    expect(runScript(root).status).toBe(0);
    write('docs/gen.md', block('<!-- snippet: src/generated.ts (excerpt) -->', 'tools: {\n  a: 2,\n},'));
    expect(runScript(root).output).toContain('docs/gen.md:4: the block is no longer an excerpt of src/generated.ts');
  });

  it('ignores blocks of other languages, even ones that contain a ```ts line', () => {
    write('docs/md.md', '# Doc\n\n````md\n```ts\nnot checked\n```\n````\n\n```sh\nnpm test\n```\n');
    expect(runScript(root).status).toBe(0);
  });
});
