import { Prompt, Resource, Tool, ToolError } from '@mcp-codegen/decorators';

describe('markers', () => {
  class Greeter {
    @Tool({ name: 'greet', annotations: { readOnlyHint: true } })
    greet(name: string): string {
      return `Hello, ${name}`;
    }

    @Resource('greeter://motd', { mimeType: 'text/plain' })
    motd(): string {
      return 'Be kind.';
    }

    @Prompt()
    ask(topic: string): string {
      return `Tell me about ${topic}`;
    }
  }

  test('leave the decorated methods as they were', () => {
    const greeter = new Greeter();
    expect(greeter.greet('Ada')).toBe('Hello, Ada');
    expect(greeter.motd()).toBe('Be kind.');
    expect(greeter.ask('tea')).toBe('Tell me about tea');
    expect(Object.getOwnPropertyNames(Greeter.prototype).sort()).toEqual(['ask', 'constructor', 'greet', 'motd']);
  });

  test('work as standard (TC39) decorators too', () => {
    const standard = Tool() as (value: unknown, context: unknown) => unknown;
    const method = () => 1;
    expect(standard(method, { kind: 'method', name: 'm' })).toBeUndefined();
  });
});

describe('ToolError', () => {
  test('is an Error with its message and a recognisable brand', () => {
    const error = new ToolError('No such city', { cause: new Error('404') });
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('No such city');
    expect(error.name).toBe('ToolError');
    expect(ToolError.is(error)).toBe(true);
  });

  test('is told apart from other errors, also across package copies', () => {
    expect(ToolError.is(new Error('x'))).toBe(false);
    expect(ToolError.is(null)).toBe(false);
    expect(ToolError.is('ToolError')).toBe(false);
    const foreign = Object.assign(new Error('from another copy'), { [Symbol.for('mcp-codegen.ToolError')]: true });
    expect(ToolError.is(foreign)).toBe(true);
  });
});
