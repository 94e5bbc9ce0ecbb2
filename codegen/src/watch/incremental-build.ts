import { basename, resolve } from 'node:path';
import type { Project } from 'ts-morph';
import { DiscoveryCache } from '../analyze/cache/discovery-cache.js';
import { SchemaCache } from '../analyze/cache/schema-cache.js';
import { ToolCache } from '../analyze/cache/tool-cache.js';
import { CONFIG_FILE } from '../config/load-config.js';
import type { ProjectCache } from '../load/load-project.js';
import { build, type BuildResult } from '../pipeline/build-package.js';
import type { EmitMemo } from '../pipeline/emit-memo.js';

/** Files whose change means the Project itself must be loaded again. */
const PROJECT_FILES = new Set(['package.json', 'tsconfig.json', CONFIG_FILE]);

/**
 * Builds a package again and again in one process, keeping the ts-morph
 * Project between builds: a rebuild re-reads only the changed files (lib and
 * dependency declarations stay parsed and bound), discovers only the
 * handlers of changed files, and analyses only the tools, and generates only
 * the schemas, whose files (or files they import) changed. The models it
 * returns share frozen parts with its caches: read them, do not change them.
 */
export class IncrementalBuild {
  private readonly projects: ProjectCache = new Map();
  private readonly emitMemo: EmitMemo = {};
  private schemaCache = new SchemaCache();
  private toolCache = new ToolCache();
  private discoveryCache = new DiscoveryCache();
  readonly packageDir: string;

  constructor(packageDir: string) {
    this.packageDir = resolve(packageDir);
  }

  /** Builds after `changed` (absolute paths) changed on disk; the first call is a cold build. */
  async build(changed: Iterable<string> = []): Promise<BuildResult> {
    for (const path of changed) this.refresh(resolve(path));
    // The last build's synthetic interfaces are taken out here, not after it: the file just
    // edited, which is usually the one that had them, was read again above, so it is parsed once.
    for (const project of this.projects.values()) restoreFromDisk(project);
    return await build(this.packageDir, { projects: this.projects, schemaCache: this.schemaCache, toolCache: this.toolCache, discoveryCache: this.discoveryCache, emitMemo: this.emitMemo });
  }

  private refresh(path: string): void {
    if (PROJECT_FILES.has(basename(path))) {
      this.projects.clear();
      this.schemaCache = new SchemaCache();
      this.toolCache = new ToolCache();
      this.discoveryCache = new DiscoveryCache();
      return;
    }
    for (const project of this.projects.values()) {
      const file = project.getSourceFile(path);
      if (file) file.refreshFromFileSystemSync(); // also drops a deleted file
      else if (/\.[cm]?tsx?$/.test(path)) project.addSourceFileAtPathIfExists(path);
    }
  }
}

/** Analysis appends synthetic interfaces in memory; put each touched file back as it is on disk. */
function restoreFromDisk(project: Project): void {
  for (const file of project.getSourceFiles()) {
    if (!file.isSaved()) file.refreshFromFileSystemSync();
  }
}
