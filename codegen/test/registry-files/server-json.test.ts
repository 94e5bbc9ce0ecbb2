import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { main } from '../../src/cli/main';
import { SERVER_JSON_SCHEMA } from '../../src/registry-files/server-json';
import { captureIo } from '../helpers/capture-io';

const REPO = join(__dirname, '..', '..', '..');
const NOTES_MANIFEST = join(REPO, 'samples', '01-notes', 'src', 'generated', 'manifest.generated.json');

// The registry's published schema, vendored (fixtures/SOURCE.md says from where).
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validate = ajv.compile(JSON.parse(readFileSync(join(__dirname, 'fixtures', 'server.schema.json'), 'utf8')));

function serverPackage(fields: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'mcpg-server-json-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: '@acme/notes-server', version: '1.2.3', bin: { 'notes-server': './dist/main.js' }, ...fields }, null, 2));
  return dir;
}

const complete = {
  mcpName: 'io.github.acme/notes',
  description: 'Notes: add, search and delete notes.',
  repository: { type: 'git', url: 'git+https://github.com/acme/notes.git', directory: 'server' },
  homepage: 'https://acme.example/notes',
};

describe('mcp-codegen server-json', () => {
  it('writes a server.json the registry schema accepts, listing the tools of the features', async () => {
    const dir = serverPackage(complete);
    const io = captureIo(dir);
    expect(await main(['server-json', '--feature', NOTES_MANIFEST], io)).toBe(0);
    const json = JSON.parse(readFileSync(join(dir, 'server.json'), 'utf8'));
    expect(validate(json)).toBe(true);
    expect(validate.errors ?? []).toEqual([]);
    expect(json).toMatchObject({
      $schema: SERVER_JSON_SCHEMA,
      name: 'io.github.acme/notes',
      version: '1.2.3',
      repository: { url: 'https://github.com/acme/notes', source: 'github', subfolder: 'server' },
      websiteUrl: 'https://acme.example/notes',
      packages: [{ registryType: 'npm', identifier: '@acme/notes-server', version: '1.2.3', transport: { type: 'stdio' } }],
    });
    const provided = json._meta['io.modelcontextprotocol.registry/publisher-provided'];
    expect(provided.tools.map((t: { name: string }) => t.name)).toEqual(['addNote', 'deleteNote', 'searchNotes']);

    expect(await main(['server-json', '--feature', NOTES_MANIFEST, '--check'], captureIo(dir))).toBe(0);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: '@acme/notes-server', version: '1.2.4', bin: './dist/main.js', ...complete }));
    const stale = captureIo(dir);
    expect(await main(['server-json', '--feature', NOTES_MANIFEST, '--check'], stale)).toBe(1);
    expect(stale.err()).toMatch(/server\.json is out of date/);
  }, 60_000);

  it('the schema check rejects what the registry would (a name without its namespace, a long description)', () => {
    const good = { $schema: SERVER_JSON_SCHEMA, name: 'io.github.acme/notes', description: 'd', version: '1.0.0' };
    expect(validate(good)).toBe(true);
    expect(validate({ ...good, name: 'notes' })).toBe(false);
    expect(validate({ ...good, description: 'x'.repeat(101) })).toBe(false);
    expect(validate({ ...good, packages: [{ registryType: 'npm', identifier: 'x', version: 'latest', transport: { type: 'stdio' } }] })).toBe(false);
  });

  it.each([
    [{ ...complete, mcpName: undefined }, /no "mcpName"/],
    [{ ...complete, mcpName: 'notes' }, /not a reverse-DNS name/],
    [{ ...complete, description: 'x'.repeat(101) }, /101 characters; the registry allows 100/],
  ])('refuses a package.json the registry would refuse (%#), with MCPG1301 at package.json', async (fields, message) => {
    const dir = serverPackage(fields);
    const io = captureIo(dir);
    expect(await main(['server-json', '--feature', NOTES_MANIFEST], io)).toBe(1);
    expect(io.err()).toMatch(/package\.json:1:1 - error MCPG1301/);
    expect(io.err()).toMatch(message);
  });
});
