/**
 * Node builtins a stdio server needs only after start-up, loaded on their
 * first use. A static import loads a builtin before the first line runs, and
 * two cost a 1,000-tool server's start-up a measurable share: node:crypto
 * about 3% (bench/PROFILES.md, cold start, wave 5), node:fs/promises with the
 * modules it pulls in about 2% (wave 13).
 * Every module of the runtime takes these builtins from here: one static import
 * anywhere in the bundle would load it at start again (test/startup-modules.test.ts).
 * process.getBuiltinModule (Node 20.16+) is synchronous and needs no
 * createRequire, so a bundle's banner that declares `createRequire` is no concern.
 */
type NodeCrypto = typeof import('node:crypto');
type NodeFsPromises = typeof import('node:fs/promises');

let cryptoModule: NodeCrypto | undefined;
let fsPromisesModule: NodeFsPromises | undefined;

/** Request states, state handles, tasks and HTTP sessions. */
export function nodeCrypto(): NodeCrypto {
  return (cryptoModule ??= process.getBuiltinModule('node:crypto'));
}

/** Files read for handlers (files/). */
export function nodeFsPromises(): NodeFsPromises {
  return (fsPromisesModule ??= process.getBuiltinModule('node:fs/promises'));
}
