/** The console redirect of stdio servers: its stderr Console is made on the first console call, not at start-up. */
import { redirectConsoleToStderr } from '../src/transports/console-redirect';

describe('redirectConsoleToStderr', () => {
  it('makes its stderr Console on the first console call, once, and sends every call there', () => {
    const stderrWrite = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    // The stderr Console reads process.stderr twice (its stdout and stderr) when it is made.
    const stderrRead = jest.spyOn(process, 'stderr', 'get');
    const restore = redirectConsoleToStderr();
    try {
      expect(stderrRead).not.toHaveBeenCalled();
      console.log('one %d', 1);
      console.warn('two');
      console.error('three');
      expect(stderrRead).toHaveBeenCalledTimes(2);
      expect(stderrWrite.mock.calls.map((call) => String(call[0]))).toEqual(['one 1\n', 'two\n', 'three\n']);
    } finally {
      restore();
      stderrRead.mockRestore();
      stderrWrite.mockRestore();
    }
  });

  it('redirects the methods a Console has, and leaves the others alone', () => {
    const before = { ...(console as unknown as Record<string, unknown>) };
    const restore = redirectConsoleToStderr();
    try {
      for (const name of ['log', 'info', 'debug', 'dir', 'table', 'count', 'group', 'time', 'trace', 'assert']) {
        expect((console as unknown as Record<string, unknown>)[name]).not.toBe(before[name]);
      }
      expect(console.Console).toBe(before.Console);
    } finally {
      restore();
    }
    for (const [name, value] of Object.entries(before)) expect((console as unknown as Record<string, unknown>)[name]).toBe(value);
  });
});
