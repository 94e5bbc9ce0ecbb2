import { Tool, ToolError, audio, embeddedResource, image, type CallToolResult, type McpContext } from '@mcp-codegen/decorators';
import { PNG_BASE64, WAV_BASE64 } from './fixtures.js';

export interface Address {
  street?: string;
  city?: string;
}

/** The tools the official conformance suite calls by name. */
export class ConformanceTools {
  /** Tests simple text content response. */
  @Tool({ name: 'test_simple_text' })
  simpleText(): string {
    return 'This is a simple text response for testing.';
  }

  /** Tests image content response. */
  @Tool({ name: 'test_image_content' })
  imageContent(): CallToolResult {
    return { content: [image(PNG_BASE64, 'image/png')] };
  }

  /** Tests audio content response. */
  @Tool({ name: 'test_audio_content' })
  audioContent(): CallToolResult {
    return { content: [audio(WAV_BASE64, 'audio/wav')] };
  }

  /** Tests embedded resource content response. */
  @Tool({ name: 'test_embedded_resource' })
  embeddedResource(): CallToolResult {
    return {
      content: [embeddedResource({ uri: 'test://embedded-resource', mimeType: 'text/plain', text: 'This is an embedded resource content.' })],
    };
  }

  /** Tests response with multiple content types (text, image, resource). */
  @Tool({ name: 'test_multiple_content_types' })
  multipleContentTypes(): CallToolResult {
    return {
      content: [
        { type: 'text', text: 'Multiple content types test:' },
        image(PNG_BASE64, 'image/png'),
        embeddedResource({ uri: 'test://mixed-content-resource', mimeType: 'application/json', text: JSON.stringify({ test: 'data', value: 123 }) }),
      ],
    };
  }

  /** Tests tool that emits log messages during execution. */
  @Tool({ name: 'test_tool_with_logging' })
  withLogging(ctx: McpContext): string {
    ctx.log.info('Tool execution started');
    ctx.log.info('Tool processing data');
    ctx.log.info('Tool execution completed');
    return 'Tool with logging executed successfully';
  }

  /** Tests tool that reports progress notifications. */
  @Tool({ name: 'test_tool_with_progress' })
  withProgress(ctx: McpContext): string {
    for (const step of [0, 50, 100]) ctx.progress(step, 100, `Completed step ${step} of 100`);
    return 'Progress reported';
  }

  /** Tests error response handling. */
  @Tool({ name: 'test_error_handling' })
  errorHandling(): string {
    throw new ToolError('This tool intentionally returns an error for testing');
  }

  /**
   * Tests server-initiated sampling (LLM completion request).
   * @param prompt The prompt to send to the LLM
   */
  @Tool({ name: 'test_sampling' })
  async sampling(prompt: string, ctx: McpContext): Promise<string> {
    const result = await ctx.sample({ messages: [{ role: 'user', content: { type: 'text', text: prompt } }], maxTokens: 100 });
    const reply = result.content;
    return `LLM response: ${!Array.isArray(reply) && reply.type === 'text' ? reply.text : JSON.stringify(reply)}`;
  }

  /**
   * Tests server-initiated elicitation (user input request).
   * @param message The message to show the user
   */
  @Tool({ name: 'test_elicitation' })
  async elicitation(message: string, ctx: McpContext): Promise<string> {
    const result = await ctx.elicit({
      mode: 'form',
      message,
      requestedSchema: {
        type: 'object',
        properties: { response: { type: 'string', description: "User's response" } },
        required: ['response'],
      },
    });
    return `User response: action=${result.action}, content=${JSON.stringify(result.content ?? {})}`;
  }

  /** Tests elicitation with default values per SEP-1034. */
  @Tool({ name: 'test_elicitation_sep1034_defaults' })
  async elicitationDefaults(ctx: McpContext): Promise<string> {
    const result = await ctx.elicit({
      mode: 'form',
      message: 'Please review and update the form fields with defaults',
      requestedSchema: {
        type: 'object',
        properties: {
          name: { type: 'string', description: 'User name', default: 'John Doe' },
          age: { type: 'integer', description: 'User age', default: 30 },
          score: { type: 'number', description: 'User score', default: 95.5 },
          status: { type: 'string', description: 'User status', enum: ['active', 'inactive', 'pending'], default: 'active' },
          verified: { type: 'boolean', description: 'Verification status', default: true },
        },
        required: [],
      },
    });
    return `Elicitation completed: action=${result.action}, content=${JSON.stringify(result.content ?? {})}`;
  }

  /** Tests elicitation with enum schema improvements per SEP-1330. */
  @Tool({ name: 'test_elicitation_sep1330_enums' })
  async elicitationEnums(ctx: McpContext): Promise<string> {
    const titled = (prefix: string, titles: string[]) => titles.map((title, i) => ({ const: `${prefix}${i + 1}`, title }));
    const result = await ctx.elicit({
      mode: 'form',
      message: 'Please select options from the enum fields',
      requestedSchema: {
        type: 'object',
        properties: {
          untitledSingle: { type: 'string', description: 'Select one option', enum: ['option1', 'option2', 'option3'] },
          titledSingle: { type: 'string', description: 'Select one option with titles', oneOf: titled('value', ['First Option', 'Second Option', 'Third Option']) },
          legacyEnum: { type: 'string', description: 'Select one option (legacy)', enum: ['opt1', 'opt2', 'opt3'], enumNames: ['Option One', 'Option Two', 'Option Three'] },
          untitledMulti: { type: 'array', description: 'Select multiple options', minItems: 1, maxItems: 3, items: { type: 'string', enum: ['option1', 'option2', 'option3'] } },
          titledMulti: {
            type: 'array',
            description: 'Select multiple options with titles',
            minItems: 1,
            maxItems: 3,
            items: { anyOf: titled('value', ['First Choice', 'Second Choice', 'Third Choice']) },
          },
        },
        required: [],
      },
    });
    return `Elicitation completed: action=${result.action}, content=${JSON.stringify(result.content ?? {})}`;
  }

  /**
   * Tool with JSON Schema 2020-12 features for conformance testing (SEP-1613,
   * SEP-2106: `$anchor`, a root `allOf`/`anyOf`, `if`/`then`/`else`). Its
   * schema is given as written, to show it reaches clients unchanged.
   */
  @Tool({
    name: 'json_schema_2020_12_tool',
    inputSchema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      $defs: { address: { $anchor: 'addressDef', type: 'object', properties: { street: { type: 'string' }, city: { type: 'string' } } } },
      properties: {
        name: { type: 'string' },
        address: { $ref: '#/$defs/address' },
        contactMethod: { type: 'string', enum: ['phone', 'email'] },
        phone: { type: 'string' },
        email: { type: 'string' },
      },
      allOf: [{ anyOf: [{ required: ['phone'] }, { required: ['email'] }] }],
      if: { properties: { contactMethod: { const: 'phone' } }, required: ['contactMethod'] },
      then: { required: ['phone'] },
      else: { required: ['email'] },
      additionalProperties: false,
    },
  })
  jsonSchema202012(name?: string, address?: Address, contactMethod?: 'phone' | 'email', phone?: string, email?: string): string {
    return `JSON Schema 2020-12 tool called with: ${JSON.stringify({ name, address, contactMethod, phone, email })}`;
  }
}
