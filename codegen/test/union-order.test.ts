// A union of literals shows in one order wherever generated code has it: the
// schema's enum, the template variable's rule, the completion values and the
// client's types (model/union-order.ts). A TypeScript enum keeps its order.
import { emitClient } from '../src/emit/client/emit-client.js';
import { analyzePackage } from '../src/pipeline/build-package.js';
import { expectModel } from './helpers/analysis.js';
import { installedDecorators, removeTemp, tempPackage } from './helpers/temp-package.js';

const SOURCE = `import { Prompt, Resource, Tool } from '@mcp-codegen/decorators';

export type Level = 'low' | 'normal' | 'high';
export enum Mode { Train = 'train', Car = 'car', Plane = 'plane' }

export class Things {
  @Tool() pick(level: Level, mode: Mode): string { return level + mode; }
  @Resource('u://search{?level,mode}') search(level?: Level, mode?: Mode): string { return String(level) + String(mode); }
  @Prompt() ask(level: 'low' | 'normal' | 'high'): string { return level; }
}
`;

it('is the schema order for a union of literals, and declaration order for an enum, everywhere', () => {
  const dir = tempPackage({
    ...installedDecorators(),
    'package.json': JSON.stringify({ name: 'unions', private: true, type: 'module', mcpCodegen: { allowUndocumented: true } }),
    'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, experimentalDecorators: true, types: [] }, include: ['src'] }),
    'src/things.ts': SOURCE,
  });
  try {
    const model = expectModel(analyzePackage(dir));
    const level = ['high', 'low', 'normal'];
    const mode = ['train', 'car', 'plane'];
    const toolProperties = model.tools[0].descriptor.inputSchema.properties as Record<string, { enum?: unknown[] }>;
    expect(toolProperties.level.enum).toEqual(level);
    expect(toolProperties.mode.enum).toEqual(mode);
    expect(model.resourceTemplates[0].variableTypes).toEqual({ level: { enum: level }, mode: { enum: mode } });
    const promptProperties = model.prompts[0].argumentsSchema.properties as Record<string, { enum?: unknown[] }>;
    expect(promptProperties.level.enum).toEqual(level);
    expect(model.completions?.map((c) => [c.target, c.argument, c.values])).toEqual([
      ['ask', 'level', level],
      ['u://search{?level,mode}', 'level', level],
      ['u://search{?level,mode}', 'mode', mode],
    ]);
    const client = emitClient(model).content;
    expect(client).toContain("level: 'high' | 'low' | 'normal';");
    expect(client).toContain("level?: 'high' | 'low' | 'normal';");
    expect(client).toContain("mode?: 'train' | 'car' | 'plane';");
    expect(client).not.toContain("'low' | 'normal' | 'high'");
  } finally {
    removeTemp(dir);
  }
});
