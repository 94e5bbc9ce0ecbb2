/**
 * The id of a JSON-RPC message read from the first bytes of its text, for a
 * line too long to parse: its sender still gets the error under its own id
 * instead of waiting forever. Strict and bounded: only the top-level members
 * before the first nested value are read, and a member cut off by the end of
 * `head` counts as not found.
 */
export function leadingId(head: string): string | number | undefined {
  let i = 0;
  const space = () => {
    while (i < head.length && (head[i] === ' ' || head[i] === '\t' || head[i] === '\r' || head[i] === '\n')) i++;
  };
  const string = (): string | undefined => {
    if (head[i] !== '"') return undefined;
    const start = i++;
    while (i < head.length && head[i] !== '"') i += head[i] === '\\' ? 2 : 1;
    if (i >= head.length) return undefined;
    i++;
    try {
      return JSON.parse(head.slice(start, i)) as string;
    } catch {
      return undefined;
    }
  };
  const scalar = (): string | number | boolean | null | undefined => {
    if (head[i] === '"') return string();
    const match = /^(?:-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?|true|false|null)(?=[\s,}])/.exec(head.slice(i, i + 40));
    if (!match) return undefined;
    i += match[0].length;
    return JSON.parse(match[0]) as number | boolean | null;
  };
  space();
  if (head[i++] !== '{') return undefined;
  for (;;) {
    space();
    const key = string();
    space();
    if (key === undefined || head[i++] !== ':') return undefined;
    space();
    const value = scalar();
    if (value === undefined) return undefined;
    if (key === 'id') return typeof value === 'string' || typeof value === 'number' ? value : undefined;
    space();
    if (head[i++] !== ',') return undefined;
  }
}
