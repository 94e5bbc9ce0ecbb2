/**
 * The one tool a client sees first when tools come in groups: called with no
 * arguments it lists the groups (what each is for, how many tools, their
 * estimated token cost); called with `{ group }` it adds that group's tools
 * to tools/list, and the catalogue's change tells clients (list_changed on the
 * 2025 wire, subscriptions/listen on 2026-07-28).
 */
import type { Feature, ToolBinding, ValidationError, Validator } from '@mcp-codegen/manifest';
import type { ToolGroup } from './group-index.js';

/** Opens a group: shows its tools (server-wide; see docs/catalogue.md). */
export type OpenGroup = (group: ToolGroup) => void;

export function discoveryFeature(toolName: string, groups: readonly ToolGroup[], isOpen: (group: ToolGroup) => boolean, open: OpenGroup): Feature {
  const names = groups.map((g) => g.name);
  const validate: Validator = Object.assign(
    (data: unknown): boolean => {
      const errors = argumentErrors(data, names);
      validate.errors = errors.length > 0 ? errors : null;
      return errors.length === 0;
    },
    { errors: null as ValidationError[] | null },
  );
  const binding: ToolBinding = {
    validate,
    result: 'text',
    invoke: (_resolver, args) => {
      const group = groups.find((g) => g.name === args.group);
      if (!group) return listing(groups, isOpen, toolName);
      const already = isOpen(group);
      open(group);
      return `${already ? 'Group' : 'Opened group'} "${group.name}": ${group.tools.join(', ')} ${already ? 'are' : 'are now'} in tools/list.`;
    },
  };
  return {
    manifest: {
      manifestVersion: 1,
      feature: '@mcp-codegen/tool-groups',
      tools: [
        {
          name: toolName,
          title: 'Tool groups',
          description: `This server lists its tools a group at a time to save context. Call with no arguments to see the groups; call with {"group": "<name>"} to add that group's tools to the tool list.`,
          inputSchema: { type: 'object', properties: { group: { type: 'string', enum: names, description: 'The group to open.' } }, additionalProperties: false },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
        },
      ],
      resources: [],
      resourceTemplates: [],
      prompts: [],
    },
    register: () => undefined,
    tools: { [toolName]: binding },
    resources: {},
    resourceTemplates: {},
    prompts: {},
  };
}

function listing(groups: readonly ToolGroup[], isOpen: (group: ToolGroup) => boolean, toolName: string): string {
  const lines = groups.map((g) => {
    const cost = g.tokens === undefined ? '' : `, about ${g.tokens} tokens`;
    return `- ${g.name} (${g.tools.length} tool${g.tools.length === 1 ? '' : 's'}${cost}${isOpen(g) ? ', open' : ''}): ${g.description}`;
  });
  return `Tool groups. Open one with ${toolName}({"group": "<name>"}).\n${lines.join('\n')}`;
}

/** Ajv-shaped errors for `{ group?: <one of names> }`, so the runtime's validation message reads as for any tool. */
function argumentErrors(data: unknown, names: readonly string[]): ValidationError[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return [{ instancePath: '', schemaPath: '#/type', keyword: 'type', params: { type: 'object' }, message: 'must be object' }];
  const errors: ValidationError[] = [];
  for (const key of Object.keys(data)) {
    if (key !== 'group') errors.push({ instancePath: '', schemaPath: '#/additionalProperties', keyword: 'additionalProperties', params: { additionalProperty: key }, message: 'must NOT have additional properties' });
  }
  const group = (data as { group?: unknown }).group;
  if (group !== undefined && (typeof group !== 'string' || !names.includes(group))) {
    errors.push({ instancePath: '/group', schemaPath: '#/properties/group/enum', keyword: 'enum', params: { allowedValues: names }, message: 'must be equal to one of the allowed values' });
  }
  return errors.slice(0, 1); // Like the generated validators: the first error only.
}
