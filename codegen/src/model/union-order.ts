/**
 * The one order a union of literals has wherever generated code shows it
 * (schemas, template variable rules, completion values, client types): the
 * order typescript-json-schema writes a schema's `enum` in, which is
 * JavaScript's default sort (by string form). A TypeScript enum keeps its
 * declaration order, as the schema generator keeps it.
 */
export function unionOrder<T extends string | number | boolean>(values: readonly T[]): T[] {
  return [...values].sort();
}
