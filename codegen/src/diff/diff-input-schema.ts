import type { JsonSchema } from '@mcp-codegen/manifest';
import type { ChangeLevel } from './contract-change.js';
import { narrowings } from './narrowings.js';

export interface SchemaChange {
  level: ChangeLevel;
  path: string;
  message: string;
}

type Schema = JsonSchema & { properties?: Record<string, JsonSchema>; required?: string[] };

/**
 * Compares what a client may send: a removed or newly required property and
 * any narrowing of an accepted value are breaking; a new optional property or
 * a widening is a feature; documentation changes are a patch.
 */
export function diffInputSchema(before: JsonSchema, after: JsonSchema, path: string): SchemaChange[] {
  const changes: SchemaChange[] = [];
  const was = before as Schema;
  const now = after as Schema;
  for (const message of narrowings(was, now)) changes.push({ level: 'breaking', path, message });
  for (const message of widenings(was, now)) changes.push({ level: 'feature', path, message });

  const oldProps = was.properties ?? {};
  const newProps = now.properties ?? {};
  const oldRequired = new Set(was.required ?? []);
  const newRequired = new Set(now.required ?? []);
  for (const name of Object.keys(oldProps)) {
    const at = `${path}.${name}`;
    if (!(name in newProps)) changes.push({ level: 'breaking', path: at, message: 'argument removed' });
    else {
      if (!oldRequired.has(name) && newRequired.has(name)) changes.push({ level: 'breaking', path: at, message: 'argument is now required' });
      if (oldRequired.has(name) && !newRequired.has(name)) changes.push({ level: 'feature', path: at, message: 'argument is now optional' });
      changes.push(...diffInputSchema(oldProps[name]!, newProps[name]!, at));
    }
  }
  for (const name of Object.keys(newProps)) {
    if (name in oldProps) continue;
    const at = `${path}.${name}`;
    changes.push(newRequired.has(name) ? { level: 'breaking', path: at, message: 'new required argument' } : { level: 'feature', path: at, message: 'new optional argument' });
  }
  if (changes.length === 0 && JSON.stringify(strip(was)) !== JSON.stringify(strip(now))) {
    changes.push({ level: 'patch', path, message: 'description or default changed' });
  }
  return changes;
}

/** The inverse of narrowings: what the new schema accepts that the old did not (types, enum values, looser bounds). */
function widenings(before: Schema, after: Schema): string[] {
  return narrowings(after, before, true);
}

/** Only what shapes acceptance, for a last "anything else changed?" comparison. */
function strip(schema: Schema): unknown {
  const { description: _d, title: _t, default: _def, examples: _e, properties, ...rest } = schema as Record<string, unknown>;
  return rest;
}
