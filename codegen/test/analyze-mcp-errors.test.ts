import { analyzeFixture, describe as place } from './helpers/analysis.js';

describe('MCP rules', () => {
  const result = analyzeFixture('mcp-errors');

  it('reports names, duplicates, URI templates and result types', () => {
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map(place)).toEqual([
      'MCPG3001 error src/mcp.ts:5:3',
      'MCPG3002 error src/mcp.ts:11:3',
      'MCPG3003 error src/mcp.ts:13:13',
      'MCPG3004 error src/mcp.ts:19:17',
      'MCPG3005 error src/mcp.ts:24:5',
      'MCPG3006 error src/mcp.ts:29:5',
      'MCPG3007 error src/mcp.ts:33:13',
      'MCPG3008 error src/mcp.ts:39:8',
      'MCPG3009 error src/mcp.ts:43:13',
      'MCPG3002 error src/mcp.ts:53:13',
    ]);
  });

  it('names the first declaration of a duplicate', () => {
    expect(result.diagnostics[1].message).toBe('Duplicate tool name "dup": already declared at src/mcp.ts:8:3.');
    expect(result.diagnostics[9].message).toBe('Duplicate resource URI "m://other": already declared at src/mcp.ts:48:13.');
  });
});
