// Writes a feature package with `classes × perClass` tools into `dir`, for
// the codegen benchmarks. Each tool has a few typed parameters, JSDoc and a
// shared interface in its return type, like real handlers.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function toolSource(c, t, variant = 0) {
  return `
  /**
   * Tool ${t} of group ${c}.
   * @param query What to look for
   * @param limit The most items to return
   * @param mode How to match
   */
  @Tool({ annotations: { readOnlyHint: true } })
  tool${c}_${t}(query: string, limit: number = ${10 + variant}, mode: 'exact' | 'prefix' = 'exact', filter?: Filter${c}): Item${c}[] {
    return [{ id: query + ${variant}, limit, mode, tags: filter?.tags ?? [] }];
  }
`;
}

export function classSource(c, perClass, variants = {}) {
  const tools = Array.from({ length: perClass }, (_, t) => toolSource(c, t, variants[t] ?? 0)).join('');
  return `import { Tool } from '@mcp-codegen/decorators';

export interface Filter${c} {
  /** @minItems 1 */
  tags: string[];
  since?: string;
}

export interface Item${c} {
  id: string;
  limit: number;
  mode: string;
  tags: string[];
}

export class Group${c} {${tools}}
`;
}

export function writeToolsPackage(dir, { classes = 10, perClass = 20 } = {}) {
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bench-tools', version: '0.0.0', private: true, type: 'module' }, null, 2));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: {
          target: 'es2022', module: 'esnext', moduleResolution: 'bundler', strict: true,
          experimentalDecorators: true, skipLibCheck: true, rootDir: 'src', outDir: 'dist', types: [],
        },
        include: ['src'],
      },
      null,
      2,
    ),
  );
  for (let c = 0; c < classes; c++) writeFileSync(join(dir, 'src', `group-${c}.ts`), classSource(c, perClass));
}
