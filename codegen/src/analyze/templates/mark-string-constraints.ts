import type { ResourceTemplateModel } from '../../model/feature-model.js';

type PropertySchema = { type?: unknown; maxLength?: unknown; pattern?: unknown; items?: PropertySchema };

/**
 * JSDoc `@maxLength` and `@pattern` of a string variable (of each item, for a
 * list) become its rule, so the runtime checks them on the decoded text
 * before the handler runs (a template has no argument validator).
 */
export function markStringConstraints(model: ResourceTemplateModel, schema: { [keyword: string]: unknown }): void {
  const properties = (schema.properties ?? {}) as Record<string, PropertySchema>;
  for (const name of [...model.variables, ...(model.query ?? [])]) {
    const rule = model.variableTypes?.[name];
    const property = rule?.list ? properties[name]?.items : properties[name];
    if (!property || rule?.type !== undefined) continue;
    const maxLength = typeof property.maxLength === 'number' ? property.maxLength : undefined;
    const pattern = typeof property.pattern === 'string' ? property.pattern : undefined;
    if (maxLength === undefined && pattern === undefined) continue;
    const target = ((model.variableTypes ??= {})[name] ??= {});
    if (maxLength !== undefined) target.maxLength = maxLength;
    if (pattern !== undefined) target.pattern = pattern;
  }
}
