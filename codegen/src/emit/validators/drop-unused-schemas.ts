/**
 * Ajv's standalone code declares every compiled schema as a constant
 * (`const schema31 = {...};`) but, without `verbose` or `$data`, reads almost
 * none of them. Dropping the unread ones keeps descriptions out of the
 * validators file. Each constant is one line: Ajv prints it as JSON.
 */
const SCHEMA_CONST = /^const (schema\d+) = .*;\n/gm;
const SCHEMA_NAME = /(?<![\w$])schema\d+(?![\w$])/g;

export function dropUnusedSchemas(code: string): string {
  const uses = new Map<string, number>();
  for (const [name] of code.matchAll(SCHEMA_NAME)) uses.set(name, (uses.get(name) ?? 0) + 1);
  // Used once = only declared. Any other occurrence, even inside some JSON text, keeps it: safe side.
  return code.replace(SCHEMA_CONST, (line: string, name: string) => (uses.get(name) === 1 ? '' : line));
}
