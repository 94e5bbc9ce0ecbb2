/**
 * Server validation of custom headers (SEP-2243): every `Mcp-Param-{Name}`
 * a tool declares must agree with its argument, after Base64 decoding; a
 * header missing while the argument is present, or present while it is
 * absent, is a mismatch too. Null or absent arguments expect no header.
 */
import type { ListsJson } from '@mcp-codegen/manifest';
import type { Registry, ToolEntry } from '../../../composition/registry.js';
import type { JsonObject } from '../../../protocol/wire/json-rpc.js';
import type { HttpRequestView } from '../http-request.js';
import { decodeHeaderValue } from './header-value.js';
import { paramHeaders, type ParamHeader } from './param-header-list.js';
import { toolMapFact } from '../../../composition/tool-map-fact.js';

/** What disagrees, for the -32020 message; undefined when the headers agree with the arguments (asked only while anyToolDeclaresHeaders). */
export function paramHeaderProblem(registry: Registry, request: HttpRequestView, params: JsonObject): { header: string; detail: string } | undefined {
  const name = params.name;
  const entry = typeof name === 'string' ? registry.tools.get(name) : undefined;
  if (!entry) return undefined; // An unknown tool is the dispatcher's error.
  const headers = headersOf(entry);
  if (headers.length === 0) return undefined;
  const args = params.arguments;
  for (const param of headers) {
    const problem = check(param, valueAt(args, param.path), request.header(param.header));
    if (problem) return { header: `Mcp-Param-${param.name}`, detail: problem };
  }
  return undefined;
}

const byTool = new WeakMap<ToolEntry, readonly ParamHeader[]>();
/** Per feature: whether its tool list's JSON text names x-mcp-header at all. */
const textNamesHeaders = new WeakMap<ListsJson, boolean>();
const NONE: readonly ParamHeader[] = Object.freeze([]);

/**
 * The tool's headers, found once per tool. A feature whose tool list text (exactly
 * `JSON.stringify` of its descriptors) never names "x-mcp-header" declares none, which is known
 * without parsing the list: a generated feature's descriptors stay unread on this path, as on the
 * 2025 wire (test: http-modern-fast-checks.test.ts compares this with paramHeaders of every descriptor).
 */
export function headersOf(entry: ToolEntry): readonly ParamHeader[] {
  let headers = byTool.get(entry);
  if (headers === undefined) {
    headers = mayNameHeaders(entry.listsJson) ? paramHeaders(entry.descriptor) : NONE;
    byTool.set(entry, headers);
  }
  return headers;
}

/**
 * Whether any tool declares an Mcp-Param header, decided once per tool map: most servers have none, and
 * then a call looks nothing up (test: http-modern-fast-checks.test.ts compares it with headersOf of every tool).
 */
export const anyToolDeclaresHeaders = toolMapFact((tools) => {
  for (const entry of tools.values()) if (mayNameHeaders(entry.listsJson) && headersOf(entry).length > 0) return true;
  return false;
});

function mayNameHeaders(lists: ListsJson | undefined): boolean {
  if (lists?.tools === undefined) return true;
  let names = textNamesHeaders.get(lists);
  if (names === undefined) textNamesHeaders.set(lists, (names = lists.tools.includes('"x-mcp-header"')));
  return names;
}

function valueAt(args: unknown, path: readonly string[]): unknown {
  let value = args;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || Array.isArray(value) || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function check(param: ParamHeader, value: unknown, raw: string | undefined): string | undefined {
  const label = `Mcp-Param-${param.name}`;
  const absent = value === undefined || value === null;
  if (raw === undefined) return absent ? undefined : `arguments.${param.path.join('.')} is present but the ${label} header is absent`;
  const text = decodeHeaderValue(raw);
  if (text === undefined) return `the ${label} header has invalid characters or invalid Base64`;
  if (absent) return `the ${label} header is present but arguments.${param.path.join('.')} is not`;
  return matches(value, text) ? undefined : `the ${label} header value does not match arguments.${param.path.join('.')}`;
}

/** Integers compare numerically (`42.0` equals `42`), booleans as lower-case words, strings exactly. */
function matches(value: unknown, text: string): boolean {
  if (typeof value === 'number') return text.trim() !== '' && Number(text) === value;
  if (typeof value === 'boolean') return text === String(value);
  return typeof value === 'string' && text === value;
}
