/**
 * node:crypto, loaded on its first use. Importing it costs a stdio server about
 * 3% of its start-up (bench/PROFILES.md, cold start, wave 5), and only request
 * states, state handles, tasks and HTTP sessions use it, after start-up.
 * Every module of the runtime takes node:crypto from here: one static import
 * anywhere in the bundle would load it at start again (test/startup-modules.test.ts).
 */
// A namespace import, as in container/di-modules.ts: a bundle's banner may declare `createRequire`.
import * as nodeModule from 'node:module';

type NodeCrypto = typeof import('node:crypto');

let loaded: NodeCrypto | undefined;

export function nodeCrypto(): NodeCrypto {
  // A builtin resolves from anywhere: the base only matters when import.meta.url is missing (a CommonJS bundle).
  return (loaded ??= nodeModule.createRequire(typeof import.meta.url === 'string' ? import.meta.url : `${process.cwd()}/`)('node:crypto') as NodeCrypto);
}
