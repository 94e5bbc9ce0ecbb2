import type { TemplateVariable } from '@mcp-codegen/manifest';
import type CodeBlockWriter from 'code-block-writer';
import type { ResourceTemplateModel } from '../../model/feature-model.js';
import { propertyKey, stringLiteral } from '../ts-literal.js';

/**
 * The parts of a template binding beyond `pattern` and `variables`: query
 * variables and how non-string variables are read, one line per variable:
 * `limit: { type: 'number' },`.
 */
export function writeTemplateRules(writer: CodeBlockWriter, template: ResourceTemplateModel): void {
  if (template.query && template.query.length > 0) writer.writeLine(`query: [${template.query.map(stringLiteral).join(', ')}],`);
  const entries = Object.entries(template.variableTypes ?? {});
  if (entries.length === 0) return;
  writer.writeLine('variableTypes: {');
  writer.indent(() => {
    for (const [name, rule] of entries) writer.writeLine(`${propertyKey(name)}: ${ruleLiteral(rule)},`);
  });
  writer.writeLine('},');
}

function ruleLiteral(rule: TemplateVariable): string {
  const fields: string[] = [];
  if (rule.list) fields.push('list: true');
  if (rule.separator !== undefined) fields.push(`separator: ${stringLiteral(rule.separator)}`);
  if (rule.type) fields.push(`type: ${stringLiteral(rule.type)}`);
  if (rule.enum) fields.push(`enum: [${rule.enum.map((v) => (typeof v === 'string' ? stringLiteral(v) : String(v))).join(', ')}]`);
  if (rule.maxLength !== undefined) fields.push(`maxLength: ${rule.maxLength}`);
  if (rule.pattern !== undefined) fields.push(`pattern: ${stringLiteral(rule.pattern)}`);
  return `{ ${fields.join(', ')} }`;
}
