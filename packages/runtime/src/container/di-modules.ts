/**
 * Loading tsyringe and the Reflect polyfill it needs. Both are CommonJS, and
 * require() loads them in about a third of the CPU import() takes: an
 * import() of CommonJS makes Node lex every file of it for its export names
 * (bench/PROFILES.md, "first call"). require() is used where it finds the
 * package from this file, as in an installed runtime; a CommonJS bundle (no
 * import.meta.url) or a bundle that left the package out of reach takes
 * import(), which bundlers see and include.
 */
export type Tsyringe = typeof import('tsyringe');

/** A require() that resolves from this file, made on first use; none in a CommonJS bundle (no import.meta.url). */
let requireHere: NodeJS.Require | undefined;

function requireFromHere(): NodeJS.Require | undefined {
  if (typeof import.meta.url !== 'string') return undefined;
  return (requireHere ??= process.getBuiltinModule('node:module').createRequire(import.meta.url));
}

function requirable(id: string): boolean {
  const require = requireFromHere();
  if (!require) return false;
  try {
    require.resolve(id);
    return true;
  } catch {
    return false;
  }
}

/** Installs the Reflect polyfill tsyringe needs, unless something already has. */
export async function loadReflectPolyfill(): Promise<void> {
  if (typeof (Reflect as { getMetadata?: unknown }).getMetadata === 'function') return;
  if (requirable('reflect-metadata')) requireFromHere()!('reflect-metadata');
  else await import('reflect-metadata');
}

/** True when requireTsyringe() works; otherwise tsyringe has to be imported ahead of its first use. */
export function canRequireTsyringe(): boolean {
  return requirable('tsyringe');
}

/** tsyringe, synchronously: on its first use, which may come inside resolve(). */
export function requireTsyringe(): Tsyringe {
  const require = requireFromHere();
  if (!require) throw new Error('tsyringe cannot be required here; import it first (ServerContainer.load does).');
  return require('tsyringe') as Tsyringe;
}

export function importTsyringe(): Promise<Tsyringe> {
  return import('tsyringe');
}
