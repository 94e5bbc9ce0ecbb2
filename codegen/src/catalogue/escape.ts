/** Escaping for the catalogue: text from descriptions and schemas is data, never markup. */

/** Text in HTML (element content and quoted attribute values). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Prose in Markdown: the author's Markdown (emphasis, `code`) stays, raw HTML
 * does not (GitHub would render a `<details>` or an `<img onerror>`).
 */
export function markdownText(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}

/** Prose inside a Markdown table cell: one line, and a `|` does not end the cell. */
export function markdownCell(text: string): string {
  return markdownText(text).replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');
}

/** A code span (inside a table cell or not): a fence longer than any backtick run inside, `|` escaped for tables. */
export function markdownCode(text: string): string {
  if (text === '') return '';
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const body = text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
  const pad = body.startsWith('`') || body.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${body}${pad}${fence}`;
}
