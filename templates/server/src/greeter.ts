import { Prompt, Resource, Tool } from '@mcp-codegen/decorators';

export class Greeter {
  /**
   * Greet someone by name.
   * @param name Who to greet
   * @param excited End with an exclamation mark
   */
  @Tool({ annotations: { readOnlyHint: true } })
  greet(name: string, excited: boolean = false): string {
    return `Hello, ${name}${excited ? '!' : '.'}`;
  }

  /** Today's motto. */
  @Resource('greeter://motto', { mimeType: 'text/plain' })
  motto(): string {
    return 'Be kind.';
  }

  /**
   * Ask the model for a greeting in another language.
   * @param language The language to greet in
   */
  @Prompt()
  translate(language: string): string {
    return `How do you say "hello" in ${language}?`;
  }
}
