import { analyzeFixture, describe as place, expectModel } from './helpers/analysis.js';

describe('@header on tool parameters (x-mcp-header, SEP-2243)', () => {
  const result = analyzeFixture('headers-ok');
  const model = expectModel(result);
  const schema = model.tools[0].descriptor.inputSchema as { properties: Record<string, Record<string, unknown>> };

  it('annotates the parameter property, keeping its description and type', () => {
    expect(schema.properties.region).toEqual({ type: 'string', description: 'Where to run it.', 'x-mcp-header': 'Region' });
    expect(schema.properties.priority).toMatchObject({ type: 'integer', 'x-mcp-header': 'Priority' });
    expect(schema.properties.dryRun).toMatchObject({ type: 'boolean', 'x-mcp-header': 'Dry-Run' });
    expect(schema.properties.query).not.toHaveProperty('x-mcp-header');
  });

  it('annotates a property of an object parameter reached through properties', () => {
    const target = schema.properties.target as { properties: Record<string, Record<string, unknown>> };
    expect(target.properties.database).toMatchObject({ type: 'string', 'x-mcp-header': 'Database' });
  });

  it('reports nothing', () => {
    expect(result.diagnostics).toEqual([]);
  });
});

describe('invalid @header marks', () => {
  const result = analyzeFixture('headers-errors');

  it('reports each at the parameter', () => {
    expect(result.diagnostics.map(place)).toEqual([
      'MCPG3111 error src/sql.ts:10:30',
      'MCPG3112 error src/sql.ts:13:62',
      'MCPG3113 error src/sql.ts:16:26',
      'MCPG3113 error src/sql.ts:16:61',
      'MCPG3113 error src/sql.ts:19:5',
      'MCPG3114 warning src/sql.ts:22:30',
    ]);
  });

  it('says why', () => {
    const messages = result.diagnostics.map((d) => d.message);
    expect(messages[1]).toBe('The header name region at properties.two is already used by properties.one; header names are case-insensitive.');
    expect(messages[2]).toMatch(/of type "number"; only string, integer and boolean/);
    expect(messages[4]).toMatch(/properties\.rows\.items.* is not reachable from the root through `properties` alone/);
  });
});
