import type { DiscoveredHandler } from '../../discover/discovered-handler.js';
import type { PromptModel, ResourceModel, ResourceTemplateModel, ToolModel } from '../../model/feature-model.js';
import type { AnalysisContext } from '../analysis-context.js';
import { analyzePrompt } from './analyze-prompt.js';
import { analyzeResource } from './analyze-resource.js';
import { analyzeTool } from './analyze-tool.js';

export interface HandlerModels {
  tools: ToolModel[];
  resources: ResourceModel[];
  resourceTemplates: ResourceTemplateModel[];
  prompts: PromptModel[];
}

/** Analyses every discovered handler; those with problems are reported and left out. */
export function analyzeHandlers(handlers: DiscoveredHandler[], context: AnalysisContext): HandlerModels {
  const models: HandlerModels = { tools: [], resources: [], resourceTemplates: [], prompts: [] };
  for (const handler of handlers) {
    if (handler.kind === 'tool') push(models.tools, tool(handler, context));
    else if (handler.kind === 'prompt') push(models.prompts, analyzePrompt(handler, context));
    else {
      const resource = analyzeResource(handler, context);
      if (resource?.kind === 'resource') models.resources.push(resource.model);
      if (resource?.kind === 'template') models.resourceTemplates.push(resource.model);
    }
  }
  return models;
}

/** A tool, reused from the last build when watch mode has it unchanged. */
function tool(handler: DiscoveredHandler, context: AnalysisContext): ToolModel | undefined {
  const reused = context.tools?.reuse(handler);
  if (reused === 'clash') return undefined;
  if (reused) return reused;
  const model = analyzeTool(handler, context);
  if (model) context.tools?.remember(handler, model);
  return model;
}

function push<T>(list: T[], item: T | undefined): void {
  if (item) list.push(item);
}
