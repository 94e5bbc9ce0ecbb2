import type { Palette } from '../diagnostics/palette.js';
import type { ContractChange, ContractDiff } from './contract-change.js';

const HEADINGS: Record<ContractChange['level'], string> = {
  breaking: 'Breaking changes',
  feature: 'New features',
  patch: 'Other changes',
};

/**
 * The diff for people: grouped by level, one line per change, then the
 * verdict, e.g. `2 breaking changes: a major version bump`.
 */
export function formatDiff(diff: ContractDiff, paint: Palette): string {
  if (diff.changes.length === 0) return 'No contract changes.\n';
  const lines: string[] = [];
  for (const level of ['breaking', 'feature', 'patch'] as const) {
    const group = diff.changes.filter((c) => c.level === level);
    if (group.length === 0) continue;
    const heading = level === 'breaking' ? paint.error(HEADINGS[level]) : HEADINGS[level];
    lines.push(`${heading} (${group.length}):`);
    for (const c of group) lines.push(`  ${c.target}${c.path ? ` ${c.path}` : ''}: ${c.message}`);
    lines.push('');
  }
  const breaking = diff.changes.filter((c) => c.level === 'breaking').length;
  const verdict = { major: 'a major version bump', minor: 'a minor version bump', patch: 'a patch version bump', none: '' }[diff.bump];
  lines.push(breaking > 0 ? `${breaking} breaking change${breaking === 1 ? '' : 's'}: ${verdict}.` : `No breaking changes: ${verdict}.`);
  return lines.join('\n') + '\n';
}
