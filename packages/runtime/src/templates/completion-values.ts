/** What completion/complete answers: at most 100 values, with the total when there are more. */
export const MAX_COMPLETION_VALUES = 100;

export interface CompletionResult {
  completion: { values: string[]; total?: number; hasMore: boolean };
}

/** Values that start with the typed text, ignoring case. */
export function filterByPrefix(values: readonly string[], prefix: string): string[] {
  const lower = prefix.toLowerCase();
  return values.filter((v) => v.toLowerCase().startsWith(lower));
}

/** The result for `string[]` or `{ values, total?, hasMore? }`; undefined for anything else. */
export function completionResult(returned: unknown): CompletionResult | undefined {
  const given = Array.isArray(returned) ? { values: returned as unknown[] } : isValues(returned) ? returned : undefined;
  if (!given || !given.values.every((v) => typeof v === 'string')) return undefined;
  const values = given.values as string[];
  const total = typeof given.total === 'number' ? given.total : values.length;
  const kept = values.slice(0, MAX_COMPLETION_VALUES);
  const hasMore = given.hasMore === true || total > kept.length;
  return { completion: total > kept.length ? { values: kept, total, hasMore } : { values: kept, hasMore } };
}

function isValues(value: unknown): value is { values: unknown[]; total?: unknown; hasMore?: unknown } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { values?: unknown }).values);
}
