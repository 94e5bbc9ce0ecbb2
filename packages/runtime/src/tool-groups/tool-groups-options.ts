/** ServerOptions.toolGroups: expose tools progressively, a group at a time (docs/catalogue.md, "Tool groups"). */
export interface ToolGroupsOptions {
  /**
   * The groups, by name: a description for the model and the tool names in
   * it. Default: one group per feature, named after it, described by its tools'
   * names. A tool in no group stays listed from the start.
   */
  groups?: Record<string, { description?: string; tools: readonly string[] }>;
  /** Groups listed from the start. Default: none. */
  open?: readonly string[];
  /** The discovery tool's name. Default 'tool_groups'. */
  toolName?: string;
}

export const DEFAULT_TOOL_GROUPS_TOOL = 'tool_groups';
