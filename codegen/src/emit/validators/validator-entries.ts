import type { JsonSchema } from '@mcp-codegen/manifest';
import type { FeatureModel, HandlerModel } from '../../model/feature-model.js';

/** One schema to compile into a named validator export. */
export interface ValidatorEntry {
  name: string;
  schema: JsonSchema;
  /** What it validates, for messages: "tool 'addNote'". */
  label: string;
  owner: HandlerModel;
}

/** Every validator the feature needs, sorted by export name. */
export function validatorEntries(model: FeatureModel): ValidatorEntry[] {
  const entries: ValidatorEntry[] = [
    ...model.tools.map((tool) => ({
      name: tool.validatorName,
      schema: tool.descriptor.inputSchema,
      label: `tool '${tool.descriptor.name}'`,
      owner: tool,
    })),
    // Output validators check structuredContent; tools without an outputSchema have none.
    ...model.tools.flatMap((tool) =>
      tool.outputValidatorName !== undefined && tool.descriptor.outputSchema !== undefined
        ? [{ name: tool.outputValidatorName, schema: tool.descriptor.outputSchema, label: `the output of tool '${tool.descriptor.name}'`, owner: tool }]
        : [],
    ),
    ...model.prompts.map((prompt) => ({
      name: prompt.validatorName,
      schema: prompt.argumentsSchema,
      label: `prompt '${prompt.descriptor.name}'`,
      owner: prompt,
    })),
  ];
  return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The fixed `$id` of a validator's schema; fixed ids keep Ajv's output byte-identical. */
export function validatorSchemaId(name: string): string {
  return `urn:mcp-codegen:${name}`;
}
