/**
 * The catalogue as one static HTML page: no script, no external resource,
 * and a Content-Security-Policy that forbids both, so a description that
 * holds markup is shown as text and could not run even if escaping missed it.
 */
import type { CatalogueModel, ToolRow } from './catalogue-model.js';
import { count } from './count.js';
import { escapeHtml as h } from './escape.js';

const STYLE = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem 2rem; color: #1b1f24; }
h1 { font-size: 1.6rem; } h2 { border-bottom: 1px solid #d0d7de; margin-top: 2rem; }
.tool { border: 1px solid #d0d7de; border-radius: 6px; padding: 0 1rem 1rem; margin: 1rem 0; }
.description { white-space: pre-wrap; }
.facts, .summary { color: #57606a; }
.hint { background: #ddf4ff; border-radius: 1em; padding: 0 .5em; margin-right: .3em; font-size: .85em; }
table { border-collapse: collapse; width: 100%; } th, td { border: 1px solid #d0d7de; padding: .3rem .5rem; text-align: left; vertical-align: top; }
th { background: #f6f8fa; } code { font: .9em ui-monospace, monospace; overflow-wrap: anywhere; }
.warning { background: #fff8c5; border-left: 4px solid #d4a72c; padding: .3rem .6rem; margin: .5rem 0; }
nav ul { columns: 3; }
`;

export function renderHtml(model: CatalogueModel): string {
  const out: string[] = [];
  out.push('<!DOCTYPE html>', '<html lang="en">', '<head>', '<meta charset="utf-8">');
  out.push(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`);
  out.push('<meta name="viewport" content="width=device-width, initial-scale=1">');
  out.push(`<title>Tool catalogue: ${h(model.title)}</title>`, `<style>${STYLE}</style>`, '</head>', '<body>');
  out.push(`<h1>Tool catalogue: ${h(model.title)}</h1>`);
  out.push(
    `<p class="summary" id="summary">${count(model.tools.length, 'tool')}, about <span id="total-tokens">${model.totalTokens}</span> tokens of context (estimated, ${h(model.tokenMethod)}); ` +
      `${count(model.resources.length, 'resource')}; ${count(model.prompts.length, 'prompt')}.</p>`,
  );
  if (model.tools.length > 0) {
    out.push('<nav><ul>');
    for (const tool of model.tools) out.push(`<li><a href="#tool-${h(tool.name)}"><code>${h(tool.name)}</code></a></li>`);
    out.push('</ul></nav>', '<h2 id="tools">Tools</h2>');
    for (const tool of model.tools) out.push(...toolSection(tool));
  }
  if (model.resources.length > 0) {
    out.push('<h2 id="resources">Resources</h2>', '<table class="resources">', '<tr><th>URI</th><th>Name</th><th>MIME type</th><th>Description</th></tr>');
    for (const r of model.resources) {
      out.push(`<tr><td><code>${h(r.uri)}</code>${r.template ? ' (template)' : ''}</td><td>${h(r.name)}</td><td>${h(r.mimeType)}</td><td class="description">${h(r.description)}</td></tr>`);
    }
    out.push('</table>');
  }
  if (model.prompts.length > 0) {
    out.push('<h2 id="prompts">Prompts</h2>');
    for (const p of model.prompts) {
      out.push(`<section class="prompt" id="prompt-${h(p.name)}">`, `<h3><code>${h(p.name)}</code></h3>`);
      if (p.description) out.push(`<p class="description">${h(p.description)}</p>`);
      if (p.arguments.length > 0) {
        out.push('<table><tr><th>Argument</th><th>Required</th><th>Description</th></tr>');
        for (const a of p.arguments) out.push(`<tr><td><code>${h(a.name)}</code></td><td>${a.required ? 'yes' : 'no'}</td><td class="description">${h(a.description)}</td></tr>`);
        out.push('</table>');
      }
      out.push('</section>');
    }
  }
  out.push('</body>', '</html>', '');
  return out.join('\n');
}

function toolSection(tool: ToolRow): string[] {
  const out = [`<section class="tool" id="tool-${h(tool.name)}" data-tokens="${tool.tokens}">`];
  out.push(`<h3><code class="tool-name">${h(tool.name)}</code>${tool.title ? ` — ${h(tool.title)}` : ''}</h3>`);
  if (tool.description) out.push(`<p class="description">${h(tool.description)}</p>`);
  const hints = tool.hints.map((hint) => `<span class="hint">${h(hint)}</span>`).join('');
  const output = tool.output ? `; output <code>${h(tool.output)}</code>` : '';
  out.push(`<p class="facts">${hints}Feature <code>${h(tool.feature)}</code>; about <span class="tokens">${tool.tokens}</span> tokens${output}.</p>`);
  if (tool.parameters.length > 0) {
    out.push('<table class="parameters">', '<tr><th>Parameter</th><th>Type</th><th>Required</th><th>Description</th><th>Constraints</th><th>Examples</th></tr>');
    for (const p of tool.parameters) {
      const constraints = p.constraints.map((c) => `<code>${h(c)}</code>`).join(', ');
      const examples = p.examples.map((e) => `<code>${h(e)}</code>`).join(', ');
      out.push(`<tr><td><code>${h(p.name)}</code></td><td><code>${h(p.type)}</code></td><td>${p.required ? 'yes' : 'no'}</td><td class="description">${h(p.description)}</td><td>${constraints}</td><td>${examples}</td></tr>`);
    }
    out.push('</table>');
  }
  for (const w of tool.warnings) out.push(`<p class="warning"><strong>${h(w.profile)}</strong>${w.code ? ` (${h(w.code)})` : ''}: ${h(w.message)}</p>`);
  out.push('</section>');
  return out;
}
