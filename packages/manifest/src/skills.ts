/**
 * The Skills extension (io.modelcontextprotocol/skills, SEP-2640): the names
 * and URI rules the build (which writes skill entries into the manifest) and
 * the runtime (which serves them) must agree on.
 */

export const SKILLS_EXTENSION_ID = 'io.modelcontextprotocol/skills';

/** Every skill is a folder with this file at its root. */
export const SKILL_FILE = 'SKILL.md';

/** resources/directory/read lists a subdirectory with this MIME type. */
export const DIRECTORY_MIME_TYPE = 'inode/directory';

/** The Agent Skills naming rule: 1-64 lowercase letters, digits and hyphens, no hyphen at either end or twice in a row. */
export const SKILL_NAME_PATTERN = /^(?!.*--)[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/** One file of a skill as skills/list lists it: `sha256:<64 lowercase hex>` over its raw bytes, and their count. */
export interface SkillResourceEntry {
  uri: string;
  digest: string;
  size: number;
}

/** SKILL.md's YAML front matter as a JSON object; `name` and `description` are always there. */
export interface SkillFrontmatter {
  name: string;
  description: string;
  [field: string]: unknown;
}

/** A skill entry, exactly as skills/list and skills/get return it. */
export interface SkillDescriptor {
  /** `skill://<name>/SKILL.md`. */
  uri: string;
  frontmatter: SkillFrontmatter;
  /** Every file of the skill, SKILL.md included, each once. */
  resources: SkillResourceEntry[];
}

/** `skill://<name>/<path>`: the URI of a file of a skill, `path` relative to the skill's folder with `/`. */
export function skillFileUri(name: string, path: string): string {
  return `skill://${name}/${path.split('/').map(encodeURIComponent).join('/')}`;
}
