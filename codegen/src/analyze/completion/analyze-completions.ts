import type { DiagnosticCollector } from '../../load/diagnostic-collector.js';
import { sourceLocation } from '../../load/source-location.js';
import type { CompletionModel } from '../../model/feature-model.js';
import type { AnalysisContext } from '../analysis-context.js';
import type { HandlerModels } from '../handlers/analyze-handlers.js';
import { completionParameters } from './completion-signature.js';
import type { CompletionMarker } from '../../discover/discover-completions.js';

/**
 * Checks each @Complete against the prompt or template it names (both must be
 * declared in this package) and the method's signature. Returns the method
 * completions; problems are reported and left out.
 */
export function analyzeCompletions(markers: CompletionMarker[], models: HandlerModels, context: AnalysisContext): CompletionModel[] {
  const completions: CompletionModel[] = [];
  for (const marker of markers) {
    const { kind, target, argument, decorator, method } = marker;
    const argumentsOk = checkTarget(marker, targetArguments(marker, models), context.diagnostics);
    const parameters = completionParameters(method, context.diagnostics);
    const unique = context.duplicates.claim('completion for', `${kind === 'prompt' ? 'prompt' : 'resource'} ${target} argument ${argument}`, decorator);
    if (!argumentsOk || !parameters || !unique) continue;
    completions.push({
      kind,
      target,
      argument,
      method: { className: context.localName(marker.classDeclaration), method: method.getName(), parameters, source: sourceLocation(context.packageDir, method.getNameNode()) },
    });
  }
  return completions;
}

/** The argument names of the named prompt or template; undefined when the package declares none by that name. */
function targetArguments(marker: CompletionMarker, models: HandlerModels): string[] | undefined {
  if (marker.kind === 'prompt') {
    const prompt = models.prompts.find((p) => p.descriptor.name === marker.target);
    return prompt && (prompt.descriptor.arguments ?? []).map((a) => a.name);
  }
  const template = models.resourceTemplates.find((t) => t.descriptor.uriTemplate === marker.target);
  return template && [...template.variables, ...(template.query ?? [])];
}

function checkTarget(marker: CompletionMarker, names: string[] | undefined, diagnostics: DiagnosticCollector): boolean {
  const what = marker.kind === 'prompt' ? 'prompt' : 'resource template';
  if (!names) {
    diagnostics.error(
      'MCPG3012',
      marker.decorator,
      `@Complete names the ${what} ${JSON.stringify(marker.target)}, which this package does not declare.`,
      marker.kind === 'prompt'
        ? 'Use the name of a @Prompt in this package (its name option, else its method name).'
        : 'Copy the URI template exactly as written in its @Resource.',
    );
    return false;
  }
  if (names.includes(marker.argument)) return true;
  diagnostics.error(
    'MCPG3012',
    marker.decorator,
    `The ${what} ${JSON.stringify(marker.target)} has no ${marker.kind === 'prompt' ? 'argument' : 'variable'} "${marker.argument}".`,
    names.length > 0 ? `Use one of: ${names.join(', ')}.` : `The ${what} takes no arguments, so there is nothing to complete.`,
  );
  return false;
}
