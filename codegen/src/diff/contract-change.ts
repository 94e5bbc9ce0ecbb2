/** How a change affects clients written against the old manifest. */
export type ChangeLevel = 'breaking' | 'feature' | 'patch';

/** One difference between two manifests. */
export interface ContractChange {
  level: ChangeLevel;
  /** `tool addNote`, `resource notes://index`, `prompt summarize`. */
  target: string;
  /** Where inside it, when not the whole entry: `input.tags`, `output`, `argument style`. */
  path?: string;
  message: string;
}

export interface ContractDiff {
  changes: ContractChange[];
  /** The semver bump the change calls for: major (breaking), minor (new features), patch, or none. */
  bump: 'major' | 'minor' | 'patch' | 'none';
}

export function bumpOf(changes: readonly ContractChange[]): ContractDiff['bump'] {
  if (changes.some((c) => c.level === 'breaking')) return 'major';
  if (changes.some((c) => c.level === 'feature')) return 'minor';
  return changes.length > 0 ? 'patch' : 'none';
}
