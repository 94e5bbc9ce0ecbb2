import type { SourceFile, ts } from 'ts-morph';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { discoverHandlers } from '../../discover/discover-handlers.js';
import type { DiscoveredHandler } from '../../discover/discovered-handler.js';
import type { DiagnosticCollector } from '../../load/diagnostic-collector.js';
import type { DependencyFingerprints } from './dependency-fingerprint.js';

interface Entry {
  fingerprint: string;
  handlers: DiscoveredHandler[];
  /** What discovering the file reported, reported again on reuse. */
  diagnostics: Diagnostic[];
}

/**
 * The handlers discovered in each file by the last builds, so a watch-mode
 * rebuild reads the decorators of the changed files only (resolving each
 * decorator's symbol is most of discovery's cost). An entry is kept by the
 * file's parsed node, which ts-morph replaces when the file is read again, so
 * the cached nodes are always the live ones; and it is checked against the
 * fingerprint of the file and of what it imports (a decorator may come
 * through a re-export, an option may name an imported enum member).
 */
export class DiscoveryCache {
  private entries = new WeakMap<ts.SourceFile, Entry>();

  discover(files: readonly SourceFile[], diagnostics: DiagnosticCollector, fingerprints: DependencyFingerprints): DiscoveredHandler[] {
    return files.flatMap((file) => {
      const fingerprint = fingerprints.of(file);
      const cached = this.entries.get(file.compilerNode);
      if (cached?.fingerprint === fingerprint) {
        diagnostics.diagnostics.push(...cached.diagnostics);
        return cached.handlers;
      }
      const before = diagnostics.diagnostics.length;
      const handlers = discoverHandlers([file], diagnostics);
      this.entries.set(file.compilerNode, { fingerprint, handlers, diagnostics: diagnostics.diagnostics.slice(before) });
      return handlers;
    });
  }
}
