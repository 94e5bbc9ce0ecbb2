import type CodeBlockWriter from 'code-block-writer';
import type { CompletionMethodModel, CompletionModel } from '../../model/feature-model.js';
import { memberAccess, propertyKey, stringLiteral } from '../ts-literal.js';

/**
 * The `completions` section: per prompt or template, per argument, either the
 * fixed values or a call to the @Complete method. Nothing when there are none.
 */
export function writeCompletions(writer: CodeBlockWriter, completions: readonly CompletionModel[]): void {
  if (completions.length === 0) return;
  writer.writeLine('completions: {');
  writer.indent(() => {
    writeGroup(writer, 'prompts', completions.filter((c) => c.kind === 'prompt'));
    writeGroup(writer, 'resourceTemplates', completions.filter((c) => c.kind === 'resource'));
  });
  writer.writeLine('},');
}

function writeGroup(writer: CodeBlockWriter, section: string, completions: CompletionModel[]): void {
  if (completions.length === 0) return;
  writer.writeLine(`${section}: {`);
  writer.indent(() => {
    const targets = [...new Set(completions.map((c) => c.target))];
    for (const target of targets) {
      writer.writeLine(`${propertyKey(target)}: {`);
      writer.indent(() => {
        for (const c of completions.filter((x) => x.target === target)) writer.writeLine(`${propertyKey(c.argument)}: ${entry(c)},`);
      });
      writer.writeLine('},');
    }
  });
  writer.writeLine('},');
}

function entry(completion: CompletionModel): string {
  if (completion.method) return `{ complete: ${methodCall(completion.method)} }`;
  return `{ values: [${(completion.values ?? []).map(stringLiteral).join(', ')}] }`;
}

/** `(c, value, context) => c.resolve(X).m(value, context)`; only the lambda parameters used are named. */
function methodCall(method: CompletionMethodModel): string {
  const names: Record<CompletionMethodModel['parameters'][number], string> = { value: 'value', arguments: 'context', context: 'ctx' };
  const params = ['value', 'context', 'ctx'];
  const used = new Set(method.parameters.map((p) => names[p]));
  const last = Math.max(-1, ...params.map((p, i) => (used.has(p) ? i : -1)));
  const declared = params.slice(0, last + 1).map((p) => (used.has(p) ? p : `_${p}`));
  const args = method.parameters.map((p) => names[p]).join(', ');
  return `(${['c', ...declared].join(', ')}) => ${memberAccess(`c.resolve(${method.className})`, method.method)}(${args})`;
}
