import type { ResourceTemplateModel } from '../../model/feature-model.js';

/** A number variable whose schema says integer (JSDoc) is converted as one: "1.5" is then -32602. */
export function markIntegers(model: ResourceTemplateModel, schema: { [keyword: string]: unknown }): void {
  const properties = (schema.properties ?? {}) as Record<string, { type?: unknown; items?: { type?: unknown } }>;
  for (const [name, rule] of Object.entries(model.variableTypes ?? {})) {
    const property = properties[name];
    const type = rule.list ? property?.items?.type : property?.type;
    if (rule.type === 'number' && type === 'integer') rule.type = 'integer';
  }
}
