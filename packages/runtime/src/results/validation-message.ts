/**
 * Turns Ajv errors into one sentence a model or a person can act on: each
 * failing field by name and the rule it broke.
 */
import type { ValidationError } from '@mcp-codegen/manifest';

/** "/a/0/b" → "a[0].b" (JSON pointer segments unescaped). */
export function pointerToPath(pointer: string): string {
  let path = '';
  if (pointer === '') return path;
  // One plain segment, the usual case ("/a"): no split, no unescaping.
  if (pointer.indexOf('/', 1) === -1 && !pointer.includes('~')) {
    const segment = pointer.slice(1);
    return /^\d+$/.test(segment) ? `[${segment}]` : segment;
  }
  for (const raw of pointer.split('/').slice(1)) {
    const segment = raw.includes('~') ? raw.replace(/~1/g, '/').replace(/~0/g, '~') : raw;
    path += /^\d+$/.test(segment) ? `[${segment}]` : path === '' ? segment : `.${segment}`;
  }
  return path;
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

function describeError(error: ValidationError): string {
  const path = pointerToPath(error.instancePath);
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
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues.map((v) => JSON.stringify(v)).join(', ') : '';
      return `${subject} must be one of ${allowed}`;
    }
    default:
      return `${subject} ${error.message ?? `fails the "${error.keyword}" rule`}`;
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
  if (errors?.length === 1 && errors[0].keyword !== 'anyOf') return `Invalid arguments for ${subject}: ${describeError(errors[0])}`;
  const parts = [...new Set(collapseTypeUnions(errors ?? []).map(describeError))];
  return `Invalid arguments for ${subject}: ${parts.length > 0 ? parts.join('; ') : 'they do not match the schema'}`;
}
