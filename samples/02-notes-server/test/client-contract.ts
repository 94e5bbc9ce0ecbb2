// The behaviour every official client must see from the sample server. The
// v1 and v2 test files run this same suite, each with its own SDK client.
import { assertServerBuilt } from './server-process';

/** What both SDK clients offer, as far as these tests use them. */
export interface SdkClient {
  getServerVersion(): { name: string; version: string } | undefined;
  getServerCapabilities(): Record<string, unknown> | undefined;
  listTools(): Promise<{ tools: Array<Record<string, any>> }>;
  callTool(params: { name: string; arguments?: Record<string, unknown> }): Promise<Record<string, any>>;
  listResources(): Promise<{ resources: Array<Record<string, any>> }>;
  listResourceTemplates(): Promise<{ resourceTemplates: Array<Record<string, any>> }>;
  readResource(params: { uri: string }): Promise<{ contents: Array<Record<string, any>> }>;
  listPrompts(): Promise<{ prompts: Array<Record<string, any>> }>;
  getPrompt(params: { name: string; arguments?: Record<string, string> }): Promise<{ messages: Array<Record<string, any>> }>;
  complete(params: { ref: { type: 'ref/prompt'; name: string } | { type: 'ref/resource'; uri: string }; argument: { name: string; value: string }; context?: { arguments?: Record<string, string> } }): Promise<{ completion: { values: string[]; total?: number; hasMore?: boolean } }>;
  ping(): Promise<unknown>;
  close(): Promise<void>;
}


async function rejection(promise: Promise<unknown>): Promise<{ code?: number; message: string; data?: any }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: number; message: string; data?: any };
  }
  throw new Error('expected the request to fail');
}

function text(result: Record<string, any>): string {
  return result.content.map((c: { text?: string }) => c.text ?? '').join('\n');
}

/** How a client surfaces resource-not-found: v1 passes -32002 through; v2 raises ResourceNotFoundError. */
export type ResourceNotFoundCheck = (error: any, uri: string) => void;

export function clientContract(connect: () => Promise<SdkClient>, expectResourceNotFound: ResourceNotFoundCheck): void {
  let client: SdkClient;

  beforeAll(async () => {
    assertServerBuilt();
    client = await connect();
  });

  afterAll(async () => {
    await client?.close();
  });

  test('initialize reports the server and the capabilities its features need', () => {
    expect(client.getServerVersion()).toMatchObject({ name: 'notes-server', version: '0.1.0' });
    const capabilities = client.getServerCapabilities();
    expect(capabilities).toHaveProperty('tools');
    expect(capabilities).toHaveProperty('resources');
    expect(capabilities).toHaveProperty('prompts');
  });

  test('ping answers', async () => {
    await expect(client.ping()).resolves.toBeDefined();
  });

  test('tools/list gives 2020-12 schemas described by the JSDoc', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['addNote', 'deleteNote', 'searchNotes']);
    const addNote = tools.find((t) => t.name === 'addNote')!;
    expect(addNote.description).toBe('Create a note and return it.');
    expect(addNote.title).toBe('Add note');
    // No $schema: 2020-12 is MCP's default dialect, so the listed schemas leave it out.
    expect(addNote.inputSchema).not.toHaveProperty('$schema');
    expect(addNote.inputSchema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['body', 'title'],
      properties: {
        title: { type: 'string', description: 'Short title shown in lists' },
        tags: { type: 'array', items: { type: 'string' }, default: [] },
        priority: { enum: expect.arrayContaining(['low', 'normal', 'high']), default: 'normal' },
      },
    });
    // An object return type gives an outputSchema (the SDK checks structuredContent against it); a string gives none.
    expect(addNote.outputSchema).toMatchObject({ type: 'object', required: ['body', 'createdAt', 'id', 'priority', 'tags', 'title'] });
    expect(tools.find((t) => t.name === 'deleteNote')!.outputSchema).toBeUndefined();
    const search = tools.find((t) => t.name === 'searchNotes')!;
    expect(search.annotations).toEqual({ readOnlyHint: true });
    expect(search.inputSchema.properties.order).toMatchObject({ enum: ['newest', 'oldest'], default: 'newest' });
    expect(search.inputSchema.required).toEqual(['query']);
  });

  test('tools/call returns an object as structuredContent and JSON text', async () => {
    const result = await client.callTool({ name: 'addNote', arguments: { title: 'Groceries', body: 'Milk, eggs', tags: ['home'] } });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ title: 'Groceries', body: 'Milk, eggs', tags: ['home'], priority: 'normal' });
    expect(JSON.parse(text(result))).toEqual(result.structuredContent);

    const search = await client.callTool({ name: 'searchNotes', arguments: { query: 'milk' } });
    expect(search.structuredContent).toMatchObject({ total: 1, notes: [{ title: 'Groceries' }] });
  });

  test('tools/call returns a string as one text item', async () => {
    const added = await client.callTool({ name: 'addNote', arguments: { title: 'Temp', body: 'x' } });
    const id = (added.structuredContent as { id: string }).id;
    const result = await client.callTool({ name: 'deleteNote', arguments: { id } });
    expect(result.content).toEqual([{ type: 'text', text: `Deleted note ${id}.` }]);
  });

  test('a ToolError becomes isError with its message', async () => {
    const result = await client.callTool({ name: 'deleteNote', arguments: { id: 'n999' } });
    expect(result.isError).toBe(true);
    expect(text(result)).toBe('No note with id "n999". Use searchNotes to find ids.');
  });

  test('an argument of the wrong type is a tool error naming the field', async () => {
    const result = await client.callTool({ name: 'addNote', arguments: { title: 5, body: 'x' } });
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/title/);
    expect(text(result)).toMatch(/string/);
  });

  test('a missing argument is a tool error naming the field', async () => {
    const result = await client.callTool({ name: 'addNote', arguments: { title: 'No body' } });
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/body/);
  });

  test('an unknown argument is a tool error naming it', async () => {
    const result = await client.callTool({ name: 'searchNotes', arguments: { query: 'a', colour: 'red' } });
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/colour/);
  });

  test('a value outside an enum is a tool error', async () => {
    const result = await client.callTool({ name: 'addNote', arguments: { title: 't', body: 'b', priority: 'urgent' } });
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/priority/);
  });

  test('an unknown tool is JSON-RPC error -32602', async () => {
    const error = await rejection(client.callTool({ name: 'noSuchTool', arguments: {} }));
    expect(error.code).toBe(-32602);
    expect(error.message).toMatch(/noSuchTool/);
  });

  test('resources/list and resources/read serve the fixed resource', async () => {
    const { resources } = await client.listResources();
    expect(resources).toEqual([
      { uri: 'notes://index', name: 'index', title: 'Note index', description: "Every note's id and title, as a Markdown list.", mimeType: 'text/markdown' },
    ]);
    const { contents } = await client.readResource({ uri: 'notes://index' });
    expect(contents).toHaveLength(1);
    expect(contents[0]).toMatchObject({ uri: 'notes://index', mimeType: 'text/markdown' });
    expect(contents[0].text).toContain('- n1: Welcome');
  });

  test('resources/templates/list and reading through a template', async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(['notes://bundle{/ids*}', 'notes://notes/{id}', 'notes://search{?q,limit,priority}']);
    expect(resourceTemplates[1]).toEqual({ uriTemplate: 'notes://notes/{id}', name: 'note', description: 'One note as JSON.', mimeType: 'application/json' });
    const { contents } = await client.readResource({ uri: 'notes://notes/n1' });
    expect(contents[0]).toMatchObject({ uri: 'notes://notes/n1', mimeType: 'application/json' });
    expect(JSON.parse(contents[0].text)).toMatchObject({ id: 'n1', title: 'Welcome' });
  });

  test('a query template takes its variables in any order, each optional and typed', async () => {
    const search = async (uri: string) => JSON.parse((await client.readResource({ uri })).contents[0].text);
    expect(await search('notes://search?limit=1&q=welcome')).toMatchObject({ total: 1, notes: [{ id: 'n1' }] });
    expect((await search('notes://search')).total).toBeGreaterThanOrEqual(1);
    expect(await search('notes://search?priority=high&q=welcome')).toEqual({ total: 0, notes: [] });
    const notNumber = await rejection(client.readResource({ uri: 'notes://search?limit=lots' }));
    expect(notNumber.code).toBe(-32602);
    expect(notNumber.message).toContain('"limit" must be a number');
    const notPriority = await rejection(client.readResource({ uri: 'notes://search?priority=urgent' }));
    expect(notPriority.code).toBe(-32602);
  });

  test('an exploded path variable binds a list of segments', async () => {
    const { contents } = await client.readResource({ uri: 'notes://bundle/n1/n999' });
    expect(contents[0]).toMatchObject({ uri: 'notes://bundle/n1/n999', mimeType: 'text/markdown' });
    expect(contents[0].text).toContain('# Welcome');
    expect(contents[0].text).toContain('# (no note "n999")');
  });

  test('initialize advertises completions and completion/complete serves them', async () => {
    expect(client.getServerCapabilities()).toHaveProperty('completions');
    const promptId = await client.complete({ ref: { type: 'ref/prompt', name: 'summarize' }, argument: { name: 'id', value: 'n' } });
    expect(promptId.completion.values).toContain('n1');
    expect(promptId.completion.values.every((v) => v.startsWith('n'))).toBe(true);
    const templateId = await client.complete({ ref: { type: 'ref/resource', uri: 'notes://notes/{id}' }, argument: { name: 'id', value: 'n1' } });
    expect(templateId.completion.values).toContain('n1');
    const style = await client.complete({ ref: { type: 'ref/prompt', name: 'summarize' }, argument: { name: 'style', value: 'b' } });
    expect(style.completion.values).toEqual(['bullets']);
    const priority = await client.complete({ ref: { type: 'ref/resource', uri: 'notes://search{?q,limit,priority}' }, argument: { name: 'priority', value: '' } });
    // In the one order unions have in generated code, the schema's (codegen/src/model/union-order.ts).
    expect(priority.completion.values).toEqual(['high', 'low', 'normal']);
    const unknown = await rejection(client.complete({ ref: { type: 'ref/prompt', name: 'nope' }, argument: { name: 'id', value: '' } }));
    expect(unknown.code).toBe(-32602);
  });

  test('an unknown resource is resource-not-found with the URI', async () => {
    const error = await rejection(client.readResource({ uri: 'notes://nothing-here' }));
    expectResourceNotFound(error, 'notes://nothing-here');
  });

  test('prompts/list and prompts/get', async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts).toEqual([
      {
        name: 'summarize',
        title: 'Summarise a note',
        description: 'Ask the model to summarise a note.',
        arguments: [
          { name: 'id', description: 'The note to summarise', required: true },
          { name: 'style', description: 'The shape of the summary', required: false },
        ],
      },
    ]);
    const { messages } = await client.getPrompt({ name: 'summarize', arguments: { id: 'n1', style: 'paragraph' } });
    expect(messages).toEqual([{ role: 'user', content: { type: 'text', text: expect.stringContaining('one short paragraph') } }]);
    expect(messages[0].content.text).toContain('# Welcome');
  });

  test('a missing prompt argument, a bad value and an unknown prompt are -32602', async () => {
    expect((await rejection(client.getPrompt({ name: 'summarize', arguments: {} }))).code).toBe(-32602);
    expect((await rejection(client.getPrompt({ name: 'summarize', arguments: { id: 'n1', style: 'haiku' } }))).code).toBe(-32602);
    expect((await rejection(client.getPrompt({ name: 'nope' }))).code).toBe(-32602);
  });

  test('the server still serves after every bad request', async () => {
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(3);
  });
}
