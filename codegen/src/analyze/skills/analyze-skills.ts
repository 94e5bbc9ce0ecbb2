import { createHash } from 'node:crypto';
import { SKILL_FILE, SKILL_NAME_PATTERN, skillFileUri, type SkillFrontmatter } from '@mcp-codegen/manifest';
import type { DiagnosticCollector } from '../../load/diagnostic-collector.js';
import type { EmbeddedFileModel, SkillModel } from '../../model/embedded-file.js';
import { FrontMatterError, readFrontMatter, type FrontMatter, type TextPosition } from './front-matter.js';
import { readSkillFolders, SKILLS_DIR, type SkillFolder, type SkillFolderFile } from './read-skill-folders.js';
import { skillMimeType } from './skill-mime-type.js';

/** SEP-2640: servers should not serve a skill with more files, or more bytes, than this. */
const MAX_FILES = 512;
const MAX_BYTES = 16 * 1024 * 1024;
const MAX_DESCRIPTION = 1024;
const MAX_COMPATIBILITY = 500;
const RESERVED_METADATA_PREFIX = 'io.modelcontextprotocol/';

/** What skills are checked against: the package's tools and the URIs its @Resource methods already use. */
export interface SkillContext {
  packageDir: string;
  toolNames: ReadonlySet<string>;
  resourceUris: ReadonlySet<string>;
  diagnostics: DiagnosticCollector;
}

/**
 * The package's skills: every folder under skills/ with a SKILL.md, its
 * front matter read and checked, every file's digest and size computed here,
 * at build time, so the server only sends what the manifest says.
 */
export function analyzeSkills(context: SkillContext): SkillModel[] {
  return readSkillFolders(context.packageDir).flatMap((folder) => {
    const skill = analyzeSkill(folder, context);
    return skill ? [skill] : [];
  });
}

function analyzeSkill(folder: SkillFolder, context: SkillContext): SkillModel | undefined {
  const { diagnostics } = context;
  const file = (path: string) => `${SKILLS_DIR}/${folder.name}/${path}`;
  const report = (code: string, path: string, at: TextPosition, message: string, hint: string) => diagnostics.errorAt(code, { file: file(path), ...at }, message, hint);
  const skillMd = folder.files.find((f) => f.path === SKILL_FILE);
  if (!skillMd) {
    report('MCPG3401', '', { line: 1, column: 1 }, `The skill folder ${file('')} has no ${SKILL_FILE}.`, `Add ${file(SKILL_FILE)} with front matter (name, description), or move the folder out of ${SKILLS_DIR}/.`);
    return undefined;
  }
  let frontMatter: FrontMatter;
  try {
    frontMatter = readFrontMatter(skillMd.bytes.toString('utf8'));
  } catch (error) {
    if (!(error instanceof FrontMatterError)) throw error;
    report('MCPG3401', SKILL_FILE, error.at, error.message, 'Start SKILL.md with "---", the YAML fields (name: ..., description: ...), and "---".');
    return undefined;
  }
  const problems = checkFrontMatter(folder.name, frontMatter, context);
  for (const problem of problems) report(problem.code, SKILL_FILE, problem.at, problem.message, problem.hint);
  if (folder.files.length > MAX_FILES || total(folder.files) > MAX_BYTES) {
    report('MCPG3404', SKILL_FILE, { line: 1, column: 1 }, `The skill "${folder.name}" has ${folder.files.length} files and ${total(folder.files)} bytes; clients may refuse more than ${MAX_FILES} files or ${MAX_BYTES} bytes.`, 'Split the skill, or move large data behind a tool.');
    return undefined;
  }
  if (problems.length > 0) return undefined;

  const ordered = [skillMd, ...folder.files.filter((f) => f !== skillMd)];
  const files = ordered.map((f) => skillFile(folder.name, f, frontMatter.data as SkillFrontmatter));
  files.forEach(({ descriptor }, i) => {
    if (context.resourceUris.has(descriptor.uri)) {
      report('MCPG3404', ordered[i].path, { line: 1, column: 1 }, `The skill file URI ${descriptor.uri} is also the URI of a @Resource method.`, 'Give the @Resource another URI: skill:// URIs belong to the skills/ folder.');
    }
  });
  const resources = ordered.map((f, i) => ({ uri: files[i].descriptor.uri, digest: digest(f.bytes), size: f.bytes.length }));
  resources.sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0));
  return { descriptor: { uri: files[0].descriptor.uri, frontmatter: frontMatter.data as SkillFrontmatter, resources }, files };
}

interface Problem {
  code: string;
  at: TextPosition;
  message: string;
  hint: string;
}

/** The Agent Skills rules for the fields this build relies on, and the tools the skill pre-approves. */
function checkFrontMatter(folderName: string, frontMatter: FrontMatter, context: SkillContext): Problem[] {
  const { data } = frontMatter;
  const problems: Problem[] = [];
  const field = (name: string, message: string, hint: string) => problems.push({ code: 'MCPG3402', at: frontMatter.at(name), message, hint });
  if (typeof data.name !== 'string' || !SKILL_NAME_PATTERN.test(data.name)) {
    field('name', `The skill name ${JSON.stringify(data.name ?? null)} is not valid: 1 to 64 lowercase letters, digits and hyphens, no hyphen at either end or twice in a row.`, `Set "name: ${folderName}".`);
  } else if (data.name !== folderName) {
    field('name', `The skill name "${data.name}" differs from its folder "${folderName}"; the name is the last segment of the skill's URI.`, `Rename the folder to ${data.name}, or set "name: ${folderName}".`);
  }
  if (typeof data.description !== 'string' || data.description.trim() === '' || data.description.length > MAX_DESCRIPTION) {
    field('description', `The skill needs a description of 1 to ${MAX_DESCRIPTION} characters: clients choose skills by it.`, 'Say what the skill does and when to use it: "description: ...".');
  }
  if (data.compatibility !== undefined && (typeof data.compatibility !== 'string' || data.compatibility.length > MAX_COMPATIBILITY)) {
    field('compatibility', `"compatibility" must be a string of at most ${MAX_COMPATIBILITY} characters.`, 'Write it as one short line of text.');
  }
  const metadata = data.metadata;
  if (metadata !== undefined && (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata))) {
    field('metadata', '"metadata" must be a mapping of keys to values.', 'Write it as "metadata:" followed by indented "key: value" lines.');
  } else if (metadata) {
    for (const key of Object.keys(metadata).filter((k) => k.startsWith(RESERVED_METADATA_PREFIX))) {
      const location = { file: `${SKILLS_DIR}/${folderName}/${SKILL_FILE}`, ...frontMatter.at('metadata') };
      context.diagnostics.warningAt('MCPG3405', location, `The metadata key "${key}" uses the prefix ${RESERVED_METADATA_PREFIX}, which MCP reserves for its extensions.`, 'Use a prefix of your own (com.example/...).');
    }
  }
  for (const { word, at } of frontMatter.words('allowed-tools')) {
    if (!context.toolNames.has(word)) {
      problems.push({ code: 'MCPG3403', at, message: `The skill "${folderName}" allows the tool "${word}", which this package does not have.`, hint: `Add a @Tool named ${word}, or remove it from allowed-tools (tools: ${[...context.toolNames].sort().join(', ') || 'none'}).` });
    }
  }
  return problems;
}

function skillFile(skillName: string, file: SkillFolderFile, frontmatter: SkillFrontmatter): EmbeddedFileModel {
  const uri = skillFileUri(skillName, file.path);
  const text = losslessText(file.bytes);
  const content = text !== undefined ? { text } : { blob: file.bytes.toString('base64') };
  if (file.path === SKILL_FILE) {
    return { descriptor: { uri, name: frontmatter.name, description: frontmatter.description, mimeType: 'text/markdown' }, content };
  }
  return { descriptor: { uri, name: `${skillName}/${file.path}`, mimeType: skillMimeType(file.path, text !== undefined) }, content };
}

/** The file as UTF-8 text when that loses nothing (a BOM is kept), so clients hash the same bytes. */
function losslessText(bytes: Buffer): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function digest(bytes: Buffer): string {
  return `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
}

function total(files: readonly SkillFolderFile[]): number {
  return files.reduce((sum, f) => sum + f.bytes.length, 0);
}
