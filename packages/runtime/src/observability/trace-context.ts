/**
 * Trace context carried in a request's `params._meta` (SEP-414: unprefixed
 * `traceparent`, `tracestate`, `baggage`) and in HTTP headers, read through
 * the app's configured propagators (none configured: nothing is read).
 */
import { context, propagation, trace, type Context, type Link, type TextMapGetter } from '@opentelemetry/api';
import type { JsonObject } from '../protocol/wire/json-rpc.js';

const metaGetter: TextMapGetter<JsonObject> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => {
    const value = carrier[key];
    return typeof value === 'string' ? value : undefined;
  },
};

export interface ParentContext {
  context: Context;
  /** The ambient (transport) span when `_meta` named another parent: the conventions link it. */
  links?: Link[];
}

/** The parent of a request's span: `_meta`'s trace context when present, else the ambient one. */
export function parentOf(meta: JsonObject | undefined): ParentContext {
  const ambient = context.active();
  if (meta === undefined || typeof meta.traceparent !== 'string') return { context: ambient };
  const extracted = propagation.extract(ambient, meta, metaGetter);
  const transport = trace.getSpanContext(ambient);
  return transport ? { context: extracted, links: [{ context: transport }] } : { context: extracted };
}
