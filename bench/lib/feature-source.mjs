// The TypeScript source of a feature package with the bench tool set: class
// Calc with `add`, and filler classes of up to 100 tools each.
import { toolSet } from './tool-set.mjs';

const PER_CLASS = 100;

function method(tool) {
  return `
  /**
   * ${tool.description}
   * @param a ${tool.a}
   * @param b ${tool.b}
   */
  @Tool()
  ${tool.name}(a: number, b: number): string {
    return String(a ${tool.op === 'add' ? '+' : '*'} b);
  }
`;
}

function classFile(className, tools) {
  return `import { Tool } from '@mcp-codegen/decorators';

export class ${className} {${tools.map(method).join('')}}
`;
}

/** @returns {Record<string, string>} file name under src/ → text */
export function featureSources(toolCount) {
  const [add, ...fillers] = toolSet(toolCount);
  const files = { 'calc.ts': classFile('Calc', [add]) };
  for (let start = 0, group = 0; start < fillers.length; start += PER_CLASS, group++) {
    files[`group-${group}.ts`] = classFile(`Group${group}`, fillers.slice(start, start + PER_CLASS));
  }
  // As templates/feature/src/index.ts: only the feature, so the classes load on the first call.
  files['index.ts'] = "export { feature } from './generated/feature.generated.js';\n";
  return files;
}

export const packageJson = (toolCount) => ({ name: `bench-feature-${toolCount}`, version: '0.0.0', private: true, type: 'module', mcpCodegen: { name: 'bench' } });

// templates/feature/tsconfig.json: TypeScript's standard decorators, declarations on.
export const tsconfigJson = {
  compilerOptions: {
    target: 'es2022', module: 'esnext', moduleResolution: 'bundler', strict: true, declaration: true,
    skipLibCheck: true, rootDir: 'src', outDir: 'dist',
  },
  include: ['src'],
};
