import { isToolCallError, ToolCallError } from '../src/tool-call-error';

describe('ToolCallError across copies of @mcp-codegen/client', () => {
  it('instanceof holds for an error thrown by another copy of the package (a linked feature)', () => {
    // Another copy has its own class object; only the globally registered brand is shared.
    const { ToolCallError: OtherCopy } = jest.requireActual<typeof import('../src/tool-call-error')>('../src/tool-call-error');
    jest.isolateModules(() => {
      const other = require('../src/tool-call-error') as typeof import('../src/tool-call-error');
      expect(other.ToolCallError).not.toBe(OtherCopy);
      const error = new other.ToolCallError('add', [{ type: 'text', text: 'no' }]);
      expect(error instanceof ToolCallError).toBe(true);
      expect(isToolCallError(error)).toBe(true);
    });
  });

  it('other errors are not ToolCallErrors', () => {
    expect(new Error('x') instanceof ToolCallError).toBe(false);
    expect(isToolCallError({ tool: 'add', content: [] })).toBe(false);
    expect(isToolCallError(null)).toBe(false);
  });
});
