import type { DiscoveredHandler } from '../../discover/discovered-handler.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import type { SourceLocation, ToolModel } from '../../model/feature-model.js';
import { sourceLocation } from '../../load/source-location.js';
import type { AnalysisContext } from '../analysis-context.js';

/**
 * Finished tool models of the last build, by what they depend on (the
 * method's place and the fingerprint of its file and the files it imports),
 * so a watch-mode rebuild analyses only the tools whose files changed: the
 * type checker is never asked about the others. Only tools of files that had
 * no diagnostic are kept, so a reused tool has nothing to report again.
 */
export class ToolCache {
  private entries = new Map<string, ToolModel>();
  private next = new Map<string, ToolModel>();
  /**
   * This build's tools and their keys, stored by commit() once the build is
   * known to be clean; `kept` is a reused one, deep-frozen already, so it is
   * kept as it is.
   */
  private seen: Array<{ key: string; model: ToolModel; kept?: ToolModel }> = [];

  /**
   * The cached model of this tool (deep-frozen: read it, never change it), or
   * undefined (analyse it, then `remember`). What other files decide is
   * checked again (name clashes, the class's local name), and the place is
   * read again (an edited body above may move it).
   */
  reuse(key: string, handler: DiscoveredHandler, context: AnalysisContext): ToolModel | 'clash' | undefined {
    const cached = this.entries.get(key);
    if (!cached) return undefined;
    const at = handler.method.getNameNode();
    if (!context.duplicates.claim('tool name', cached.descriptor.name, at)) return 'clash';
    // What other files decide (the class's local name, the middleware's) and the place are read again.
    const className = context.localName(handler.classDeclaration);
    const source = sourceLocation(context.packageDir, at);
    const use = context.middleware?.(handler) ?? [];
    // The entry itself when nothing of that changed: emission remembers its text by the frozen
    // model's identity (emit/frozen-memo.ts). Otherwise a frozen copy, which is kept instead.
    let model = cached;
    if (className !== cached.className || !sameSource(source, cached.source) || !sameNames(use, cached.use ?? [])) {
      const copy: ToolModel = { ...cached, className, source: Object.freeze(source) };
      if (use.length > 0) copy.use = Object.freeze(use) as string[];
      else delete copy.use;
      model = Object.freeze(copy);
    }
    this.seen.push({ key, model, kept: model });
    return model;
  }

  remember(key: string, model: ToolModel): void {
    this.seen.push({ key, model });
  }

  /**
   * Ends a build that succeeded: keeps the tools of files without diagnostics, forgets the rest.
   * A new tool is frozen where it is, before this build emits it, so that emission
   * remembers its text already (emit/frozen-memo.ts) and nothing can change the entry.
   */
  commit(diagnostics: readonly Diagnostic[]): void {
    const noisyFiles = new Set(diagnostics.map((d) => d.location?.file));
    for (const { key, model, kept } of this.seen) if (!noisyFiles.has(model.source.file)) this.next.set(key, kept ?? deepFreeze(model));
    this.entries = this.next;
    this.next = new Map();
    this.seen = [];
  }

  /** Ends a build that failed: nothing of it is kept, the last good entries stay. */
  discard(): void {
    this.next = new Map();
    this.seen = [];
  }
}

function sameSource(a: SourceLocation, b: SourceLocation): boolean {
  return a.file === b.file && a.line === b.line && a.column === b.column;
}

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, index) => name === b[index]);
}

/** Entries are handed out as they are, to every build that reuses them, so they must never change. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member);
  }
  return value;
}
