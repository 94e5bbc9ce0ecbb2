/**
 * A schema OpenAI's strict mode accepts, and the plan that maps the
 * arguments it produces back (RestorePlan in @mcp-codegen/manifest):
 * - an optional property becomes required; unless its schema already
 *   accepts null it becomes `T | null`, and a null there means "omitted";
 * - every object gets `additionalProperties: false`; a record
 *   (`{ [key: string]: T }`) becomes a list of `{ key, value }` pairs;
 * - oneOf becomes anyOf (a superset), allOf of objects one object, a root
 *   union one object;
 * - `type: [A, B]` becomes anyOf;
 * - if/then/else, not, dependent* and an allOf of non-object constraints
 *   are said in the description (the server still checks them).
 * A bare `{}` has no strict form and stays (the build warns).
 */
import type { JsonSchema, RestorePlan } from '@mcp-codegen/manifest';
import { isSchemaObject } from '../walk-schema.js';
import { acceptsNull, describe, flattenRoot, mergeObjects, refName } from './schema-parts.js';

export interface StrictLowering {
  inputSchema: JsonSchema;
  /** Absent when the arguments need no mapping. */
  restore?: RestorePlan;
}

export function lowerForOpenAiStrict(canonical: JsonSchema): StrictLowering {
  const root = flattenRoot(canonical);
  const defs: Record<string, RestorePlan> = {};
  const lowerDefs = (key: '$defs' | 'definitions'): JsonSchema | undefined => {
    const map = root[key];
    if (!isSchemaObject(map)) return undefined;
    return Object.fromEntries(
      Object.entries(map).map(([name, sub]) => {
        const { schema, plan } = lowerNode(sub as JsonSchema, root);
        if (plan) defs[name] = plan;
        return [name, schema];
      }),
    );
  };
  const { $defs: _d, definitions: _e, ...body } = root;
  const { schema, plan } = lowerNode(body, root);
  const $defs = lowerDefs('$defs');
  const definitions = lowerDefs('definitions');
  const inputSchema: JsonSchema = { ...schema, ...($defs ? { $defs } : {}), ...(definitions ? { definitions } : {}) };
  const restore = prune({ ...(plan ?? {}), ...(Object.keys(defs).length > 0 ? { defs } : {}) }, defs);
  return restore ? { inputSchema, restore } : { inputSchema };
}

/** The plan without references to definitions that need none, and without empty parts; undefined when nothing is left. */
function prune(plan: RestorePlan, defs: Record<string, RestorePlan>): RestorePlan | undefined {
  if (plan.ref !== undefined) return Object.hasOwn(defs, plan.ref) ? plan : undefined;
  const out: RestorePlan = { ...plan };
  if (out.props) {
    const props = Object.fromEntries(Object.entries(out.props).flatMap(([k, p]) => { const kept = prune(p, defs); return kept ? [[k, kept]] : []; }));
    if (Object.keys(props).length > 0) out.props = props;
    else delete out.props;
  }
  for (const key of ['items', 'values'] as const) {
    const kept = out[key] && prune(out[key], defs);
    if (kept) out[key] = kept;
    else delete out[key];
  }
  return isEmptyPlan(out) ? undefined : out;
}

interface Lowered {
  schema: JsonSchema;
  plan?: RestorePlan;
}

const isEmptyPlan = (plan: RestorePlan) => Object.keys(plan).length === 0;

const FURTHER_RULES = 'Further rules apply (the server checks them).';

function lowerNode(input: JsonSchema, root: JsonSchema): Lowered {
  let schema: JsonSchema = { ...input };
  const plan: RestorePlan = {};

  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    // Whether the target needs a plan is known once $defs are lowered; a ref plan is harmless when it has none.
    return name ? { schema, plan: { ref: name } } : { schema };
  }
  if (Array.isArray(schema.type)) {
    const types = schema.type as string[];
    delete schema.type;
    schema = { ...schema, anyOf: types.map((type) => ({ type })) };
  }
  if (Array.isArray(schema.oneOf)) {
    const { oneOf, ...rest } = schema;
    schema = { ...rest, anyOf: oneOf };
  }
  if (Array.isArray(schema.allOf)) {
    const merged = mergeObjects(schema.allOf, true);
    const { allOf: _all, ...rest } = schema;
    // Constraints that are not object shapes (an anyOf of `required` lists, say) have no strict form: said, and checked by the server.
    schema = merged ? { ...merged, ...rest, properties: { ...((merged.properties as object) ?? {}), ...((rest.properties as object) ?? {}) } } : describe(rest, FURTHER_RULES);
  }
  const conditional = ['if', 'then', 'else', 'not', 'dependentRequired', 'dependentSchemas'].filter((k) => Object.hasOwn(schema, k));
  if (conditional.length > 0) {
    for (const key of conditional) delete schema[key];
    schema = describe(schema, FURTHER_RULES);
  }

  if (Array.isArray(schema.anyOf)) {
    const branches = (schema.anyOf as JsonSchema[]).map((b) => (isSchemaObject(b) ? lowerNode(b, root) : { schema: b }));
    schema.anyOf = branches.map((b) => b.schema);
    const merged = mergeBranchPlans(input.anyOf ?? input.oneOf, branches.map((b) => b.plan));
    if (merged) Object.assign(plan, merged);
  }

  const isObject = schema.type === 'object' || (schema.type === undefined && isSchemaObject(schema.properties));
  if (isObject) {
    const properties = isSchemaObject(schema.properties) ? (schema.properties as Record<string, JsonSchema>) : undefined;
    const record = isSchemaObject(schema.additionalProperties) ? (schema.additionalProperties as JsonSchema) : undefined;
    if (record && !properties) return lowerRecord(schema, record, root);
    if (properties) {
      const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
      const lowered: Record<string, JsonSchema> = {};
      const props: Record<string, RestorePlan> = {};
      const absent: string[] = [];
      for (const [key, sub] of Object.entries(properties)) {
        const { schema: low, plan: subPlan } = isSchemaObject(sub) ? lowerNode(sub, root) : { schema: sub as JsonSchema, plan: undefined };
        if (subPlan && !isEmptyPlan(subPlan)) props[key] = subPlan;
        if (required.has(key) || acceptsNull(sub, root)) {
          lowered[key] = low;
        } else {
          const { description, ...rest } = low;
          lowered[key] = { ...(description !== undefined ? { description } : {}), anyOf: [rest, { type: 'null' }] };
          absent.push(key);
        }
      }
      schema.properties = lowered;
      schema.required = Object.keys(lowered);
      if (absent.length > 0) plan.absentIfNull = absent;
      if (Object.keys(props).length > 0) plan.props = props;
    }
    if (schema.additionalProperties !== false && !record) schema.additionalProperties = false;
  }
  if (isSchemaObject(schema.items)) {
    const { schema: items, plan: itemPlan } = lowerNode(schema.items, root);
    schema.items = items;
    if (itemPlan && !isEmptyPlan(itemPlan)) plan.items = itemPlan;
  }
  return isEmptyPlan(plan) ? { schema } : { schema, plan };
}

/** `{ [key: string]: T }` as `[{ key, value }]`: strict mode has no open objects. */
function lowerRecord(schema: JsonSchema, valueSchema: JsonSchema, root: JsonSchema): Lowered {
  const { schema: value, plan: valuePlan } = lowerNode(valueSchema, root);
  const { additionalProperties: _a, type: _t, propertyNames: _n, patternProperties: _p, minProperties: _min, maxProperties: _max, required: _r, ...rest } = schema;
  const pair = { type: 'object', properties: { key: { type: 'string' }, value }, required: ['key', 'value'], additionalProperties: false };
  const lowered = describe({ ...rest, type: 'array', items: pair }, 'A list of { key, value } pairs.');
  return { schema: lowered, plan: { fromEntries: true, ...(valuePlan && !isEmptyPlan(valuePlan) ? { values: valuePlan } : {}) } };
}

/**
 * One plan for a value that may match any of several branches. A key's null
 * is only dropped when no branch that declares the key keeps a null there;
 * otherwise it is left for the canonical validator to judge. Conflicting
 * sub-plans are left out the same way.
 */
function mergeBranchPlans(branches: unknown, plans: Array<RestorePlan | undefined>): RestorePlan | undefined {
  if (plans.every((p) => !p)) return undefined;
  const list = Array.isArray(branches) ? branches : [];
  const declares = (i: number, key: string) => isSchemaObject(list[i]) && isSchemaObject((list[i] as JsonSchema).properties) && Object.hasOwn((list[i] as JsonSchema).properties as object, key);
  const out: RestorePlan = {};
  const keys = new Set(plans.flatMap((p) => p?.absentIfNull ?? []));
  const absent = [...keys].filter((key) => plans.every((p, i) => !declares(i, key) || (p?.absentIfNull ?? []).includes(key)));
  if (absent.length > 0) out.absentIfNull = absent;
  const propKeys = new Set(plans.flatMap((p) => Object.keys(p?.props ?? {})));
  const props: Record<string, RestorePlan> = {};
  for (const key of propKeys) {
    const subs = plans.map((p, i) => (declares(i, key) ? JSON.stringify(p?.props?.[key] ?? null) : undefined)).filter((s) => s !== undefined);
    if (new Set(subs).size === 1 && subs[0] !== 'null') props[key] = JSON.parse(subs[0]!) as RestorePlan;
  }
  if (Object.keys(props).length > 0) out.props = props;
  return isEmptyPlan(out) ? undefined : out;
}
