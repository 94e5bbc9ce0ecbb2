/**
 * Confines a client-chosen path to a root directory, for file-backed
 * resources: `@Resource('files://{+path}') read(path) { return readConfined(ROOT, path); }`.
 * The path is refused before the file system is touched when it is absolute,
 * has a `..` segment, a NUL or control character, or percent-encoding (the
 * runtime decoded the URI once already, so `%2e%2e%2f` here is double
 * encoding); then both paths are resolved through symlinks (realpath), and a
 * target whose real path is not under the root's real path is refused too.
 */
import path from 'node:path';
import { nodeFsPromises } from '../lazy-builtins.js';
import { ToolError } from '@mcp-codegen/decorators';
import { hasUnsafeText } from '../results/sanitize/sanitize-text.js';

/**
 * A ToolError, so a resource answers "not found" (-32002, or -32602 on the
 * 2026-07-28 wire) and a tool `isError`, with a message that names neither
 * the root nor the real path.
 */
export class PathRefusedError extends ToolError {
  constructor(
    message: string,
    readonly reason: 'invalid' | 'outside' | 'not-found',
  ) {
    super(message);
    this.name = 'PathRefusedError';
  }
}

const ENCODED = /%[0-9a-fA-F]{2}/;
const WINDOWS_DRIVE = /^[a-zA-Z]:/;

function invalid(relative: string): string | undefined {
  if (relative === '') return 'it is empty';
  if (relative.includes('\0') || hasUnsafeText(relative)) return 'it contains a control character';
  if (ENCODED.test(relative)) return 'it contains percent-encoding';
  if (path.posix.isAbsolute(relative) || path.win32.isAbsolute(relative) || WINDOWS_DRIVE.test(relative)) return 'it is absolute';
  if (relative.split(/[/\\]/).includes('..')) return 'it contains a ".." segment';
  return undefined;
}

/**
 * The real absolute path of `relative` under `root`, which must exist.
 * Throws PathRefusedError when the path is malformed, escapes the root
 * (symlinks included) or names nothing.
 */
export async function confinePath(root: string, relative: string): Promise<string> {
  if (typeof relative !== 'string') throw new PathRefusedError('Path not allowed: it must be a string.', 'invalid');
  const why = invalid(relative);
  if (why) throw new PathRefusedError(`Path not allowed: ${why}. Use a relative path inside the resource's folder.`, 'invalid');
  const { realpath } = nodeFsPromises();
  const realRoot = await realpath(root);
  let real: string;
  try {
    real = await realpath(path.resolve(realRoot, relative));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP') throw new PathRefusedError(`Not found: ${relative}`, 'not-found');
    throw error; // EACCES and the like are the server's problem: masked and logged.
  }
  if (real !== realRoot && !real.startsWith(realRoot.endsWith(path.sep) ? realRoot : realRoot + path.sep)) {
    throw new PathRefusedError('Path not allowed: it leads outside the resource\'s folder.', 'outside');
  }
  return real;
}
