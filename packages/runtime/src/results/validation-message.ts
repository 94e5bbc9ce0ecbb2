/**
 * Turns Ajv errors into one sentence a model or a person can act on: each
 * failing field by name and the rule it broke. Bounded: names and values
 * come from the caller (a 4 MiB property name) or from the schema (an enum
 * of thousands), so each is cut short, at most MAX_ERRORS are said, and the
 * whole message stays under MAX_MESSAGE_LENGTH characters.
 */
import type { ValidationError } from '@mcp-codegen/manifest';

/** The most errors one message names (validators stop at the first; hand-written ones may not). */
export const MAX_ERRORS = 10;
/** The longest path, property name or value quoted in a message. */
export const MAX_QUOTED_LENGTH = 100;
/** The longest enum list shown; the rest is counted. */
const MAX_ENUM_VALUES = 10;
/** The longest whole message, in characters. */
export const MAX_MESSAGE_LENGTH = 1024;

/** `text`, or its first `max - 1` characters and "…" when it is longer. */
export function shorten(text: string, max = MAX_QUOTED_LENGTH): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** "/a/0/b" → "a[0].b" (JSON pointer segments unescaped). */
export function pointerToPath(pointer: string): string {
  let path = '';
  if (pointer === '') return path;
  // One plain segment, the usual case ("/a"): no split, no unescaping.
  if (pointer.indexOf('/', 1) === -1 && !pointer.includes('~')) {
    const segment = pointer.slice(1);
    return isIndex(segment) ? `[${segment}]` : segment;
  }
  for (const raw of pointer.split('/').slice(1)) {
    const segment = raw.includes('~') ? raw.replace(/~1/g, '/').replace(/~0/g, '~') : raw;
    path += isIndex(segment) ? `[${segment}]` : path === '' ? segment : `.${segment}`;
  }
  return path;
}

/** An array index ("0", "12"): digits only. A loop, not /^\d+$/: this runs on every argument error, and the usual segment ("a") fails at its first character. */
function isIndex(segment: string): boolean {
  if (segment === '') return false;
  for (let i = 0; i < segment.length; i++) {
    const c = segment.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}

function join(path: string, key: string): string {
  return shorten(path === '' ? key : `${path}.${key}`);
}

function describeError(error: ValidationError): string {
  // Cut before converting: the pointer holds caller-chosen keys of any length.
  const path = shorten(pointerToPath(shorten(error.instancePath ?? '', MAX_QUOTED_LENGTH * 2)));
  const subject = path === '' ? 'arguments' : `"${path}"`;
  const params = error.params ?? {};
  switch (error.keyword) {
    case 'required':
      return `missing required argument "${join(path, String(params.missingProperty))}"`;
    case 'additionalProperties':
      return `unknown argument "${join(path, String(params.additionalProperty))}"`;
    case 'type': {
      const type = Array.isArray(params.type) ? params.type.join(' or ') : String(params.type);
      return `${subject} must be ${type}`;
    }
    case 'enum': {
      const values: unknown[] = Array.isArray(params.allowedValues) ? params.allowedValues : [];
      const shown = values.slice(0, MAX_ENUM_VALUES).map((v) => shorten(JSON.stringify(v) ?? String(v)));
      const more = values.length > MAX_ENUM_VALUES ? ` (and ${values.length - MAX_ENUM_VALUES} more)` : '';
      return `${subject} must be one of ${shown.join(', ')}${more}`;
    }
    default:
      return `${subject} ${shorten(error.message ?? `fails the "${error.keyword}" rule`)}`;
  }
}

/**
 * A union of plain types (`string | null`, an anyOf of `type` branches)
 * fails once per branch and once more for the anyOf: said as one
 * `must be string or null`. Other anyOf failures keep their branch errors.
 */
function collapseTypeUnions(errors: readonly ValidationError[]): readonly ValidationError[] {
  const dropped = new Set<ValidationError>();
  const merged = new Map<ValidationError, ValidationError>();
  for (const union of errors) {
    if (union.keyword !== 'anyOf') continue;
    const branches = errors.filter((e) => e !== union && e.schemaPath.startsWith(`${union.schemaPath}/`));
    if (branches.length === 0 || !branches.every((e) => e.keyword === 'type' && e.instancePath === union.instancePath)) continue;
    for (const branch of branches) dropped.add(branch);
    merged.set(union, { ...union, keyword: 'type', params: { type: branches.map((e) => e.params.type) } });
  }
  return errors.filter((e) => !dropped.has(e)).map((e) => merged.get(e) ?? e);
}

/** `Invalid arguments for tool "addNote": missing required argument "title"; "tags" must be array`. */
export function formatValidationErrors(subject: string, errors: readonly ValidationError[] | null | undefined): string {
  // The usual case (validators stop at the first error): nothing to collapse or de-duplicate.
  if (errors?.length === 1 && errors[0]!.keyword !== 'anyOf') return shorten(`Invalid arguments for ${subject}: ${describeError(errors[0]!)}`, MAX_MESSAGE_LENGTH);
  const all = errors ?? [];
  // Only the first errors are read at all: a validator with allErrors may hand over a million.
  const described = [...new Set(collapseTypeUnions(all.slice(0, MAX_ERRORS * 4)).map(describeError))];
  const parts = described.slice(0, MAX_ERRORS);
  const more = all.length > MAX_ERRORS * 4 || described.length > MAX_ERRORS ? ' (and more)' : '';
  const message = `Invalid arguments for ${subject}: ${parts.length > 0 ? parts.join('; ') : 'they do not match the schema'}`;
  return shorten(message, MAX_MESSAGE_LENGTH - more.length) + more;
}
