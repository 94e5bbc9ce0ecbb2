import { analyzeFixture, describe as place, expectModel } from './helpers/analysis.js';

describe('handler policies from decorator options', () => {
  const model = expectModel(analyzeFixture('policy-ok'));
  const tool = (name: string) => model.tools.find((t) => t.descriptor.name === name)!;

  it('reads scopes, timeoutMs and rateLimit of a tool in a fixed key order', () => {
    expect(tool('send').policy).toEqual({ scopes: ['mail:send'], timeoutMs: 5000, rateLimit: { limit: 10, windowMs: 60000 } });
    expect(Object.keys(tool('send').policy!)).toEqual(['scopes', 'timeoutMs', 'rateLimit']);
    expect(Object.keys(tool('send').policy!.rateLimit!)).toEqual(['limit', 'windowMs']);
  });

  it('leaves policy out when none is declared, or an empty scopes list; prompts take rateLimit too', () => {
    expect(tool('plain')).not.toHaveProperty('policy');
    expect(model.prompts[0].policy).toEqual({ timeoutMs: 100, rateLimit: { limit: 5, windowMs: 1000 } });
  });

  it('reads cache of resources and templates', () => {
    expect(model.resources[0].policy).toEqual({ cache: { ttlMs: 60000, cacheScope: 'public' } });
    expect(model.resourceTemplates[0].policy).toEqual({ scopes: ['files:read'], cache: { ttlMs: 0 } });
  });

  it('keeps policies out of the listed descriptors', () => {
    const descriptors = [...model.tools, ...model.resources, ...model.resourceTemplates, ...model.prompts].map((h) => h.descriptor);
    for (const descriptor of descriptors) {
      for (const key of ['scopes', 'timeoutMs', 'rateLimit', 'cache', 'policy']) expect(descriptor).not.toHaveProperty(key);
    }
  });
});

describe('invalid handler policies', () => {
  const result = analyzeFixture('policy-errors');

  it('reports each at the option, with a hint', () => {
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map(place)).toEqual([
      'MCPG3101 error src/policies.ts:6:11',
      'MCPG3101 error src/policies.ts:9:11',
      'MCPG3101 error src/policies.ts:12:11',
      'MCPG3101 error src/policies.ts:16:11',
      'MCPG3101 error src/policies.ts:19:24',
      'MCPG3101 error src/policies.ts:25:13',
      'MCPG1002 error src/policies.ts:30:31',
    ]);
    expect(result.diagnostics.every((d) => d.hint)).toBe(true);
  });

  it('says what is wrong', () => {
    expect(result.diagnostics[0].message).toMatch(/"timeoutMs" must be a whole number of milliseconds from 1/);
    expect(result.diagnostics[3].message).toBe('@Tool does not take the option "cache".');
    expect(result.diagnostics[5].message).toBe('@Prompt does not take the option "cache".');
  });
});
