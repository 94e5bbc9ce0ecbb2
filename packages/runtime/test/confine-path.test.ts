/** confinePath and readConfined on a real temporary directory, with a symlink that points out of it. */
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ToolError } from '@mcp-codegen/decorators';
import { confinePath, PathRefusedError, readConfined } from '@mcp-codegen/runtime';

let base: string;
let root: string;

beforeAll(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), 'confine-')));
  root = join(base, 'root');
  await mkdir(join(root, 'docs', 'deep'), { recursive: true });
  await writeFile(join(root, 'docs', 'a.txt'), 'inside');
  await writeFile(join(root, 'docs', 'deep', '..name..txt'), 'dots in a name');
  await writeFile(join(base, 'secret.txt'), 'outside');
  await mkdir(join(base, 'root-sibling'));
  await writeFile(join(base, 'root-sibling', 'x.txt'), 'sibling');
  await symlink(join(base, 'secret.txt'), join(root, 'escape.txt'));
  await symlink(base, join(root, 'up'));
  await symlink(join(root, 'docs', 'a.txt'), join(root, 'alias.txt'));
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

async function reason(relative: string): Promise<string> {
  try {
    await confinePath(root, relative);
  } catch (error) {
    expect(error).toBeInstanceOf(PathRefusedError);
    expect(ToolError.is(error)).toBe(true);
    expect((error as Error).message).not.toContain(base);
    return (error as PathRefusedError).reason;
  }
  return 'accepted';
}

it('resolves paths inside the root, symlinks inside it included', async () => {
  await expect(confinePath(root, 'docs/a.txt')).resolves.toBe(join(root, 'docs', 'a.txt'));
  await expect(confinePath(root, './docs//a.txt')).resolves.toBe(join(root, 'docs', 'a.txt'));
  await expect(confinePath(root, 'docs/deep/..name..txt')).resolves.toBe(join(root, 'docs', 'deep', '..name..txt'));
  await expect(confinePath(root, 'alias.txt')).resolves.toBe(join(root, 'docs', 'a.txt'));
  await expect(readConfined(root, 'docs/a.txt')).resolves.toEqual(Buffer.from('inside'));
});

it.each([
  ['..', 'invalid'],
  ['../secret.txt', 'invalid'],
  ['docs/../../secret.txt', 'invalid'],
  ['docs\\..\\..\\secret.txt', 'invalid'],
  ['/etc/passwd', 'invalid'],
  ['\\\\server\\share', 'invalid'],
  ['C:\\Windows', 'invalid'],
  ['c:secret', 'invalid'],
  ['%2e%2e/secret.txt', 'invalid'],
  ['..%2fsecret.txt', 'invalid'],
  ['%252e%252e%252fsecret.txt', 'invalid'],
  ['docs/a.txt\0.png', 'invalid'],
  ['docs/\u202Etxt.exe', 'invalid'],
  ['', 'invalid'],
  ['escape.txt', 'outside'],
  ['up/secret.txt', 'outside'],
  ['up/root-sibling/x.txt', 'outside'],
  ['missing.txt', 'not-found'],
  ['docs/a.txt/more', 'not-found'],
])('refuses %j (%s)', async (relative, expected) => {
  await expect(reason(relative)).resolves.toBe(expected);
});

it('reads only regular files, within a size bound', async () => {
  await expect(readConfined(root, 'docs')).rejects.toMatchObject({ reason: 'not-found' });
  await expect(readConfined(root, 'docs/a.txt', { maxBytes: 3 })).rejects.toMatchObject({ reason: 'invalid', message: expect.stringContaining('too large') });
  await expect(readConfined(root, 'escape.txt')).rejects.toMatchObject({ reason: 'outside' });
});
