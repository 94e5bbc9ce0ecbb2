/** What a request is about, read from its params without validating them (the handler does that). */
import type { JsonObject } from '../protocol/wire/json-rpc.js';
import { ATTR } from './semconv.js';

export interface RequestTarget {
  /** The attribute that names it: a tool, a prompt or a resource URI. */
  attribute: typeof ATTR.toolName | typeof ATTR.promptName | typeof ATTR.resourceUri;
  value: string;
}

const BY_METHOD: Readonly<Record<string, { param: string; attribute: RequestTarget['attribute'] }>> = {
  'tools/call': { param: 'name', attribute: ATTR.toolName },
  'prompts/get': { param: 'name', attribute: ATTR.promptName },
  'resources/read': { param: 'uri', attribute: ATTR.resourceUri },
  'resources/subscribe': { param: 'uri', attribute: ATTR.resourceUri },
  'resources/unsubscribe': { param: 'uri', attribute: ATTR.resourceUri },
};

export function targetOf(method: string, params: JsonObject): RequestTarget | undefined {
  const rule = Object.hasOwn(BY_METHOD, method) ? BY_METHOD[method] : undefined;
  if (!rule) return undefined;
  const value = params[rule.param];
  return typeof value === 'string' ? { attribute: rule.attribute, value } : undefined;
}

/** Span name per the conventions: "{method} {tool or prompt}"; a resource URI stays out (high cardinality). */
export function spanName(method: string, target: RequestTarget | undefined): string {
  return target && target.attribute !== ATTR.resourceUri ? `${method} ${target.value}` : method;
}
