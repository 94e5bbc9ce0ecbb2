/**
 * The tool list's JSON text read from the compiled lists module's own file (lists.generated.js), instead of
 * importing it. Importing makes V8 compile the one-line literal: for a 1,000-tool list (~380 KB) about
 * 540 fresh pages and 13 ms of a cold server's first list; reading the file costs about 100 pages
 * (bench/PROFILES.md, Wave 7 and Wave 9, lists). It is the very file the import would load, so it cannot be
 * stale; anything unexpected (no file, not Node, a module laid out otherwise, a length other than the one
 * codegen wrote beside it) gives undefined, and the caller imports the module as before.
 *
 * Two layouts, one reader each. Codegen writes the raw one whenever it can (fitsRawTemplate): the file's bytes
 * between the delimiters are the JSON text's UTF-8 bytes, handed over as they are (a list reply writes them
 * without decoding or encoding them). The quoted one is the fallback, and what codegen before wave 9 wrote.
 */
import type { ToolListBytes } from './feature.js';

/** The raw layout as tsc emits codegen's `export const tools: string = String.raw`…`;` (emit/lists/emit-lists.ts). */
const RAW_HEAD = 'export const tools = String.raw `';
const RAW_TAIL = '`;';
/** The quoted layout, `export const tools = '…';` on one line. */
const QUOTED_HEAD = "export const tools = '";
const QUOTED_TAIL = "';";

/** What a raw template's text may not hold (fitsRawTemplate): checked on the text by codegen and on the file's bytes by the reader. */
const NOT_RAW = ['`', '${', '\r'] as const;

/**
 * Whether `json` (JSON.stringify's text) is exactly the raw text of a template literal that holds it:
 * then String.raw`…` evaluates to it and the file's bytes are its UTF-8 bytes. Not with a backtick or `${`
 * (they end the literal or start a substitution) or a CR (templates normalise line ends; JSON.stringify
 * never writes one raw). Every backslash of JSON text starts an escape JavaScript knows too, so the
 * template is valid. Codegen asks this of each item (one cannot end with `$` and the next start with `{`).
 */
export function fitsRawTemplate(json: string): boolean {
  return !NOT_RAW.some((text) => json.includes(text));
}

/** The bytes of the file, and the text decoded from them on first read (Feature.loadLists). */
class FileToolList implements ToolListBytes {
  private decoded: string | undefined;

  constructor(private readonly literal: Buffer) {}

  get bytes(): Uint8Array {
    return this.literal;
  }

  get text(): string {
    return (this.decoded ??= decode(this.literal));
  }
}

/** The raw layout's text, `byteLength` bytes long; undefined when the file is not that. */
export function toolListBytesFromModuleFile(file: URL, byteLength: number): ToolListBytes | undefined {
  const literal = literalIn(file, RAW_HEAD, RAW_TAIL);
  if (literal === undefined || literal.length !== byteLength) return undefined;
  // A file written otherwise (another tool, a bundler) could hold what String.raw does not give back as it is.
  if (NOT_RAW.some((text) => literal.includes(text))) return undefined;
  return new FileToolList(literal);
}

/** The quoted layout's text, `length` characters long; undefined when the file is not that. */
export function toolListFromModuleFile(file: URL, length: number): string | undefined {
  const literal = literalIn(file, QUOTED_HEAD, QUOTED_TAIL);
  if (literal === undefined) return undefined;
  const raw = decode(literal);
  const text = raw.includes('\\') ? unescapeSingleQuoted(raw) : raw;
  return text.length === length ? text : undefined;
}

/** The bytes between `head` and the last `tail` of the file; undefined when it cannot be read or has neither. */
function literalIn(file: URL, head: string, tail: string): Buffer | undefined {
  // Sync, no import statement: this package stays loadable where node:fs is not (then: undefined).
  const getBuiltin = globalThis.process?.getBuiltinModule;
  if (typeof getBuiltin !== 'function') return undefined;
  const { readFileSync } = getBuiltin('node:fs');
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  const start = bytes.indexOf(head);
  const end = bytes.lastIndexOf(tail);
  if (start === -1 || end < start + head.length) return undefined;
  return bytes.subarray(start + head.length, end);
}

function decode(bytes: Buffer): string {
  const { isAscii } = globalThis.process.getBuiltinModule('node:buffer');
  // Latin-1 decodes ASCII as UTF-8 does, without UTF-8's validation pass.
  return bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
}

/**
 * The inverse of the quoted literal's escaping (codegen's singleQuotedText): `\\`, `\'`, `\u2028`, `\u2029`.
 * Every backslash of the literal starts one of these, so reading left to right undoes them exactly.
 */
function unescapeSingleQuoted(raw: string): string {
  return raw.replace(/\\(u2028|u2029|[\\'])/g, (_match, escaped: string) => {
    if (escaped === 'u2028') return '\u2028';
    if (escaped === 'u2029') return '\u2029';
    return escaped;
  });
}
