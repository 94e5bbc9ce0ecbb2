export type Env = Record<string, string | undefined>;

/**
 * Colour only for a terminal, or when FORCE_COLOR asks for it (not '0' or
 * 'false'); never when NO_COLOR is set to anything non-empty (no-color.org).
 */
export function useColor(stream: { isTTY?: boolean }, env: Env = process.env): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  return stream.isTTY === true;
}
