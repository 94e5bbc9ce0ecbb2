import { Prompt, embeddedResource, image, text, type ContentBlock, type EmbeddedResource, type PromptMessage } from '@mcp-codegen/decorators';
import { PIXEL_PNG } from './shapes.js';

/** One prompt per kind of return value. */
export class ResultPrompts {
  /** A string: one user message. */
  @Prompt()
  plain(topic: string): string {
    return `Tell me about ${topic}.`;
  }

  /** A list of messages. */
  @Prompt()
  conversation(): PromptMessage[] {
    return [
      { role: 'user', content: text('Hi') },
      { role: 'assistant', content: text('Hello! How can I help?') },
    ];
  }

  /** A description and messages: the description replaces the JSDoc one. */
  @Prompt()
  described(topic: string): { description: string; messages: PromptMessage[] } {
    return { description: `About ${topic}`, messages: [{ role: 'user', content: text(`Explain ${topic}.`) }] };
  }

  /** Content blocks: each becomes a user message. */
  @Prompt()
  withImage(): ContentBlock[] {
    return [text('What is in this picture?'), image(PIXEL_PNG, 'image/png')];
  }

  /** One content block: an embedded resource as a user message. */
  @Prompt()
  withResource(uri: string): EmbeddedResource {
    return embeddedResource({ uri, mimeType: 'text/plain', text: `The contents of ${uri}` });
  }
}
