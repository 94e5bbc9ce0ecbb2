// The pipeline reads the package's configuration once per build: package.json
// and mcp-codegen.config.json each once, however many stages need them.
import fs from 'node:fs';
import { join } from 'node:path';
import { build } from '../src/pipeline/build-package.js';
import { installedDecorators, removeTemp, tempPackage } from './helpers/temp-package.js';

it('reads package.json and mcp-codegen.config.json once per build', async () => {
  const dir = tempPackage({
    ...installedDecorators(),
    'package.json': JSON.stringify({ name: 'once', private: true, type: 'module' }),
    'mcp-codegen.config.json': JSON.stringify({ name: 'once-feature', allowUndocumented: true }),
    'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, experimentalDecorators: true, types: [] }, include: ['src'] }),
    'src/tools.ts': "import { Tool } from '@mcp-codegen/decorators';\n\nexport class Tools {\n  @Tool() ping(): string {\n    return 'pong';\n  }\n}\n",
  });
  const read = jest.spyOn(fs, 'readFileSync');
  try {
    const result = await build(dir, { check: true });
    expect(result.model?.feature).toBe('once-feature');
    const reads = (name: string) => read.mock.calls.filter(([path]) => path === join(dir, name)).length;
    expect(reads('mcp-codegen.config.json')).toBe(1);
    expect(reads('package.json')).toBe(1);
  } finally {
    read.mockRestore();
    removeTemp(dir);
  }
});
