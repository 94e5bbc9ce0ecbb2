import type { ResourceDescriptor, SkillDescriptor } from '@mcp-codegen/manifest';

/** A file's contents as resources/read returns them: UTF-8 text, or base64 bytes for anything else. */
export type EmbeddedContent = { text: string } | { blob: string };

/**
 * A file of the package served as a resource, its contents embedded in the
 * generated files module at build time: a skill's files, an MCP App's HTML.
 */
export interface EmbeddedFileModel {
  descriptor: ResourceDescriptor & { mimeType: string };
  content: EmbeddedContent;
}

/** A skill from the package's skills/ folder: its entry for skills/list and its files, SKILL.md first. */
export interface SkillModel {
  descriptor: SkillDescriptor;
  files: EmbeddedFileModel[];
}
