/**
 * The tool list's JSON text read from the compiled lists module's own file (lists.generated.js), instead of
 * importing it. Importing makes V8 compile the one-line string literal: for a 1,000-tool list (~380 KB) about
 * 540 fresh pages and 13 ms of a cold server's first list; reading the file and cutting the literal out costs
 * about 310 pages and 6 ms (bench/PROFILES.md, Wave 7, lists). It is the very file the import would load, so it
 * cannot be stale; anything unexpected (no file, not Node, a module laid out otherwise, a length other than
 * the one codegen wrote beside it) gives undefined, and the caller imports the module as before.
 */

/** How codegen writes the module (emit/lists/emit-lists.ts) and tsc emits it: `export const tools = '…';` on one line. */
const HEAD = "export const tools = '";
const TAIL = "';";

/** Undefined when the file cannot be read as the lists module of a text `length` characters long. */
export function toolListFromModuleFile(file: URL, length: number): string | undefined {
  // Sync, no import statement: this package stays loadable where node:fs is not (then: undefined).
  const getBuiltin = globalThis.process?.getBuiltinModule;
  if (typeof getBuiltin !== 'function') return undefined;
  const { readFileSync } = getBuiltin('node:fs');
  const { isAscii } = getBuiltin('node:buffer');
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  const head = bytes.indexOf(HEAD);
  const tail = bytes.lastIndexOf(TAIL);
  if (head === -1 || tail < head + HEAD.length) return undefined;
  const literal = bytes.subarray(head + HEAD.length, tail);
  // Latin-1 decodes ASCII as UTF-8 does, without UTF-8's validation pass.
  const raw = literal.toString(isAscii(literal) ? 'latin1' : 'utf8');
  const text = raw.includes('\\') ? unescapeSingleQuoted(raw) : raw;
  return text.length === length ? text : undefined;
}

/**
 * The inverse of the lists module's escaping (codegen's singleQuotedText): `\\`, `\'`, `\u2028`, `\u2029`.
 * Every backslash of the literal starts one of these, so reading left to right undoes them exactly.
 */
function unescapeSingleQuoted(raw: string): string {
  return raw.replace(/\\(u2028|u2029|[\\'])/g, (_match, escaped: string) => {
    if (escaped === 'u2028') return '\u2028';
    if (escaped === 'u2029') return '\u2029';
    return escaped;
  });
}
