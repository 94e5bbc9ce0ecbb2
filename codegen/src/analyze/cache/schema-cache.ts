import type { InputSchemaResult } from '../analysis-context.js';

/** A queued schema that a cache may answer: `cacheKey` names everything its schema depends on. */
export interface Cacheable {
  cacheKey?: string;
  assign: (schema: InputSchemaResult) => void;
}

/**
 * Schemas of the last build, by what they depend on (see
 * DependencyFingerprints), so a watch-mode rebuild generates only the
 * schemas of methods whose files, or files they import, changed. Entries not
 * used by a build are dropped after it.
 */
export class SchemaCache {
  private entries = new Map<string, InputSchemaResult>();
  private next = new Map<string, InputSchemaResult>();

  /** Assigns every cached schema now and returns the rest, which store their schema once generated. */
  take<P extends Cacheable>(pending: readonly P[]): P[] {
    const misses: P[] = [];
    for (const item of pending) {
      const key = item.cacheKey;
      const hit = key === undefined ? undefined : this.entries.get(key);
      if (key !== undefined && hit !== undefined) {
        this.next.set(key, hit);
        item.assign(structuredClone(hit)); // Later stages may annotate the schema they get.
        continue;
      }
      misses.push(key === undefined ? item : { ...item, assign: (schema) => this.store(key, schema, item.assign) });
    }
    return misses;
  }

  /** Ends a build: what it did not use is forgotten. */
  commit(): void {
    this.entries = this.next;
    this.next = new Map();
  }

  private store(key: string, schema: InputSchemaResult, assign: (schema: InputSchemaResult) => void): void {
    this.next.set(key, structuredClone(schema));
    assign(schema);
  }
}
