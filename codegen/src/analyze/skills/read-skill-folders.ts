import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The folder, relative to the package, whose subfolders are the package's skills. */
export const SKILLS_DIR = 'skills';

export interface SkillFolderFile {
  /** Relative to the skill's folder, with `/`. */
  path: string;
  bytes: Buffer;
}

export interface SkillFolder {
  /** The folder's name, which must be the skill's name. */
  name: string;
  /** Every file under the folder, sorted by path; dot files (.DS_Store, .git) are left out. */
  files: SkillFolderFile[];
}

/** The subfolders of `<package>/skills/`, sorted by name; none when there is no such folder. */
export function readSkillFolders(packageDir: string): SkillFolder[] {
  const root = join(packageDir, SKILLS_DIR);
  let names: string[];
  try {
    if (!statSync(root).isDirectory()) return [];
    names = readdirSync(root);
  } catch {
    return [];
  }
  return names
    .filter((name) => !name.startsWith('.') && statSync(join(root, name)).isDirectory())
    .sort()
    .map((name) => ({ name, files: filesUnder(join(root, name), '') }));
}

function filesUnder(dir: string, prefix: string): SkillFolderFile[] {
  const files: SkillFolderFile[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.')) continue;
    const full = join(dir, name);
    const path = prefix + name;
    if (statSync(full).isDirectory()) files.push(...filesUnder(full, `${path}/`));
    else files.push({ path, bytes: readFileSync(full) });
  }
  return files;
}
