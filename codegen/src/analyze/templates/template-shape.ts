import { isQueryOperator, type TemplatePart } from '../uri-template.js';

/**
 * The template with variable names removed and query expressions dropped:
 * two templates of one shape match the same URIs (query variables are
 * optional, so they never tell templates apart). The runtime computes the
 * same shape to refuse overlaps between features.
 */
export function templateShape(parts: TemplatePart[]): string {
  return parts
    .map((part) => {
      if ('literal' in part) return part.literal;
      const { operator, variables } = part.expression;
      if (isQueryOperator(operator)) return '';
      const modifiers = variables.map((v) => (v.explode ? '*' : v.prefix ? `:${v.prefix}` : ''));
      return `{${operator}${modifiers.join(',')}}`;
    })
    .join('');
}
