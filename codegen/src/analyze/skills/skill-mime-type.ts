/** MIME types of the files skills usually carry; by extension, lower case. */
const BY_EXTENSION: Readonly<Record<string, string>> = {
  md: 'text/markdown',
  txt: 'text/plain',
  json: 'application/json',
  yaml: 'application/yaml',
  yml: 'application/yaml',
  csv: 'text/csv',
  html: 'text/html',
  xml: 'application/xml',
  py: 'text/x-python',
  js: 'text/javascript',
  mjs: 'text/javascript',
  ts: 'text/x-typescript',
  sh: 'text/x-shellscript',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The MIME type a skill file is served with; unknown extensions are text/plain or application/octet-stream. */
export function skillMimeType(path: string, isText: boolean): string {
  const dot = path.lastIndexOf('.');
  const known = dot > path.lastIndexOf('/') ? BY_EXTENSION[path.slice(dot + 1).toLowerCase()] : undefined;
  return known ?? (isText ? 'text/plain' : 'application/octet-stream');
}
