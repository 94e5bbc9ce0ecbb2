/**
 * Lowered tool schemas for clients that reject parts of JSON Schema 2020-12
 * (docs/portability.md). The build emits, beside a tool's canonical schema, a
 * variant per client profile; the runtime lists the variant to a client the
 * server's config names, maps the arguments such a client sends back to the
 * canonical shape with `restoreArguments`, and validates them against the
 * canonical schema as always. Build time (which computes the plans) and run
 * time (which applies them) share this one file.
 */
import type { JsonSchema } from './json-schema.js';

/** The client profiles mcp-codegen knows (codegen/src/profiles/). */
export const PROFILE_NAMES = ['bedrock', 'claude', 'claude-code', 'gemini', 'openai-strict', 'vscode'] as const;

export type ProfileName = (typeof PROFILE_NAMES)[number];

/**
 * How arguments produced from a lowered schema become canonical ones. Each
 * step only changes a value the canonical schema would reject at that spot,
 * so a canonical client's arguments pass through unchanged.
 */
export interface RestorePlan {
  /**
   * Keys the lowering made required and nullable (OpenAI strict has no
   * optional properties): `null` there means "omitted" and the key is
   * removed. Only keys whose canonical schema does not accept `null`.
   */
  absentIfNull?: string[];
  /** The value is a record the lowering sent as a `[{ key, value }]` list: it is made an object again (a later key wins). */
  fromEntries?: true;
  /** Plans for the values of these keys (after the steps above). */
  props?: Record<string, RestorePlan>;
  /** Plan for every element of an array value. */
  items?: RestorePlan;
  /** Plan for every value of a record (an object of arbitrary keys). */
  values?: RestorePlan;
  /** The plan of a named schema in the root's `defs` (recursive types). */
  ref?: string;
  /** Root only: plans of named schemas, by name. */
  defs?: Record<string, RestorePlan>;
}

/** A tool as one profile's clients see it: the lowered schema, and how their arguments are mapped back. */
export interface ToolVariant {
  inputSchema: JsonSchema;
  /** Absent when arguments need no mapping. */
  restore?: RestorePlan;
}

/** Lowered variants by profile, then by tool name. */
export type ToolVariants = { [profile: string]: { [tool: string]: ToolVariant } };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Arguments a lowered schema produced, as the canonical schema expects them.
 * Returns a new object where anything changed (the input is never mutated);
 * values that do not have the shape a step expects are left as they are, for
 * the canonical validator to reject. Work is linear in the size of the input.
 */
export function restoreArguments<T>(value: T, plan: RestorePlan | undefined): T {
  if (!plan) return value;
  return restore(value, plan, plan.defs ?? {}) as T;
}

function restore(value: unknown, plan: RestorePlan, defs: Record<string, RestorePlan>): unknown {
  const step = plan.ref !== undefined ? defs[plan.ref] : plan;
  if (!step) return value;
  if (step.fromEntries && Array.isArray(value) && value.every((e) => isObject(e) && typeof e.key === 'string' && Object.hasOwn(e, 'value'))) {
    const record: Record<string, unknown> = {};
    for (const e of value as Array<{ key: string; value: unknown }>) define(record, e.key, e.value);
    return step.values ? restoreObject(record, { values: step.values }, defs) : record;
  }
  if (Array.isArray(value)) return step.items ? mapArray(value, step.items, defs) : value;
  return isObject(value) ? restoreObject(value, step, defs) : value;
}

/** `target[key] = value`, except that a key named "__proto__" becomes an own property, not the prototype. */
function define(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

function restoreObject(value: Record<string, unknown>, step: RestorePlan, defs: Record<string, RestorePlan>): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  const set = (key: string, next: unknown) => {
    out ??= copy(value);
    if (next === undefined) delete out[key];
    else define(out, key, next);
  };
  for (const key of step.absentIfNull ?? []) if (Object.hasOwn(value, key) && value[key] === null) set(key, undefined);
  for (const [key, sub] of Object.entries(step.props ?? {})) {
    const current = out ?? value;
    if (!Object.hasOwn(current, key)) continue;
    const next = restore(current[key], sub, defs);
    if (next !== current[key]) set(key, next);
  }
  if (step.values) {
    const current = out ?? value;
    for (const key of Object.keys(current)) {
      if (step.props && Object.hasOwn(step.props, key)) continue;
      const next = restore(current[key], step.values, defs);
      if (next !== current[key]) set(key, next);
    }
  }
  return out ?? value;
}

/** A plain copy; spreading defines properties, so an own "__proto__" key stays data. */
function copy(value: Record<string, unknown>): Record<string, unknown> {
  return { ...value };
}

function mapArray(list: unknown[], plan: RestorePlan, defs: Record<string, RestorePlan>): unknown[] {
  let out: unknown[] | undefined;
  list.forEach((item, i) => {
    const next = restore(item, plan, defs);
    if (next !== item) (out ??= list.slice())[i] = next;
  });
  return out ?? list;
}
