/**
 * The package's own classes and tokens are not imported at start-up: a
 * server answers initialize and every list without them, and loading them is
 * most of a large feature's start-up cost (bench/README.md). The generated
 * feature declares one variable per name and assigns them all in load(),
 * which the runtime awaits before register() and the first handler call.
 */
import type CodeBlockWriter from 'code-block-writer';
import type { ClassRef } from '../../model/feature-model.js';
import { stringLiteral } from '../ts-literal.js';

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The modules by path, sorted, each with its names sorted. */
function byModule(classes: readonly ClassRef[]): Array<[path: string, refs: ClassRef[]]> {
  const modules = new Map<string, ClassRef[]>();
  for (const ref of classes) {
    const refs = modules.get(ref.importPath) ?? [];
    refs.push(ref);
    modules.set(ref.importPath, refs);
  }
  return [...modules].sort(([a], [b]) => compare(a, b)).map(([path, refs]) => [path, refs.sort((a, b) => compare(a.name, b.name) || compare(a.localName, b.localName))]);
}

/**
 * `let Notes: typeof import('../notes.js').Notes;`, one per name, plus
 * `type Notes = import('../notes.js').Notes;` for the classes in `typeNames`,
 * which the bindings also name as types (`Parameters<Notes['add']>`).
 */
export function writeClassVariables(writer: CodeBlockWriter, classes: readonly ClassRef[], typeNames: ReadonlySet<string>): void {
  if (classes.length === 0) return;
  writer.writeLine('// Assigned by feature.load(): the classes load with the first call, not at start-up.');
  for (const [path, refs] of byModule(classes)) {
    for (const ref of refs) {
      const member = `import(${stringLiteral(path)}).${ref.name}`;
      writer.writeLine(`let ${ref.localName}: typeof ${member};`);
      if (typeNames.has(ref.localName)) writer.writeLine(`type ${ref.localName} = ${member};`);
    }
  }
}

/** The tools module as load() imports it (beside feature.generated.ts), and what it exports. */
export const TOOLS_MODULE = './tools.generated.js';

/**
 * `async load() { const modules = await Promise.all([import('../notes.js'), import('./tools.generated.js')]); ({ Notes } = modules[0]); ({ tools: toolBindings } = modules[1]); },`:
 * the classes, and with `toolBindings` the tools module (their bindings and validators).
 */
export function writeLoad(writer: CodeBlockWriter, classes: readonly ClassRef[], toolBindings?: string): void {
  if (classes.length === 0 && toolBindings === undefined) return;
  const modules = byModule(classes);
  writer.writeLine('async load() {');
  writer.indent(() => {
    writer.writeLine('const modules = await Promise.all([');
    writer.indent(() => {
      for (const [path] of modules) writer.writeLine(`import(${stringLiteral(path)}),`);
      if (toolBindings !== undefined) writer.writeLine(`import(${stringLiteral(TOOLS_MODULE)}),`);
    });
    writer.writeLine(']);');
    modules.forEach(([, refs], index) => {
      const names = refs.map((ref) => (ref.name === ref.localName ? ref.name : `${ref.name}: ${ref.localName}`));
      writer.writeLine(`({ ${names.join(', ')} } = modules[${index}]);`);
    });
    if (toolBindings !== undefined) writer.writeLine(`({ tools: ${toolBindings} } = modules[${modules.length}]);`);
  });
  writer.writeLine('},');
}

/** `import { Notes } from '../notes.js';`, one line per module, for the classes `used` names (a module that loads with load(), not at start-up). */
export function writeClassImports(writer: CodeBlockWriter, classes: readonly ClassRef[], used: ReadonlySet<string>): void {
  for (const [path, refs] of byModule(classes.filter((ref) => used.has(ref.localName)))) {
    const names = refs.map((ref) => (ref.name === ref.localName ? ref.name : `${ref.name} as ${ref.localName}`));
    writer.writeLine(`import { ${names.join(', ')} } from ${stringLiteral(path)};`);
  }
}
