import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertCliBuilt, REPO, runCli } from './helpers/run-cli.js';

const NOTES = join(REPO, 'samples', '01-notes');
const MANIFEST = join(NOTES, 'src', 'generated', 'manifest.generated.json');

describe('the built mcp-codegen: list and diff', () => {
  let tmp: string;
  beforeAll(() => {
    assertCliBuilt();
    mkdirSync(join(REPO, '.tmp'), { recursive: true });
    tmp = mkdtempSync(join(REPO, '.tmp', 'cli-diff-'));
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  /** A changed copy of the notes manifest. */
  const variant = (name: string, change: (m: any) => void): string => {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
    change(manifest);
    const path = join(tmp, `${name}.json`);
    writeFileSync(path, JSON.stringify(manifest));
    return path;
  };
  const tool = (m: any, name: string) => m.tools.find((t: any) => t.name === name);

  it('list prints the tables of a manifest file', () => {
    const run = runCli(['list', MANIFEST]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Feature notes\n/);
    expect(run.stdout).toMatch(/Tools \(3, about \d+ tokens\)\n {2}NAME +ARGUMENTS +OUTPUT +TOKENS +DESCRIPTION\n {2}addNote +title, body, tags\?, priority\? +structured +\d+ +Create a note/);
    expect(run.stdout).toMatch(/Resource templates \(\d+\)\n {2}URI TEMPLATE/);
    expect(run.stdout).toMatch(/Prompts \(1\)\n {2}NAME +ARGUMENTS +DESCRIPTION\n {2}summarize +id, style\?/);
  });

  it('inspect --json of a package directory analyses it and prints its manifest', () => {
    const run = runCli(['inspect', '--json', 'samples/01-notes']);
    expect(run.status).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json.feature).toBe('notes');
    expect(json.tools.map((t: any) => t.name)).toEqual(['addNote', 'deleteNote', 'searchNotes']);
  }, 120_000);

  it('list of something that is not a manifest fails with a diagnostic', () => {
    const path = join(tmp, 'not-a-manifest.json');
    writeFileSync(path, '{"hello": 1}');
    const run = runCli(['list', path]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/error MCPG1111: .*is not an mcp-codegen manifest/);
  });

  it('diff of identical manifests: no changes, exit 0', () => {
    const run = runCli(['diff', MANIFEST, MANIFEST]);
    expect([run.status, run.stdout]).toEqual([0, 'No contract changes.\n']);
  });

  it('a new tool and a new optional argument are features: exit 0, minor', () => {
    const after = variant('additions', (m) => {
      m.tools.push({ ...tool(m, 'deleteNote'), name: 'archiveNote' });
      tool(m, 'searchNotes').inputSchema.properties.offset = { type: 'integer' };
    });
    const run = runCli(['diff', MANIFEST, after, '--json']);
    expect(run.status).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json.breaking).toBe(false);
    expect(json.bump).toBe('minor');
    expect(json.changes).toEqual(
      expect.arrayContaining([
        { level: 'feature', target: 'tool archiveNote', message: 'added' },
        { level: 'feature', target: 'tool searchNotes', path: 'input.offset', message: 'new optional argument' },
      ]),
    );
  });

  it('removed tool, new required argument, narrowed enum and type, tightened bound, changed output: breaking, exit 1', () => {
    const after = variant('breaking', (m) => {
      m.tools = m.tools.filter((t: any) => t.name !== 'deleteNote');
      const add = tool(m, 'addNote');
      add.inputSchema.properties.folder = { type: 'string' };
      add.inputSchema.required.push('folder');
      add.inputSchema.properties.priority.enum = ['high', 'normal'];
      add.inputSchema.properties.title.maxLength = 40;
      const search = tool(m, 'searchNotes');
      search.inputSchema.properties.limit.type = 'integer';
      search.outputSchema.properties.total = { type: 'string' };
    });
    const run = runCli(['diff', MANIFEST, after]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('Breaking changes');
    expect(run.stdout).toContain('  tool deleteNote: removed\n');
    expect(run.stdout).toContain('  tool addNote input.folder: new required argument\n');
    expect(run.stdout).toContain('  tool addNote input.priority: narrowed: enum values removed: "low"\n');
    expect(run.stdout).toContain('  tool addNote input.title: narrowed: maxLength none → 40\n');
    expect(run.stdout).toContain('  tool searchNotes input.limit: narrowed: type number → integer\n');
    expect(run.stdout).toContain('  tool searchNotes output: output schema changed\n');
    expect(run.stdout).toMatch(/\n6 breaking changes: a major version bump\.\n$/);
  });

  it('a widened type and a description change are not breaking', () => {
    const after = variant('widened', (m) => {
      tool(m, 'addNote').inputSchema.properties.priority.enum.push('urgent');
      tool(m, 'addNote').description = 'Make a note.';
    });
    const run = runCli(['diff', MANIFEST, after]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('  tool addNote input.priority: widened: enum values added: "urgent"\n');
    expect(run.stdout).toContain('  tool addNote description: description changed\n');
    expect(run.stdout).toMatch(/No breaking changes: a minor version bump\.\n$/);
  });
});
