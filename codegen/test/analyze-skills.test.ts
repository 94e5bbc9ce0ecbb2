import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeSkills } from '../src/analyze/skills/analyze-skills.js';
import { DiagnosticCollector } from '../src/load/diagnostic-collector.js';
import { emitAll } from '../src/emit/emit-all.js';
import { FIXTURES, describe as place } from './helpers/analysis.js';
import { notesModel } from './fixtures/model-notes.js';

const dir = join(FIXTURES, 'skills');
const sha256 = (path: string) => `sha256:${createHash('sha256').update(readFileSync(join(dir, path))).digest('hex')}`;

function analyze() {
  const diagnostics = new DiagnosticCollector(dir);
  const skills = analyzeSkills({ packageDir: dir, toolNames: new Set(['known_tool']), resourceUris: new Set(), diagnostics });
  return { skills, diagnostics: diagnostics.sorted() };
}

describe('skills/ folders (SEP-2640) at build time', () => {
  const { skills, diagnostics } = analyze();

  it('reports each broken skill at its place in SKILL.md, with a hint', () => {
    expect(diagnostics.map(place)).toEqual([
      'MCPG3401 error skills/bad-yaml/SKILL.md:4:1',
      'MCPG3401 error skills/no-skill-md/:1:1',
      'MCPG3403 error skills/unknown-tool/SKILL.md:4:27',
      'MCPG3405 warning skills/unknown-tool/SKILL.md:6:3',
      'MCPG3402 error skills/wrong-name/SKILL.md:2:7',
    ]);
    expect(diagnostics.every((d) => d.hint)).toBe(true);
    const byCode = Object.fromEntries(diagnostics.map((d) => [d.code, d]));
    expect(byCode.MCPG3403.message).toContain('"missing_tool"');
    expect(byCode.MCPG3403.hint).toContain('known_tool');
    expect(byCode.MCPG3402.message).toContain('"other-name" differs from its folder "wrong-name"');
  });

  it('keeps the valid skill: the entry, with digests and sizes of the raw bytes, and its files as resources', () => {
    expect(skills.map((s) => s.descriptor.uri)).toEqual(['skill://good/SKILL.md']);
    const [good] = skills;
    expect(good.descriptor.frontmatter).toEqual({ name: 'good', description: 'A valid skill with a binary file.', 'allowed-tools': ['known_tool'] });
    expect(good.descriptor.resources).toEqual([
      { uri: 'skill://good/SKILL.md', digest: sha256('skills/good/SKILL.md'), size: readFileSync(join(dir, 'skills/good/SKILL.md')).length },
      { uri: 'skill://good/assets/logo.png', digest: sha256('skills/good/assets/logo.png'), size: 10 },
    ]);
    expect(good.files.map((f) => f.descriptor)).toEqual([
      { uri: 'skill://good/SKILL.md', name: 'good', description: 'A valid skill with a binary file.', mimeType: 'text/markdown' },
      { uri: 'skill://good/assets/logo.png', name: 'good/assets/logo.png', mimeType: 'image/png' },
    ]);
    expect(good.files[1].content).toEqual({ blob: readFileSync(join(dir, 'skills/good/assets/logo.png')).toString('base64') });
  });

  it('emits the entries into the manifest, the files as resources, and their contents in files.generated.ts', () => {
    const result = emitAll({ ...notesModel(), skills });
    if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('\n'));
    const file = (name: string) => result.value.find((f) => f.path.endsWith(name))!.content;
    const manifest = JSON.parse(file('manifest.generated.json'));
    expect(manifest.skills).toEqual([skills[0].descriptor]);
    expect(manifest.resources.map((r: { uri: string }) => r.uri)).toContain('skill://good/assets/logo.png');
    expect(file('feature.generated.ts')).toContain("'skill://good/SKILL.md': { result: 'result', read: readEmbeddedFile },");
    expect(file('files.generated.ts')).toContain(`'skill://good/assets/logo.png': { mimeType: 'image/png', blob: '${readFileSync(join(dir, 'skills/good/assets/logo.png')).toString('base64')}' }`);
  });

  it('emits no skills module for a package without skills', () => {
    const result = emitAll(notesModel());
    expect(result.ok && result.value.map((f) => f.path).some((p) => p.includes('files.generated'))).toBe(false);
  });
});
