import { analyzeFixture, describe as place } from './helpers/analysis.js';

describe('discovery errors', () => {
  const result = analyzeFixture('discover-errors');

  it('collects every problem of the run, in source order', () => {
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map(place)).toEqual([
      'MCPG1001 error src/handlers.ts:6:7',
      'MCPG1002 error src/handlers.ts:14:11',
      'MCPG1002 error src/handlers.ts:17:13',
      'MCPG1002 error src/handlers.ts:20:3',
      'MCPG1003 error src/handlers.ts:24:10',
      'MCPG1003 error src/handlers.ts:27:7',
      'MCPG1007 error src/handlers.ts:32:3',
      'MCPG1002 error src/handlers.ts:37:40',
      'MCPG1002 error src/handlers.ts:40:9',
      'MCPG1003 error src/handlers.ts:44:11',
    ]);
  });

  it('says what is wrong and how to fix it', () => {
    const [notExported, shorthand] = result.diagnostics;
    expect(notExported.message).toContain('The class Hidden has MCP handlers but is not exported');
    expect(notExported.hint).toBe('Export the class: export class Hidden { ... }');
    expect(shorthand.message).toContain('`title` is not one');
    expect(result.diagnostics.every((d) => d.hint)).toBe(true);
  });
});
