// Types of release-checks.mjs, for the tests that import it.
export interface TarballFacts {
  pkg: Record<string, any>;
  files: string[];
  readme?: string;
  versions: Record<string, string>;
}
export function entryPoints(pkg: Record<string, any>): string[];
export function tarballProblems(facts: TarballFacts): string[];
