import { createHash } from 'node:crypto';
import { ts, type SourceFile } from 'ts-morph';

/**
 * A hash of everything in the package a file's types can depend on: its own
 * text, the text of every package file it imports (transitively), and of
 * every global script file (whose declarations need no import). Files under
 * node_modules are left out: a change there reloads the Project. Taken before
 * analysis appends its synthetic interfaces. The body of a method with a
 * declared return type cannot change any type, so it is left out: editing
 * such a body reuses everything.
 */
export class DependencyFingerprints {
  private readonly textHashes = new Map<SourceFile, string>();
  private readonly fingerprints = new Map<SourceFile, string>();
  private globals: SourceFile[] | undefined;

  constructor(private readonly packageFiles: readonly SourceFile[]) {}

  of(file: SourceFile): string {
    let fingerprint = this.fingerprints.get(file);
    if (fingerprint === undefined) {
      const hash = createHash('sha1');
      for (const dependency of this.dependencies(file)) hash.update(dependency.getFilePath()).update('\0').update(this.textHash(dependency));
      this.fingerprints.set(file, (fingerprint = hash.digest('hex')));
    }
    return fingerprint;
  }

  private dependencies(file: SourceFile): SourceFile[] {
    this.globals ??= this.packageFiles.filter((f) => !f.isInNodeModules() && !isModule(f));
    const seen = new Set<SourceFile>([...this.globals, file]);
    const queue = [file];
    for (let next = queue.pop(); next; next = queue.pop()) {
      for (const referenced of next.getReferencedSourceFiles()) {
        if (referenced.isInNodeModules() || seen.has(referenced)) continue;
        seen.add(referenced);
        queue.push(referenced);
      }
    }
    return [...seen].sort((a, b) => (a.getFilePath() < b.getFilePath() ? -1 : 1));
  }

  private textHash(file: SourceFile): string {
    let hash = this.textHashes.get(file);
    if (hash === undefined) this.textHashes.set(file, (hash = createHash('sha1').update(declarationText(file)).digest('hex')));
    return hash;
  }
}

/** The file's text with the bodies of methods that declare their return type emptied. */
function declarationText(file: SourceFile): string {
  const text = file.getFullText();
  const bodies: Array<[number, number]> = [];
  for (const cls of file.getClasses()) {
    for (const method of cls.getMethods()) {
      const body = method.getBody();
      if (body && method.getReturnTypeNode()) bodies.push([body.getStart(), body.getEnd()]);
    }
  }
  let result = '';
  let at = 0;
  for (const [start, end] of bodies) {
    result += `${text.slice(at, start)}{}`;
    at = end;
  }
  return result + text.slice(at);
}

function isModule(file: SourceFile): boolean {
  return ts.isExternalModule(file.compilerNode);
}
