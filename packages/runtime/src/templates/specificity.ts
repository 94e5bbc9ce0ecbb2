/**
 * Which template wins when several match one URI: a plain scan of the
 * template text. (Which templates may not stand side by side at all is
 * templateShape, in @mcp-codegen/manifest, shared with codegen.)
 */
const EXPRESSION = /\{([+#./;?&]?)([^}]*)\}/g;

/** More literal characters first, then fewer variables, then the template text. */
export function compareSpecificity(a: string, b: string): number {
  const sa = specificity(a);
  const sb = specificity(b);
  if (sa.literals !== sb.literals) return sb.literals - sa.literals;
  if (sa.variables !== sb.variables) return sa.variables - sb.variables;
  return a < b ? -1 : a > b ? 1 : 0;
}

function specificity(template: string): { literals: number; variables: number } {
  let variables = 0;
  const literals = template.replace(EXPRESSION, (_whole, _operator: string, list: string) => {
    variables += list.split(',').length;
    return '';
  }).length;
  return { literals, variables };
}
