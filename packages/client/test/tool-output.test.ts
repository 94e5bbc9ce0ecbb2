// How a tools/call result becomes what a typed method resolves to.
import { OutputValidationError, toolOutput } from '../src/tool-output';
import { ToolCallError, UnexpectedResultError } from '../src/tool-call-error';

const text = (t: string) => ({ type: 'text', text: t });

describe('toolOutput', () => {
  it('resolves structuredContent, unwraps { result }, joins text, or passes the result', () => {
    const result = { content: [text('{"a":1}')], structuredContent: { a: 1 } };
    expect(toolOutput('t', { output: 'structured' }, result)).toEqual({ a: 1 });
    expect(toolOutput('t', { output: 'wrapped' }, { content: [], structuredContent: { result: [1, 2] } })).toEqual([1, 2]);
    expect(toolOutput('t', { output: 'wrapped' }, { content: [], structuredContent: {} })).toBeUndefined();
    expect(toolOutput('t', { output: 'text' }, { content: [text('a'), { type: 'image', data: '', mimeType: 'image/png' }, text('b')] })).toBe('a\nb');
    expect(toolOutput('t', { output: 'result' }, result)).toBe(result);
  });

  it('throws an isError result as ToolCallError with its content', () => {
    const error = (() => {
      try {
        toolOutput('del', { output: 'text' }, { content: [text('No note "n9".')], isError: true });
      } catch (e) {
        return e as ToolCallError;
      }
    })();
    expect(error).toBeInstanceOf(ToolCallError);
    expect(error).toMatchObject({ name: 'ToolCallError', tool: 'del', message: 'No note "n9".', content: [text('No note "n9".')] });
  });

  it('rejects results that lack what the plan needs', () => {
    expect(() => toolOutput('t', { output: 'structured' }, { content: [] })).toThrow(UnexpectedResultError);
    expect(() => toolOutput('t', { output: 'text' }, { nothing: true })).toThrow('The tool "t" answered without a content list.');
  });

  it('validates structured content only when given a validator and the tool has a schema', () => {
    const schema = { type: 'object' };
    const result = { content: [], structuredContent: { result: 1 } };
    const seen: unknown[] = [];
    const ok = (s: unknown, v: unknown, tool: string) => (seen.push([s, v, tool]), true);
    expect(toolOutput('t', { output: 'wrapped', outputSchema: schema }, result, ok)).toBe(1);
    expect(seen).toEqual([[schema, { result: 1 }, 't']]);
    expect(toolOutput('t', { output: 'wrapped' }, result, () => false)).toBe(1);
    expect(() => toolOutput('t', { output: 'wrapped', outputSchema: schema }, result, () => false)).toThrow(OutputValidationError);
    expect(() => toolOutput('t', { output: 'wrapped', outputSchema: schema }, result, () => ['/result must be string'])).toThrow(
      'The result of the tool "t" does not match its output schema: /result must be string',
    );
  });
});
