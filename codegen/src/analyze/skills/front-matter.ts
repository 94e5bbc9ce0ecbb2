import type { Document } from 'yaml';
import { loadYaml } from '../../load/yaml.js';

/** A place in SKILL.md, 1-based. */
export interface TextPosition {
  line: number;
  column: number;
}

export interface FrontMatter {
  /** The YAML as JSON (YAML 1.2 core schema, as clients parse it to compare). */
  data: Record<string, unknown>;
  /** Where the value of a top-level field starts, else where the front matter starts. */
  at(field: string): TextPosition;
  /** The space-separated words (or list items) of a top-level string or list field, each with its place. */
  words(field: string): Array<{ word: string; at: TextPosition }>;
}

export class FrontMatterError extends Error {
  constructor(
    message: string,
    readonly at: TextPosition,
  ) {
    super(message);
  }
}

/**
 * Reads the YAML between SKILL.md's opening `---` line and the next `---`
 * line. Positions count from the file's first line, so diagnostics point into
 * SKILL.md itself.
 */
export function readFrontMatter(markdown: string): FrontMatter {
  const text = markdown.startsWith('\uFEFF') ? markdown.slice(1) : markdown;
  const open = /^---\r?\n/.exec(text);
  if (!open) throw new FrontMatterError('SKILL.md must begin with a "---" line that opens its YAML front matter.', { line: 1, column: 1 });
  const rest = text.slice(open[0].length);
  const close = /^---[\t ]*$/m.exec(rest);
  if (!close) throw new FrontMatterError('The front matter has no closing "---" line.', { line: 1, column: 1 });
  const yaml = rest.slice(0, close.index);
  const { LineCounter, parseDocument } = loadYaml();
  const lines = new LineCounter();
  const document = parseDocument(yaml, { lineCounter: lines, schema: 'core', uniqueKeys: true, prettyErrors: false });
  const place = (offset: number): TextPosition => {
    const { line, col } = lines.linePos(offset);
    return { line: line + 1, column: col };
  };
  const problem = document.errors[0];
  if (problem) throw new FrontMatterError(`The front matter is not valid YAML: ${problem.message.split('\n')[0]}`, place(problem.pos[0]));
  const data: unknown = document.toJS();
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new FrontMatterError('The front matter must be a YAML mapping of fields (name: ..., description: ...).', { line: 2, column: 1 });
  return {
    data: data as Record<string, unknown>,
    at: (field) => valueStart(document, field, place),
    words: (field) => wordsOf(document, yaml, field, place),
  };
}

function valueNode(document: Document, field: string) {
  return document.get(field, true) as { range?: [number, number, number] } | undefined;
}

function valueStart(document: Document, field: string, place: (offset: number) => TextPosition): TextPosition {
  const range = valueNode(document, field)?.range;
  return range ? place(range[0]) : { line: 2, column: 1 };
}

function wordsOf(document: Document, yaml: string, field: string, place: (offset: number) => TextPosition): Array<{ word: string; at: TextPosition }> {
  const { isScalar, isSeq } = loadYaml();
  const node = document.get(field, true);
  if (isSeq(node)) {
    return node.items.filter(isScalar).map((item) => ({ word: String(item.value), at: place(item.range?.[0] ?? 0) }));
  }
  if (!isScalar(node) || typeof node.value !== 'string' || !node.range) return [];
  // Words are found in the source, so a plain or quoted scalar points at each one.
  const source = yaml.slice(node.range[0], node.range[1]);
  return [...source.matchAll(/[^\s"']+/g)].map((match) => ({ word: match[0], at: place(node.range![0] + match.index) }));
}
