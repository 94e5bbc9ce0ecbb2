import type { ResourceDescriptor, SkillDescriptor } from '@mcp-codegen/manifest';

/** A file's contents as resources/read returns them: UTF-8 text, or base64 bytes for anything else. */
export type SkillFileContent = { text: string } | { blob: string };

/** One file of a skill: a resource of the package, read from the generated skills module. */
export interface SkillFileModel {
  descriptor: ResourceDescriptor & { mimeType: string };
  content: SkillFileContent;
}

/** A skill from the package's skills/ folder: its entry for skills/list and its files, SKILL.md first. */
export interface SkillModel {
  descriptor: SkillDescriptor;
  files: SkillFileModel[];
}
