// `mcp-codegen list --profiles`, the built command: the tools × client profiles matrix, as text and JSON.
import { join } from 'node:path';
import { assertCliBuilt, REPO, runCli } from '../helpers/run-cli.js';

const manifest = (sample: string) => join(REPO, 'samples', sample, 'src', 'generated', 'manifest.generated.json');

describe('mcp-codegen list --profiles', () => {
  beforeAll(() => assertCliBuilt());

  it('prints one row per tool and one column per profile, with the broken rules', () => {
    const run = runCli(['list', '--profiles', manifest('01-notes')]);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('Feature notes: tools × client profiles');
    expect(lines[1]!.trim().split(/\s+/)).toEqual(['TOOL', 'BEDROCK', 'CLAUDE', 'CLAUDE-CODE', 'GEMINI', 'OPENAI-STRICT', 'VSCODE']);
    expect(lines.find((l) => l.trim().startsWith('addNote'))!.trim().split(/\s+/)).toEqual(['addNote', 'ok', 'ok', 'ok', '✗', 'additional-properties,default', '✗', 'optional', 'ok']);
    expect(run.stdout).toContain("3 of 3 tools break some client's rules (docs/portability.md).");
  });

  it('shows the variants a lowering build made, as JSON too', () => {
    const run = runCli(['list', '--profiles', '--json', manifest('03-types')]);
    expect(run.status).toBe(0);
    const matrix = JSON.parse(run.stdout) as Record<string, Record<string, { status: string; rules?: string[] }>>;
    expect(Object.keys(matrix)).toHaveLength(18);
    expect(matrix.rawQuery).toEqual({
      bedrock: { status: 'lowered' },
      claude: { status: 'ok' },
      'claude-code': { status: 'ok' },
      gemini: { status: 'lowered' },
      'openai-strict': { status: 'lowered' },
      vscode: { status: 'lowered' },
    });
    for (const row of Object.values(matrix)) for (const cell of Object.values(row)) expect(cell.status).not.toBe('rejected');
  });
});
