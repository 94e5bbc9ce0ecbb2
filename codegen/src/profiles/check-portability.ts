/**
 * The portability stage of a build, between model and emit: each tool
 * against each configured client profile. Reports what a client would reject
 * (MCPG4001) and, in `lower` mode, makes the variants the manifest carries.
 * The canonical schemas are never changed.
 */
import type { ToolDescriptor, ToolVariant, ToolVariants } from '@mcp-codegen/manifest';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { FrozenMemo } from '../emit/frozen-memo.js';
import type { FeatureModel, ToolModel } from '../model/feature-model.js';
import { checkTool } from './check-tool.js';
import { lowerTool } from './lower/lower-tool.js';
import { DEFAULT_PROFILES, type PortabilityConfig, type PortabilityMode } from './portability-config.js';
import { ALL_PROFILES } from './profiles.js';
import type { Profile, ProfileFinding } from './rule.js';

export interface PortabilityResult {
  diagnostics: Diagnostic[];
  /** Absent when no tool was lowered. */
  toolVariants?: ToolVariants;
}

/** How many places a message names before "and N more". */
const SHOWN_PATHS = 3;

export function checkPortability(model: FeatureModel, config: PortabilityConfig = {}): PortabilityResult {
  const chosen = config.profiles ?? DEFAULT_PROFILES;
  const profiles = ALL_PROFILES.filter((p) => chosen.includes(p.name));
  const diagnostics: Diagnostic[] = unknownTools(model, config);
  const variants: ToolVariants = {};
  for (const tool of model.tools) {
    const mode: PortabilityMode = config.tools?.[tool.descriptor.name] ?? config.mode ?? 'warn';
    for (const profile of profiles) {
      let findings = findingsOf.get(profile)!.get(tool.descriptor);
      if (findings.length === 0) continue;
      let lowered = false;
      if (mode === 'lower' && findings.some((f) => f.rule.lowerable)) {
        const variant = lowerTool(tool.descriptor.inputSchema, profile.name);
        // A lowering that changed nothing (a root union of non-objects, say) is no variant.
        if (JSON.stringify(variant.inputSchema) !== JSON.stringify(tool.descriptor.inputSchema)) {
          (variants[profile.name] ??= {})[tool.descriptor.name] = variant;
          findings = checkTool(withVariant(tool.descriptor, variant), profile);
          lowered = true;
        }
      }
      if (findings.length > 0) diagnostics.push(finding(tool, profile, findings, mode, lowered));
    }
  }
  return Object.keys(variants).length > 0 ? { diagnostics, toolVariants: variants } : { diagnostics };
}

/**
 * Each profile's findings for a tool, remembered by its frozen descriptor (frozen-memo.ts): a
 * watch rebuild checks the tools it analysed again, not every tool's schema against every rule.
 */
const findingsOf = new Map(ALL_PROFILES.map((profile) => [profile, new FrozenMemo<ToolDescriptor, ProfileFinding[]>((tool) => checkTool(tool, profile))]));

/** A tool name in `portability.tools` that names no tool: a typo would otherwise change nothing, silently. */
function unknownTools(model: FeatureModel, config: PortabilityConfig): Diagnostic[] {
  const names = new Set(model.tools.map((t) => t.descriptor.name));
  return Object.keys(config.tools ?? {})
    .filter((name) => !names.has(name))
    .map((name) => ({
      code: 'MCPG1110',
      severity: 'error' as const,
      message: `"portability.tools" names ${JSON.stringify(name)}, which is not a tool of this package.`,
      hint: `Tools: ${[...names].join(', ') || '(none)'}; see docs/portability.md.`,
    }));
}

/** The tool as a profile's clients see it. */
export function withVariant(tool: ToolDescriptor, variant: ToolVariant | undefined): ToolDescriptor {
  return variant ? { ...tool, inputSchema: variant.inputSchema } : tool;
}

function finding(tool: ToolModel, profile: Profile, findings: ProfileFinding[], mode: PortabilityMode, lowered: boolean): Diagnostic {
  const reasons = findings.map(({ rule, paths }) => {
    const shown = paths.slice(0, SHOWN_PATHS).join(', ') + (paths.length > SHOWN_PATHS ? ` and ${paths.length - SHOWN_PATHS} more` : '');
    return `${rule.problem} [${rule.id}] at ${shown}`;
  });
  const canLower = !lowered && findings.some((f) => f.rule.lowerable);
  const fixes = [...new Set(findings.map((f) => f.rule.fix))];
  const hint = `${fixes.join(' ')}${canLower ? ` Or set "portability": { "tools": { "${tool.descriptor.name}": "lower" } } in mcp-codegen.config.json.` : ''} To stop checking this client: "portability": { "profiles": [...] } without "${profile.name}".`;
  return {
    code: 'MCPG4001',
    severity: mode === 'error' ? 'error' : 'warning',
    message: `Tool "${tool.descriptor.name}"${lowered ? ', even lowered,' : ''}: ${profile.client} (profile ${profile.name}) ${profile.effect}: ${reasons.join('; ')}.`,
    hint,
    location: tool.source,
  };
}

