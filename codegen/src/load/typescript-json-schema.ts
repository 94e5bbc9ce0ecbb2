import { createRequire, Module } from 'node:module';
import { ts } from 'ts-morph';
import type * as TJS from 'typescript-json-schema';

const require = createRequire(import.meta.url);

/** Where typescript-json-schema is, and the `typescript` it `require`s. */
function paths(): { tjs: string; typescript: string } {
  const tjs = require.resolve('typescript-json-schema');
  return { tjs, typescript: createRequire(tjs).resolve('typescript') };
}

/** The version of the `typescript` package typescript-json-schema depends on, read without loading it. */
export function schemaTypeScriptVersion(): string {
  const manifest = createRequire(paths().tjs).resolve('typescript/package.json');
  return (require(manifest) as { version: string }).version;
}

let loaded: typeof TJS | undefined;

/**
 * typescript-json-schema, loaded when a schema first needs it (plain
 * parameter lists never do: simple-input.ts). It `require`s the `typescript`
 * package, a second copy of the compiler beside the one ts-morph bundles
 * (0.15 s to load, and its own compiled code); both are the same minor
 * (version-guard.ts, typescript-json-schema.test.ts), so it gets ts-morph's:
 * put in the module cache while TJS loads and taken out after, so nothing
 * else in the process (a rollup build) gets it in place of `typescript`.
 * When `typescript` is already loaded, TJS shares that copy instead.
 */
export function loadTypeScriptJsonSchema(): typeof TJS {
  if (loaded) return loaded;
  const { tjs, typescript } = paths();
  const lend = !(typescript in require.cache) && !(tjs in require.cache);
  if (lend) {
    const module = new Module(typescript);
    module.filename = typescript;
    module.exports = ts;
    module.loaded = true;
    require.cache[typescript] = module;
  }
  try {
    loaded = require(tjs) as typeof TJS;
  } finally {
    if (lend) delete require.cache[typescript];
  }
  return loaded;
}
