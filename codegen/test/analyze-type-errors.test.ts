import { analyzeFixture, describe as place } from './helpers/analysis.js';

describe('parameter types without a JSON Schema', () => {
  const result = analyzeFixture('type-errors');

  it('reports each at its parameter', () => {
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map(place)).toEqual([
      'MCPG2001 error src/types.ts:5:7',
      'MCPG2001 error src/types.ts:10:7',
      'MCPG2001 error src/types.ts:15:6',
      'MCPG2001 error src/types.ts:25:9',
      'MCPG2001 error src/types.ts:25:33',
      'MCPG2004 error src/types.ts:37:8',
      'MCPG2002 error src/types.ts:42:8',
    ]);
  });

  it('names the offending part of the type', () => {
    const messages = result.diagnostics.map((d) => d.message);
    expect(messages[0]).toContain('bigint');
    expect(messages[1]).toContain('Map at filter.tags');
    expect(messages[2]).toContain('a function');
    // Record<string, number> (line 20) and a destructured input (line 31) are supported now.
    expect(messages[3]).toContain('Promise');
    expect(messages[4]).toContain('Set at items[]');
  });
});
