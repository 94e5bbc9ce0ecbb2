import type { Node, Type } from 'ts-morph';
import type { DatePlan } from '../../model/feature-model.js';
import { libTypeName } from './lib-type-name.js';

/**
 * Where a parameter's type holds `Date`s, so generated code can turn the ISO
 * strings the schema accepts into Dates before the call. Undefined when there
 * are none. In a union, a place that is a Date in any member is converted; a
 * recursive type is followed once.
 */
export function datePlan(type: Type, at: Node): DatePlan | undefined {
  return plan(type, at, new Set());
}

function plan(type: Type, at: Node, seen: Set<unknown>): DatePlan | undefined {
  if (libTypeName(type) === 'Date') return true;
  if (seen.has(type.compilerType)) return undefined;
  const inner = new Set(seen).add(type.compilerType);
  const parts = type.isUnion() ? type.getUnionTypes() : type.isIntersection() ? type.getIntersectionTypes() : undefined;
  if (parts) return parts.map((part) => plan(part, at, inner)).reduce<DatePlan | undefined>(merge, undefined);
  if (type.isArray() || type.isReadonlyArray()) {
    const element = type.getArrayElementType() ?? type.getTypeArguments()[0];
    const each = element && plan(element, at, inner);
    return each ? { each } : undefined;
  }
  const props: Record<string, DatePlan> = {};
  if (type.isTuple()) {
    type.getTupleElements().forEach((element, i) => {
      const sub = plan(element, at, inner);
      if (sub) props[String(i)] = sub;
    });
  } else if (type.isObject()) {
    for (const property of type.getProperties()) {
      const sub = plan(property.getTypeAtLocation(at), at, inner);
      if (sub) props[property.getName()] = sub;
    }
  }
  const index = type.isObject() && !type.isTuple() ? type.getStringIndexType() : undefined;
  const each = index && plan(index, at, inner);
  if (Object.keys(props).length === 0 && !each) return undefined;
  return { ...(Object.keys(props).length > 0 ? { props } : {}), ...(each ? { each } : {}) };
}

function merge(a: DatePlan | undefined, b: DatePlan | undefined): DatePlan | undefined {
  if (!a || !b) return a ?? b;
  if (a === true || b === true) return true;
  const props: Record<string, DatePlan> = { ...a.props };
  for (const [key, sub] of Object.entries(b.props ?? {})) props[key] = merge(props[key], sub)!;
  const each = merge(a.each, b.each);
  return { ...(Object.keys(props).length > 0 ? { props } : {}), ...(each ? { each } : {}) };
}
