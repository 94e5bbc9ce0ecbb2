/**
 * The skills of every feature (SEP-2640), indexed once when the registry is
 * built: entries by SKILL.md URI, as skills/list and skills/get send them, and
 * the directories their files make, for resources/directory/read. Everything
 * comes from the manifests: nothing is read or hashed here.
 */
import { DIRECTORY_MIME_TYPE, SKILL_FILE, type Feature, type ResourceDescriptor, type SkillDescriptor } from '@mcp-codegen/manifest';

/** A direct child of a skill directory, as resources/directory/read lists it. */
export interface DirectoryChild {
  uri: string;
  name: string;
  mimeType?: string;
}

export interface SkillIndex {
  /** Keyed by the skill's `skill://<name>/SKILL.md` URI, in manifest order. */
  skills: ReadonlyMap<string, SkillDescriptor>;
  /** Keyed by directory URI (`skill://<name>`, `skill://<name>/references`): its direct children. */
  directories: ReadonlyMap<string, readonly DirectoryChild[]>;
}

export function buildSkillIndex(features: readonly Feature[], resources: ReadonlyMap<string, { descriptor: ResourceDescriptor }>): SkillIndex {
  const skills = new Map<string, SkillDescriptor>();
  const directories = new Map<string, Map<string, DirectoryChild>>();
  const childOf = (dir: string) => directories.get(dir) ?? directories.set(dir, new Map()).get(dir)!;
  for (const feature of features) {
    for (const skill of feature.manifest.skills ?? []) {
      skills.set(skill.uri, skill);
      const root = skill.uri.slice(0, -(SKILL_FILE.length + 1));
      for (const file of skill.resources) {
        const segments = file.uri.slice(root.length + 1).split('/');
        let dir = root;
        segments.forEach((segment, i) => {
          const uri = `${dir}/${segment}`;
          const last = i === segments.length - 1;
          childOf(dir).set(segment, { uri, name: segment, mimeType: last ? resources.get(uri)?.descriptor.mimeType : DIRECTORY_MIME_TYPE });
          dir = uri;
        });
      }
    }
  }
  return { skills, directories: new Map([...directories].map(([dir, children]) => [dir, [...children.values()]])) };
}
