// End to end: the official SDK v2 client's SkillsClient (SEP-2640) lists the
// sample's skill, reads its files and verifies each against the digest and
// size the server listed, over stdio in both protocol eras. The digests are
// also checked against the files on disk, so a build that hashed the wrong
// bytes fails here even if the server is self-consistent.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { SkillsClient } from '@modelcontextprotocol/client/ext/skills';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';

const sample = join(__dirname, '..');
const serverEntry = join(sample, 'dist', 'main.js');
const sha256 = (path: string) => `sha256:${createHash('sha256').update(readFileSync(join(sample, path))).digest('hex')}`;

async function connect(mode: 'legacy' | 'auto'): Promise<Client> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first.`);
  const client = new Client({ name: `skills-${mode}`, version: '1.0.0' }, { versionNegotiation: { mode } });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [serverEntry], stderr: 'pipe' }));
  return client;
}

describe.each(['legacy', 'auto'] as const)('skills through the official SkillsClient (era negotiation %s)', (mode) => {
  let client: Client;
  beforeAll(async () => {
    client = await connect(mode);
  });
  afterAll(() => client?.close());

  test('the server declares the extension and lists the skill with the digests of the files on disk', async () => {
    expect(client.getNegotiatedProtocolVersion()).toBe(mode === 'legacy' ? '2025-11-25' : '2026-07-28');
    const skills = new SkillsClient(client);
    expect(skills.supported).toBe(true);
    expect(skills.directoryRead).toBe(true);
    const listing = await skills.list();
    expect(listing.invalid).toEqual([]);
    expect(listing.skills).toHaveLength(1);
    const [skill] = listing.skills;
    expect(skill.uri).toBe('skill://dice-games/SKILL.md');
    expect(skill.frontmatter).toEqual({
      name: 'dice-games',
      description: 'Runs tabletop dice games with the roll_dice tool; use it when a user wants to play or settle a game of dice.',
      license: 'MIT',
      'allowed-tools': 'roll_dice',
    });
    expect(skill.resources).toEqual([
      { uri: 'skill://dice-games/SKILL.md', digest: sha256('skills/dice-games/SKILL.md'), size: readFileSync(join(sample, 'skills/dice-games/SKILL.md')).length },
      { uri: 'skill://dice-games/references/RULES.md', digest: sha256('skills/dice-games/references/RULES.md'), size: readFileSync(join(sample, 'skills/dice-games/references/RULES.md')).length },
    ]);
    expect((await skills.get(skill.uri)).skill).toEqual(skill);
  });

  test('reads SKILL.md and a supporting file, each verified against its entry', async () => {
    const skills = new SkillsClient(client);
    const [skill] = (await skills.list()).skills;
    const manifest = await skills.read(skill);
    expect(manifest.verified).toBe(true);
    expect(manifest.frontmatter).toEqual(skill.frontmatter);
    expect(manifest.body).toContain('# Dice games');
    const rules = await skills.read(skill, 'references/RULES.md');
    expect(rules.verified).toBe(true);
    expect(rules.mimeType).toBe('text/markdown');
    expect(rules.text).toBe(readFileSync(join(sample, 'skills/dice-games/references/RULES.md'), 'utf8'));
  });

  test('lists the skill directory and its subdirectory', async () => {
    const skills = new SkillsClient(client);
    const root = await skills.readDirectory('skill://dice-games');
    expect(root.resources).toEqual([
      { uri: 'skill://dice-games/SKILL.md', name: 'SKILL.md', mimeType: 'text/markdown' },
      { uri: 'skill://dice-games/references', name: 'references', mimeType: 'inode/directory' },
    ]);
    const references = await skills.readDirectory('skill://dice-games/references');
    expect(references.resources.map((r) => r.name)).toEqual(['RULES.md']);
  });

  test('an unknown skill is -32602', async () => {
    await expect(new SkillsClient(client).get('skill://nope/SKILL.md')).rejects.toMatchObject({ code: -32602 });
  });
});
