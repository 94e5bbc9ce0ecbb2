import ts from 'typescript';
import type { Json } from './values.js';

/**
 * TypeScript's own answer for many values at once: is each value, written as
 * an object literal (so excess properties count, as additionalProperties:
 * false does), assignable to its type? One program, one check; each value
 * sits on its own line, and a diagnostic's line says which value it refuses.
 */
export function typescriptAccepts(prelude: string, types: string[], values: Json[][]): boolean[][] {
  const lines = [prelude, ...types.map((text, i) => `type T${i} = ${text};`)];
  const first = lines.join('\n').split('\n').length;
  const place: Array<[number, number]> = [];
  values.forEach((list, t) =>
    list.forEach((value, v) => {
      place.push([t, v]);
      lines.push(`const v${t}_${v}: T${t} = ${JSON.stringify(value)};`);
    }),
  );
  const fileName = '/oracle/values.ts';
  const text = lines.join('\n');
  const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts'], types: [], skipLibCheck: true };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) => (name === fileName ? ts.createSourceFile(name, text, language) : getSourceFile(name, language, ...rest));
  host.fileExists = ((exists) => (name: string) => name === fileName || exists(name))(host.fileExists.bind(host));
  const program = ts.createProgram([fileName], options, host);
  const source = program.getSourceFile(fileName)!;
  const accepted = values.map((list) => list.map(() => true));
  for (const diagnostic of program.getSemanticDiagnostics(source)) {
    const line = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line;
    const at = place[line - first];
    if (!at) throw new Error(`TypeScript refused the oracle's own declarations: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}\n${text.split('\n')[line]}`);
    accepted[at[0]]![at[1]] = false;
  }
  return accepted;
}
