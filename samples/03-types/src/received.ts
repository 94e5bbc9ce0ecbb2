/**
 * What a tool received, as JSON text: each value with the runtime type the
 * method saw (`Date` for Dates), so tests can check the generated code
 * converted and defaulted arguments before the call.
 */
export function received(values: Record<string, unknown>): string {
  return JSON.stringify({ values, types: typesOf(values) });
}

function typesOf(value: unknown): unknown {
  if (value instanceof Date) return 'Date';
  if (Array.isArray(value)) return value.map(typesOf);
  if (value === null) return 'null';
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typesOf(v)]));
  return typeof value;
}
