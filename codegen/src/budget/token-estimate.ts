import type { FeatureManifest, TokenEstimate, ToolDescriptor } from '@mcp-codegen/manifest';
import { estimateToolTokens, TOKEN_METHOD } from './estimate-tokens.js';

/** The manifest's `tokens`: each tool's estimate, by name, and their sum for the feature. */
export function tokenEstimate(tools: readonly ToolDescriptor[], estimate: (tool: ToolDescriptor) => number = estimateToolTokens): TokenEstimate {
  const perTool: Record<string, number> = {};
  let total = 0;
  for (const tool of tools) {
    const tokens = estimate(tool);
    perTool[tool.name] = tokens;
    total += tokens;
  }
  return { method: TOKEN_METHOD, tools: perTool, total };
}

/**
 * Each tool's estimate as the manifest records it, or estimated now for a
 * manifest written before it recorded one (or by another method).
 */
export function toolTokens(manifest: FeatureManifest): Map<string, number> {
  const recorded = manifest.tokens?.method === TOKEN_METHOD ? manifest.tokens.tools : undefined;
  return new Map(manifest.tools.map((tool) => [tool.name, recorded?.[tool.name] ?? estimateToolTokens(tool)]));
}
