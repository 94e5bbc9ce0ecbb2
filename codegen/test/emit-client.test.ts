/**
 * client.generated.ts: what each tool resolves to, which tools get methods,
 * and that the module compiles standalone (only @mcp-codegen/client) and
 * rejects wrong calls, checked with the TypeScript compiler.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { CLIENT_FILE, emitClient } from '../src/emit/client/emit-client.js';
import type { FeatureModel, ToolModel } from '../src/model/feature-model.js';
import { edgeModel, emptyModel } from './fixtures/model-edge.js';
import { notesModel } from './fixtures/model-notes.js';

const repo = join(__dirname, '..', '..');

function tool(name: string, result: ToolModel['result'], outputSchema?: Record<string, unknown>): ToolModel {
  const base = notesModel().tools[0];
  return { ...base, result, descriptor: { name, inputSchema: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'], additionalProperties: false }, outputSchema } };
}

function kitchenSink(): FeatureModel {
  const model = notesModel();
  model.tools.push(
    tool('count', 'wrapped', { type: 'object', properties: { result: { type: 'integer' } }, required: ['result'], additionalProperties: false }),
    tool('maybe', 'wrapped', { type: 'object', properties: { result: { type: 'string' } }, additionalProperties: false }),
    tool('gallery', 'content'),
    tool('callTool', 'text'),
    tool('make-thing', 'text'),
  );
  return model;
}

function typeCheck(files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'mcpg-client-'));
  try {
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
    const configFile = ts.readConfigFile(join(repo, 'tsconfig.base.json'), ts.sys.readFile);
    const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, repo);
    const program = ts.createProgram(
      Object.keys(files).map((name) => join(dir, name)),
      { ...options, composite: false, declaration: false, emitDeclarationOnly: false, noEmit: true, types: ['node'], typeRoots: [join(repo, 'node_modules/@types')] },
    );
    return ts.getPreEmitDiagnostics(program).map((d) => `${d.file ? d.file.fileName.slice(dir.length + 1) : ''}:${d.file ? d.file.getLineAndCharacterOfPosition(d.start!).line + 1 : 0}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('emitClient', () => {
  const content = emitClient(kitchenSink()).content;

  it('gives a tool named like a member of the client (readToolUi) no method of its own', () => {
    const model = notesModel();
    const linked = tool('roll', 'text');
    model.tools.push({ ...linked, descriptor: { ...linked.descriptor, _meta: { ui: { resourceUri: 'ui://dice' } } } }, tool('readToolUi', 'text'));
    const client = emitClient(model).content;
    expect(client.match(/^\s*readToolUi\(/gm)).toHaveLength(1);
    expect(typeCheck({ 'client.generated.ts': client })).toEqual([]);
  });

  it('writes src/generated/client.generated.ts, importing only @mcp-codegen/client', () => {
    expect(emitClient(notesModel()).path).toBe(CLIENT_FILE);
    expect(content.match(/from '[^']+'/g)).toEqual(["from '@mcp-codegen/client'", "from '@mcp-codegen/client'"]);
  });

  it('maps each tool to what it resolves to', () => {
    expect(content).toContain('export type CountOutput = number;');
    expect(content).toContain('export type MaybeOutput = string | undefined;');
    expect(content).toMatch(/^  count: CountOutput;$/m);
    expect(content).toMatch(/^  callTool: string;$/m);
    expect(content).toContain('gallery: ToolResult;');
    expect(content).toContain("'make-thing': string;");
    expect(content).toContain("count: {\n    output: 'wrapped',");
  });

  it('gives a method to each tool whose name is a free identifier, and no other', () => {
    expect(content).toContain('  count(input: CountInput, options?: CallOptions): Promise<CountOutput> {');
    expect(content).not.toMatch(/^ {2}callTool\(/m);
    expect(content).not.toContain('make-thing(');
  });

  it('is deterministic', () => {
    expect(emitClient(kitchenSink()).content).toBe(content);
  });

  it('compiles for the notes, edge and empty models, and rejects wrong calls', () => {
    const usage = [
      "import { NotesClient } from './notes-client';",
      "import type { McpClientLike } from '@mcp-codegen/client';",
      'export async function use(c: McpClientLike): Promise<void> {',
      '  const notes = new NotesClient(c);',
      '  const n: number = await notes.count({ n: 1 });',
      '  const s: string | undefined = await notes.maybe({ n: 1 });',
      "  const t: string = await notes.callTool('make-thing', { n: 2 });",
      '  // @ts-expect-error wrapped results are unwrapped: a number, not an object',
      '  const o: { result: number } = await notes.count({ n: 1 });',
      '  // @ts-expect-error n is an integer',
      "  await notes.count({ n: 'one' });",
      '  // @ts-expect-error no such tool',
      "  await notes.callTool('nope', {});",
      '  void [n, s, t, o];',
      '}',
    ].join('\n');
    const errors = typeCheck({
      'notes-client.ts': content,
      'edge-client.ts': emitClient(edgeModel()).content,
      'empty-client.ts': emitClient(emptyModel()).content,
      'usage.ts': usage,
    });
    expect(errors).toEqual([]);
  }, 60_000);
});

describe('emitClient for tools declared with `task`', () => {
  function taskModel(): FeatureModel {
    const model = notesModel();
    const job = tool('job', 'wrapped', { type: 'object', properties: { result: { type: 'integer' } }, required: ['result'], additionalProperties: false });
    const mustTask = tool('mustTask', 'text');
    model.tools.push({ ...job, policy: { task: 'optional' } }, { ...mustTask, policy: { task: 'required' } });
    return model;
  }
  const content = emitClient(taskModel()).content;

  it('adds client.tasks with one typed starter per task tool; a required one has no plain method', () => {
    expect(content).toContain('type TaskHandle,');
    expect(content).toContain('    job: (input: JobInput, options?: CallOptions): Promise<TaskHandle<JobOutput>> =>');
    expect(content).toContain("      this.startTask('mustTask', input, options),");
    expect(content).toMatch(/^ {2}job\(input: JobInput/m);
    expect(content).not.toMatch(/^ {2}mustTask\(/m);
  });

  it('leaves clients without task tools as they were', () => {
    expect(emitClient(notesModel()).content).not.toContain('TaskHandle');
    expect(emitClient(notesModel()).content).not.toContain('readonly tasks');
  });

  it('compiles, and result() resolves to the output type', () => {
    const usage = [
      "import { NotesClient } from './notes-client';",
      "import type { McpClientLike, McpRequester } from '@mcp-codegen/client';",
      'export async function use(c: McpClientLike, tasks: McpRequester): Promise<void> {',
      '  const notes = new NotesClient(c, { tasks });',
      '  const handle = await notes.tasks.job({ n: 1 });',
      '  const n: number = await handle.result();',
      '  // @ts-expect-error the result is a number',
      '  const s: string = await handle.result();',
      '  await handle.cancel();',
      '  const text: string = await (await notes.tasks.mustTask({ n: 2 })).result();',
      '  void [n, s, text];',
      '}',
    ].join('\n');
    expect(typeCheck({ 'notes-client.ts': content, 'usage.ts': usage })).toEqual([]);
  }, 60_000);
});
