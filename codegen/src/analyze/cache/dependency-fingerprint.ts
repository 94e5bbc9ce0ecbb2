import { createHash } from 'node:crypto';
import { ts, type ClassDeclaration, type MethodDeclaration, type SourceFile } from 'ts-morph';

/**
 * A hash of everything in the package a file's types can depend on: its own
 * text, the text of every package file it imports (transitively), and of
 * every global script file (whose declarations need no import). Files under
 * node_modules are left out: a change there reloads the Project. Taken before
 * analysis appends its synthetic interfaces. The body of a method with a
 * declared return type cannot change any type, so it is left out: editing
 * such a body reuses everything.
 *
 * A method's own fingerprint (`ofMethod`) leaves out the other methods of
 * its class when its types cannot see them, so a signature edit in a file of
 * 20 tools analyses one tool again, not 20.
 */
export class DependencyFingerprints {
  private readonly textHashes = new Map<SourceFile, string>();
  private readonly fingerprints = new Map<SourceFile, string>();
  private readonly methodFingerprints = new Map<MethodDeclaration, string>();
  private readonly closures = new Map<SourceFile, SourceFile[]>();
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

  /**
   * As `of(method's file)`, but with the text of the class's other methods
   * left out when `canSeeSiblings` says this method's types cannot reach them.
   */
  ofMethod(method: MethodDeclaration, cls: ClassDeclaration): string {
    const file = method.getSourceFile();
    if (this.canSeeSiblings(method, cls)) return this.of(file);
    let fingerprint = this.methodFingerprints.get(method);
    if (fingerprint === undefined) {
      const hash = createHash('sha1');
      for (const dependency of this.dependencies(file)) {
        const text = dependency === file ? createHash('sha1').update(declarationText(file, method, cls)).digest('hex') : this.textHash(dependency);
        hash.update(dependency.getFilePath()).update('\0').update(text);
      }
      // Declarations after the class move when a sibling's length changes, and TJS's
      // definition names hash declaration positions: then the positions count too.
      if (cls.getNextSibling() !== undefined) hash.update(`\0${cls.getEnd()}`);
      this.methodFingerprints.set(method, (fingerprint = hash.digest('hex')));
    }
    return fingerprint;
  }

  /**
   * Whether the method's input, output or model might depend on the other
   * methods of its class (true on any doubt). They are out of its reach when
   * its return type is declared (an inferred one may come from `this.other()`),
   * its signature and decorators never say `this`, and nothing can name the
   * class: its name occurs once in its file (its declaration), the file is a
   * module that no file it depends on imports (no cycle back to it, no self
   * import), and no such file mentions the name.
   */
  private canSeeSiblings(method: MethodDeclaration, cls: ClassDeclaration): boolean {
    const name = cls.getName();
    const file = method.getSourceFile();
    if (name === undefined || !method.getReturnTypeNode() || !isModule(file)) return true;
    const signature = [...method.getDecorators(), ...method.getTypeParameters(), ...method.getParameters(), method.getReturnTypeNode()!].map((node) => node.getText());
    if (signature.some((text) => /\bthis\b/.test(text))) return true;
    const source = `(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`;
    if ((file.getFullText().match(new RegExp(source, 'g')) ?? []).length !== 1) return true;
    const mentions = new RegExp(source);
    return this.dependencies(file).some((other) => other.getReferencedSourceFiles().includes(file) || (other !== file && mentions.test(other.getFullText())));
  }

  private dependencies(file: SourceFile): SourceFile[] {
    const cached = this.closures.get(file);
    if (cached) return cached;
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
    const sorted = [...seen].sort((a, b) => (a.getFilePath() < b.getFilePath() ? -1 : 1));
    this.closures.set(file, sorted);
    return sorted;
  }

  private textHash(file: SourceFile): string {
    let hash = this.textHashes.get(file);
    if (hash === undefined) this.textHashes.set(file, (hash = createHash('sha1').update(declarationText(file)).digest('hex')));
    return hash;
  }
}

/**
 * The file's text with the bodies of methods that declare their return type
 * emptied; given `method` of `cls`, also without the class's other methods
 * (their JSDoc and decorators too; overloads of `method` stay).
 */
function declarationText(file: SourceFile, method?: MethodDeclaration, cls?: ClassDeclaration): string {
  const text = file.getFullText();
  const cuts: Array<{ start: number; end: number; keep: string }> = [];
  const siblings = new Set<ts.Node>();
  if (method && cls) {
    const name = method.getName();
    for (const member of cls.compilerNode.members) {
      if (ts.isMethodDeclaration(member) && member.name.getText(file.compilerNode) !== name) {
        siblings.add(member);
        cuts.push({ start: member.pos, end: member.end, keep: '' });
      }
    }
  }
  for (const c of file.getClasses()) {
    for (const m of c.getMethods()) {
      const body = m.getBody();
      if (body && m.getReturnTypeNode() && !siblings.has(m.compilerNode)) cuts.push({ start: body.getStart(), end: body.getEnd(), keep: '{}' });
    }
  }
  cuts.sort((a, b) => a.start - b.start);
  let result = '';
  let at = 0;
  for (const { start, end, keep } of cuts) {
    result += `${text.slice(at, start)}${keep}`;
    at = end;
  }
  return result + text.slice(at);
}

function isModule(file: SourceFile): boolean {
  return ts.isExternalModule(file.compilerNode);
}
