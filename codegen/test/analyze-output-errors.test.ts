import { analyzeFixture, describe as place } from './helpers/analysis.js';

describe('analyzePackage on the output-errors fixture', () => {
  const result = analyzeFixture('output-errors');

  it('rejects an explicit outputSchema that is not an object schema, does not compile, or sits on a text tool', () => {
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map(place)).toEqual([
      'MCPG2102 error src/outputs.ts:4:3',
      'MCPG2102 error src/outputs.ts:9:3',
      'MCPG2102 error src/outputs.ts:14:3',
      'MCPG2101 warning src/outputs.ts:20:10',
    ]);
    const messages = result.diagnostics.map((d) => d.message);
    expect(messages[0]).toContain('must be a JSON Schema of type "object"');
    expect(messages[1]).toContain('not a valid schema');
    expect(messages[2]).toContain('must return an object');
    expect(messages[3]).toContain('Map');
  });
});
