/**
 * The cache hint of one resources/read on the 2026-07-28 wire: the server's
 * options for the URI or its template win, then what the resource's or
 * template's decorator declared (`binding.policy.cache`), then the server's
 * default for reads.
 */
import type { Registry } from '../../composition/registry.js';
import { matchUri } from '../../templates/template-matcher.js';
import type { CacheHint, CachePolicy } from './cache-hints.js';

export function resourceReadHint(cache: CachePolicy, registry: Registry | undefined, uri: string): Required<CacheHint> {
  if (!registry) return cache.read(uri);
  const fixed = registry.resources.get(uri);
  if (fixed) return cache.read(uri, undefined, fixed.binding.policy?.cache);
  // The template that served the read: the first, in match order, whose variables convert.
  for (const entry of registry.templates) {
    const match = matchUri(entry.matcher, uri);
    if (match && 'variables' in match) return cache.read(uri, entry.descriptor.uriTemplate, entry.binding.policy?.cache);
  }
  return cache.read(uri);
}
