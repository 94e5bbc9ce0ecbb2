import type { CompletionModel } from '../../model/feature-model.js';
import type { HandlerModels } from '../handlers/analyze-handlers.js';

/**
 * Completions that need no user code: the values of prompt arguments and
 * template variables typed as a union of literals or an enum, unless a
 * @Complete method serves them. Then all of them in the documented order.
 */
export function withFixedCompletions(methods: CompletionModel[], models: HandlerModels): CompletionModel[] {
  const served = new Set(methods.map(key));
  const all = [...methods];
  const add = (completion: CompletionModel) => {
    if (!served.has(key(completion)) && completion.values!.length > 0) all.push(completion);
  };
  for (const prompt of models.prompts) {
    const properties = (prompt.argumentsSchema.properties ?? {}) as Record<string, unknown>;
    for (const [argument, schema] of Object.entries(properties)) {
      const values = enumValues(schema);
      if (values) add({ kind: 'prompt', target: prompt.descriptor.name, argument, values });
    }
  }
  for (const template of models.resourceTemplates) {
    for (const [argument, rule] of Object.entries(template.variableTypes ?? {})) {
      if (rule.enum) add({ kind: 'resource', target: template.descriptor.uriTemplate, argument, values: rule.enum.map(String) });
    }
  }
  return all.sort((a, b) => compare(key(a), key(b)));
}

function key(c: CompletionModel): string {
  return `${c.kind === 'prompt' ? 0 : 1}\u0000${c.target}\u0000${c.argument}`;
}

/** String values of `enum`, `const`, or an `anyOf` of those. */
function enumValues(schema: unknown): string[] | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const s = schema as { enum?: unknown[]; const?: unknown; anyOf?: unknown[] };
  if (Array.isArray(s.enum)) return s.enum.every((v) => typeof v === 'string') ? (s.enum as string[]) : undefined;
  if (typeof s.const === 'string') return [s.const];
  if (!Array.isArray(s.anyOf)) return undefined;
  const parts = s.anyOf.map(enumValues);
  return parts.every((p) => p !== undefined) ? parts.flat() as string[] : undefined;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
