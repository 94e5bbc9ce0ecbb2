import type { ToolDescriptor } from '@mcp-codegen/manifest';
import type { Profile, ProfileFinding } from './rule.js';

/** The rules of `profile` that `tool` breaks, each with where; empty when the profile's client accepts it. */
export function checkTool(tool: ToolDescriptor, profile: Profile): ProfileFinding[] {
  const findings: ProfileFinding[] = [];
  for (const rule of profile.rules) {
    const paths = rule.find(tool);
    if (paths.length > 0) findings.push({ profile: profile.name, rule, paths });
  }
  return findings;
}
