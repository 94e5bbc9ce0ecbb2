/** Says which class could not be built, on which path, and how to fix it. */
export class ResolutionError extends Error {
  override name = 'ResolutionError';

  constructor(
    /** Outermost first: the class asked for, down to the one that failed. */
    readonly chain: readonly string[],
    readonly reason: string,
    /** How to fix it; defaults to registering the last link. */
    readonly fix = `Register it in the feature, or provide it to the server: createServer(features, { providers: [{ token: ${chain[chain.length - 1]}, useValue: instance }] }).`,
  ) {
    const failed = chain[chain.length - 1];
    const via = chain.length > 1 ? ` (needed by ${chain.slice(0, -1).join(' → ')})` : '';
    super(`Cannot build ${failed}${via}: ${reason}. ${fix}`);
  }
}

/** A token nobody registered, asked for by a constructor parameter. */
export function missingRegistration(dependent: string, position: number, token: string, chain: readonly string[]): ResolutionError {
  return new ResolutionError(
    chain,
    `parameter #${position + 1} of its constructor needs ${token}, which is not registered`,
    `Provide it to the server: serve(features, { providers: [{ token: ${token.replace(/^token /, '')}, useValue: ... }] }) (or useFactory / useClass).`,
  );
}
