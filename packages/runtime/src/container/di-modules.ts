/**
 * Loading tsyringe and the Reflect polyfill it needs. Both are CommonJS, and
 * require() loads them in about a third of the CPU import() takes: an
 * import() of CommonJS makes Node lex every file of it for its export names
 * (bench/PROFILES.md, "first call"). require() is used where it finds the
 * package from this file, as in an installed runtime; a CommonJS bundle (no
 * import.meta.url) or a bundle that left the package out of reach takes
 * import(), which bundlers see and include.
 */
// A namespace import: a bundle's banner (docs/deployment.md) often declares `createRequire` at the top of
// the same scope, and esbuild cannot rename what a banner declares.
import * as nodeModule from 'node:module';

export type Tsyringe = typeof import('tsyringe');

const requireHere = typeof import.meta.url === 'string' ? nodeModule.createRequire(import.meta.url) : undefined;

function requirable(id: string): boolean {
  if (!requireHere) return false;
  try {
    requireHere.resolve(id);
    return true;
  } catch {
    return false;
  }
}

/** Installs the Reflect polyfill tsyringe needs, unless something already has. */
export async function loadReflectPolyfill(): Promise<void> {
  if (typeof (Reflect as { getMetadata?: unknown }).getMetadata === 'function') return;
  if (requirable('reflect-metadata')) requireHere!('reflect-metadata');
  else await import('reflect-metadata');
}

/** True when requireTsyringe() works; otherwise tsyringe has to be imported ahead of its first use. */
export function canRequireTsyringe(): boolean {
  return requirable('tsyringe');
}

/** tsyringe, synchronously: on its first use, which may come inside resolve(). */
export function requireTsyringe(): Tsyringe {
  if (!requireHere) throw new Error('tsyringe cannot be required here; import it first (ServerContainer.load does).');
  return requireHere('tsyringe') as Tsyringe;
}

export function importTsyringe(): Promise<Tsyringe> {
  return import('tsyringe');
}
