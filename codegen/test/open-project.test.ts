import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Project, ts } from 'ts-morph';
import { openProject } from '../src/load/open-project.js';
import { analyzePackage, build } from '../src/pipeline/build-package.js';
import { IncrementalBuild } from '../src/watch/incremental-build.js';
import { installedDecorators, removeTemp, tempPackage } from './helpers/temp-package.js';

/**
 * load/open-project.ts parses the default lib without JSDoc and declaration
 * files without early parent pointers. A package must analyse to the same
 * model, to the byte, as with a Project that ts-morph opens as it does by
 * default (every file with JSDoc and parents): the oracle.
 */
const SAMPLES = join(__dirname, '..', '..', 'samples');

/** Parameter and result types that reach into the lib (whose JSDoc is not parsed) and into a package's declarations. */
const TOOLS = `import { Tool, type Integer } from '@mcp-codegen/decorators';

/** Options of a search. */
export interface Options {
  /** How many at most. @minimum 1 */
  limit: Integer;
  /** Sort order. */
  order?: 'asc' | 'desc';
  /** When from. */
  since?: Date;
}

/** A found thing. */
export interface Hit { id: string; score: number; at: Date }

export class Lib {
  /** Mapped lib types. @param options Partial options */
  @Tool() partial(options: Partial<Options>, picked: Pick<Options, 'limit'>, rest: Omit<Options, 'since'>, all: Required<Options>): string { return ''; }
  /** Records and read-only forms. */
  @Tool() records(weights: Record<'a' | 'b', number>, frozen: Readonly<Options>, list: ReadonlyArray<string>, tags: Array<Integer>): string { return ''; }
  /** Dates and a lib interface. */
  @Tool() dates(when: Date, range: { from: Date; to?: Date }): string { return ''; }
  /** A lib interface's members (lib.es5's ArrayLike). */
  @Tool() arrayLike(items: ArrayLike<string>, chars: Uppercase<'a' | 'b'>): string { return ''; }
  /** Results through lib types. */
  @Tool() async results(query: string): Promise<Partial<Hit>[]> { return []; }
  /** A plain one. @param limit Most */
  @Tool() plain(query: string, /** @maximum 10 */ limit?: Integer): Awaited<Promise<Hit>> { return { id: query, score: limit ?? 0, at: new Date() }; }
}
`;

/** The template's tsconfig: no `lib`, so the default lib includes lib.dom. */
const TEMPLATE_TSCONFIG = JSON.stringify({
  compilerOptions: { target: 'es2022', module: 'esnext', moduleResolution: 'bundler', strict: true, declaration: true, rootDir: 'src', outDir: 'dist', skipLibCheck: true, types: [] },
  include: ['src'],
});

/** The analysed model and diagnostics, with the Project opened by `open`. */
function analyse(dir: string, open: (tsconfigPath: string) => Project): string {
  const tsconfigPath = join(dir, 'tsconfig.json');
  const result = analyzePackage(dir, { projects: new Map([[tsconfigPath, open(tsconfigPath)]]) });
  return JSON.stringify(result, null, 1);
}

/** How the parser treated the file's JSDoc (internal to TypeScript, set by createSourceFile). */
const jsDocMode = (file: ts.SourceFile | undefined): ts.JSDocParsingMode | undefined => (file as { jsDocParsingMode?: ts.JSDocParsingMode } | undefined)?.jsDocParsingMode;

const tsMorphDefault = (tsconfigPath: string): Project => new Project({ tsConfigFilePath: tsconfigPath });

describe('openProject', () => {
  let dir: string;
  beforeAll(() => {
    dir = tempPackage({ 'package.json': JSON.stringify({ name: 'lib-types', private: true, type: 'module' }), 'tsconfig.json': TEMPLATE_TSCONFIG, 'src/tools.ts': TOOLS, ...installedDecorators() });
  });
  afterAll(() => removeTemp(dir));

  it('parses the lib without JSDoc, declarations without early parents, the sources as ts-morph does', () => {
    const project = openProject(join(dir, 'tsconfig.json'));
    const program = project.getProgram().compilerObject;
    const files = program.getSourceFiles();
    const lib = files.filter((file) => program.isSourceFileDefaultLibrary(file));
    expect(lib.map((file) => file.fileName)).toContain('/node_modules/typescript/lib/lib.dom.d.ts');
    for (const file of lib) expect([file.fileName, jsDocMode(file)]).toEqual([file.fileName, ts.JSDocParsingMode.ParseNone]);

    const decorators = files.find((file) => file.fileName.endsWith('/@mcp-codegen/decorators/dist/index.d.ts'));
    expect(jsDocMode(decorators)).toBe(ts.JSDocParsingMode.ParseAll);
    expect(decorators?.statements[0]?.parent).toBeUndefined();

    const tools = files.find((file) => file.fileName.endsWith('/src/tools.ts'));
    expect(jsDocMode(tools)).toBe(ts.JSDocParsingMode.ParseAll);
    expect(tools?.statements[0]?.parent).toBe(tools);

    // The checker's binder sets the parents before anything reads a declaration file's nodes.
    program.getTypeChecker();
    expect(decorators?.statements[0]?.parent).toBe(decorators);
  });

  it('analyses lib-typed parameters and results as with ts-morph’s default parse', () => {
    const ours = analyse(dir, openProject);
    expect(ours).toContain('"ok": true');
    expect(ours).toBe(analyse(dir, tsMorphDefault));
  });

  it.each(['03-types', '04-results', '05-conformance'])('analyses samples/%s as with ts-morph’s default parse', (sample) => {
    const sampleDir = join(SAMPLES, sample);
    const ours = analyse(sampleDir, openProject);
    expect(ours).toContain('"ok": true');
    expect(ours).toBe(analyse(sampleDir, tsMorphDefault));
  });

  it('watch mode: a declaration file edited between builds (parsed again without parents) builds as a cold build does', async () => {
    const shapes = (extra: string) => `/** A place. */\nexport interface Place {\n  /** Its name. */\n  name: string;\n${extra}}\n`;
    const pkg = tempPackage({
      'package.json': JSON.stringify({ name: 'declarations', private: true, type: 'module' }),
      'tsconfig.json': TEMPLATE_TSCONFIG,
      'src/shapes.d.ts': shapes(''),
      'src/tools.ts': `import { Tool } from '@mcp-codegen/decorators';\nimport type { Place } from './shapes.js';\n\nexport class Places {\n  /** Visit a place. */\n  @Tool() visit(place: Place): string { return place.name; }\n}\n`,
      ...installedDecorators(),
    });
    try {
      const watch = new IncrementalBuild(pkg);
      expect((await watch.build()).ok).toBe(true);
      writeFileSync(join(pkg, 'src', 'shapes.d.ts'), shapes('  /** How far, in km. @minimum 0 */\n  distance?: number;\n'));
      const rebuilt = await watch.build([join(pkg, 'src', 'shapes.d.ts')]);
      const cold = await build(pkg, { check: true });
      expect(rebuilt.ok).toBe(true);
      expect(JSON.stringify(rebuilt.model)).toContain('How far, in km.');
      expect(JSON.stringify(rebuilt.model)).toBe(JSON.stringify(cold.model));
    } finally {
      removeTemp(pkg);
    }
  });
});
