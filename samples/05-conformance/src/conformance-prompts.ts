import { Complete, Prompt, embeddedResource, image, type PromptMessage } from '@mcp-codegen/decorators';
import { PNG_BASE64 } from './fixtures.js';

/** The prompts the conformance suite gets by name. */
export class ConformancePrompts {
  /** A simple prompt without arguments. */
  @Prompt({ name: 'test_simple_prompt', title: 'Simple Test Prompt' })
  simple(): string {
    return 'This is a simple prompt for testing.';
  }

  /**
   * A prompt with required arguments.
   * @param arg1 First test argument
   * @param arg2 Second test argument
   */
  @Prompt({ name: 'test_prompt_with_arguments', title: 'Prompt With Arguments' })
  withArguments(arg1: string, arg2: string): string {
    return `Prompt with arguments: arg1='${arg1}', arg2='${arg2}'`;
  }

  /** Suggests values for both arguments of test_prompt_with_arguments (the target of completion/complete). */
  @Complete({ prompt: 'test_prompt_with_arguments', argument: 'arg1' })
  @Complete({ prompt: 'test_prompt_with_arguments', argument: 'arg2' })
  completeArguments(value: string): string[] {
    return ['alpha', 'beta', 'gamma'].filter((candidate) => candidate.startsWith(value));
  }

  /**
   * A prompt that includes an embedded resource.
   * @param resourceUri URI of the resource to embed
   */
  @Prompt({ name: 'test_prompt_with_embedded_resource', title: 'Prompt With Embedded Resource' })
  withEmbeddedResource(resourceUri: string): PromptMessage[] {
    return [
      { role: 'user', content: embeddedResource({ uri: resourceUri, mimeType: 'text/plain', text: 'Embedded resource content for testing.' }) },
      { role: 'user', content: { type: 'text', text: 'Please process the embedded resource above.' } },
    ];
  }

  /** A prompt that includes image content. */
  @Prompt({ name: 'test_prompt_with_image', title: 'Prompt With Image' })
  withImage(): PromptMessage[] {
    return [
      { role: 'user', content: image(PNG_BASE64, 'image/png') },
      { role: 'user', content: { type: 'text', text: 'Please analyze the image above.' } },
    ];
  }
}
