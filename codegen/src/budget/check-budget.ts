import type { FeatureManifest } from '@mcp-codegen/manifest';
import { toolTokens } from './token-estimate.js';

/** One tool's cost, with the feature it comes from. */
export interface ToolCost {
  feature: string;
  tool: string;
  tokens: number;
}

export interface BudgetResult {
  ok: boolean;
  budget: number;
  total: number;
  /** Every tool, most expensive first (ties by name). */
  tools: ToolCost[];
}

/** The tools of these features (one feature, or every feature of a server) against a budget in tokens. */
export function checkBudget(manifests: readonly FeatureManifest[], budget: number): BudgetResult {
  const tools = manifests.flatMap((manifest) => [...toolTokens(manifest)].map(([tool, tokens]) => ({ feature: manifest.feature, tool, tokens })));
  tools.sort((a, b) => b.tokens - a.tokens || (a.tool < b.tool ? -1 : a.tool > b.tool ? 1 : 0));
  const total = tools.reduce((sum, t) => sum + t.tokens, 0);
  return { ok: total <= budget, budget, total, tools };
}

/** How many of the biggest tools an over-budget message names. */
const NAMED = 5;

/** The line(s) `check --budget` prints: over budget names the biggest tools and what to do. */
export function formatBudget(result: BudgetResult): string {
  const { total, budget } = result;
  if (result.ok) return `tools cost about ${total} tokens, within the budget of ${budget}\n`;
  const biggest = result.tools.slice(0, NAMED).map((t) => `  ${t.tool} (${t.feature}): ${t.tokens}\n`).join('');
  return (
    `tools cost about ${total} tokens, over the budget of ${budget} by ${total - budget}. The biggest:\n${biggest}` +
    'Shorten their descriptions, split large input types, or expose them as tool groups (docs/catalogue.md).\n'
  );
}
