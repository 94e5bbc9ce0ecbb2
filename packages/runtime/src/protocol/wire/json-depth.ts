/**
 * The nesting limit of incoming messages. JSON.parse copes with any depth,
 * but what comes after does not: JSON.stringify (echoing arguments back),
 * recursive validators and handler code overflow the stack somewhere past a
 * few thousand levels. No MCP message needs more than a dozen.
 */

/** Objects and arrays inside one another, counting the message itself as 1. */
export const DEFAULT_MAX_JSON_DEPTH = 64;

/**
 * True when `value` nests objects or arrays more than `maxDepth` deep. It
 * visits containers only and stops at the limit, so it never recurses past
 * `maxDepth` frames; a typical request costs a few hundred nanoseconds.
 */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  return typeof value === 'object' && value !== null && deeper(value, maxDepth);
}

function deeper(container: object, remaining: number): boolean {
  if (remaining === 0) return true;
  if (Array.isArray(container)) {
    for (let i = 0; i < container.length; i++) {
      const item: unknown = container[i];
      if (typeof item === 'object' && item !== null && deeper(item, remaining - 1)) return true;
    }
    return false;
  }
  for (const key in container) {
    const item: unknown = (container as Record<string, unknown>)[key];
    if (typeof item === 'object' && item !== null && deeper(item, remaining - 1)) return true;
  }
  return false;
}
