import type { TaskSupport as DecoratorTaskSupport } from '@mcp-codegen/decorators';
import { TASK_SUPPORT, type TaskSupport } from '@mcp-codegen/manifest';
import { analyzeFixture, describe as place, expectModel } from './helpers/analysis.js';

describe('the task option of @Tool', () => {
  const result = analyzeFixture('task-options');

  it('reports a bad value and the option on @Resource or @Prompt as MCPG3121, at the option, with a hint', () => {
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map(place)).toEqual(['MCPG3121 error src/jobs.ts:21:11', 'MCPG3121 error src/jobs.ts:25:24', 'MCPG3121 error src/jobs.ts:31:13', 'MCPG3121 error src/jobs.ts:37:11']);
    expect(result.diagnostics.every((d) => d.hint)).toBe(true);
    expect(result.diagnostics[0].message).toBe(`The option "task" must be 'optional' or 'required'; got "always".`);
    expect(result.diagnostics[1].message).toBe('@Resource does not take the option "task".');
    expect(result.diagnostics[1].hint).toBe('"task" applies to @Tool only; remove it.');
    expect(result.diagnostics[3].message).toMatch(/"inputBeforeTask" needs "task"/);
  });
});

describe('a valid task option', () => {
  const model = expectModel(analyzeFixture('task-ok'));
  const tool = (name: string) => model.tools.find((t) => t.descriptor.name === name)!;

  it('is part of the policy, after the other options, and never of the listed descriptor', () => {
    expect(tool('build').policy).toEqual({ task: 'optional' });
    expect(tool('buildLarge').policy).toEqual({ timeoutMs: 60000, task: 'required' });
    expect(tool('buildLarge').descriptor).not.toHaveProperty('task');
    expect(tool('buildLarge').descriptor).not.toHaveProperty('execution');
  });

  it('keeps the result type: the output schema is the Report', () => {
    expect(tool('build').descriptor.outputSchema).toMatchObject({ type: 'object', properties: { rows: { type: 'number' } } });
  });
});

describe('the task support values', () => {
  it('are the same in @mcp-codegen/decorators (what users write) and @mcp-codegen/manifest (what codegen checks and the runtime reads)', () => {
    // Both directions are checked by the compiler (npm run typecheck); the values by jest.
    const fromManifest: DecoratorTaskSupport[] = [...TASK_SUPPORT];
    const fromDecorators: TaskSupport[] = ['optional', 'required'] satisfies DecoratorTaskSupport[];
    expect(fromManifest).toEqual(fromDecorators);
  });
});
