import type { CompletionBinding, Feature } from '@mcp-codegen/manifest';

export interface CompletionEntry {
  feature: string;
  binding: CompletionBinding;
}

/** `prompt\0name\0argument` or `resource\0template\0variable`: how completion/complete looks a binding up. */
export function completionKey(kind: 'prompt' | 'resource', target: string, argument: string): string {
  return `${kind}\u0000${target}\u0000${argument}`;
}

/**
 * Adds a feature's completion bindings to `index`. Each must serve a prompt
 * or template the same feature lists; anything else means stale generated code.
 */
export function indexCompletions(feature: Feature, index: Map<string, CompletionEntry>, fail: (message: string) => Error): void {
  const name = feature.manifest.feature;
  const prompts = new Set(feature.manifest.prompts.map((d) => d.name));
  const templates = new Set(feature.manifest.resourceTemplates.map((d) => d.uriTemplate));
  const sections: Array<['prompt' | 'resource', Record<string, Record<string, CompletionBinding>> | undefined, Set<string>]> = [
    ['prompt', feature.completions?.prompts, prompts],
    ['resource', feature.completions?.resourceTemplates, templates],
  ];
  for (const [kind, section, listed] of sections) {
    for (const [target, byArgument] of Object.entries(section ?? {})) {
      if (!listed.has(target)) {
        throw fail(`Feature "${name}" has completions for the ${kind === 'prompt' ? 'prompt' : 'resource template'} ${JSON.stringify(target)} that its manifest does not list. Regenerate it with \`mcp-codegen build\`.`);
      }
      for (const [argument, binding] of Object.entries(byArgument)) index.set(completionKey(kind, target, argument), { feature: name, binding });
    }
  }
}
