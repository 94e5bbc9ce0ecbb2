import { analyzeFixture, describe as place } from './helpers/analysis.js';

describe('URI templates and completions', () => {
  const result = analyzeFixture('template-errors');
  const message = (code: string, index = 0) => result.diagnostics.filter((d) => d.code === code)[index]?.message;

  it('reports each problem at its place', () => {
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map(place)).toEqual([
      'MCPG3010 error src/templates.ts:5:8',
      'MCPG3010 error src/templates.ts:10:10',
      'MCPG3011 error src/templates.ts:19:13',
      'MCPG2002 error src/templates.ts:25:8',
      'MCPG3012 error src/templates.ts:34:3',
      'MCPG3012 error src/templates.ts:39:3',
      'MCPG3013 error src/templates.ts:45:3',
      'MCPG3013 error src/templates.ts:45:5',
      'MCPG3002 error src/templates.ts:54:3',
      'MCPG1002 error src/templates.ts:59:13',
    ]);
  });

  it('says which side of a path/query mismatch to change', () => {
    expect(message('MCPG3010', 0)).toBe('The path variable {id} is always in the URI, but the parameter id is optional.');
    expect(message('MCPG3010', 1)).toBe('The query variable {?q} may be left out of a URI, but the parameter q is required.');
  });

  it('names the earlier template of the same shape', () => {
    expect(message('MCPG3011')).toBe('The URI template "t://pages/{name}" matches the same URIs as "t://pages/{slug}" (src/templates.ts:14:13).');
  });

  it('asks for a list for an exploded variable', () => {
    expect(message('MCPG2002')).toBe('The exploded variable {path*} is a list, but the parameter path has type string.');
  });

  it('names the unknown completion target and the known arguments', () => {
    expect(message('MCPG3012', 0)).toBe('@Complete names the prompt "nothing", which this package does not declare.');
    expect(message('MCPG3012', 1)).toBe('The prompt "ask" has no argument "colour".');
    expect(result.diagnostics.find((d) => d.code === 'MCPG3012' && d.message.includes('colour'))?.hint).toBe('Use one of: topic.');
  });

  it('checks the completion method signature and return type', () => {
    expect(message('MCPG3013', 0)).toBe('The completion method c returns number.');
    expect(message('MCPG3013', 1)).toBe('The first parameter of the completion method c receives the typed text, so it must be a string.');
  });

  it('allows one completion per argument, returning a promise of { values, total }', () => {
    expect(message('MCPG3002')).toMatch(/^Duplicate completion for "prompt ask argument topic": already declared at src\/templates.ts:49:3\.$/);
  });
});
