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
/**
 * Hashes of declarationText by parsed file. A parsed file never changes (an
 * edit makes a new one), so these hold across builds: a rebuild hashes only
 * the files read again.
 */
const textHashes = new WeakMap<ts.SourceFile, string>();

export class DependencyFingerprints {
  private readonly fingerprints = new Map<SourceFile, string>();
  private readonly methodFingerprints = new Map<MethodDeclaration, string>();
  private readonly closures = new Map<SourceFile, SourceFile[]>();
  private readonly classBases = new Map<ClassDeclaration, string | undefined>();
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
   * As `of(method's file)`, but with the class's other methods left out when
   * this method cannot see them (see `classBase` and `seesSiblings`): the
   * class's part is hashed once, then each method's own text on top.
   */
  ofMethod(method: MethodDeclaration, cls: ClassDeclaration): string {
    const base = this.classBase(cls);
    const file = method.getSourceFile();
    if (base === undefined || seesSiblings(method, file.getFullText())) return this.of(file);
    let fingerprint = this.methodFingerprints.get(method);
    if (fingerprint === undefined) {
      const name = method.getName();
      const own = cls.compilerNode.members.filter((member) => ts.isMethodDeclaration(member) && member.name.getText(file.compilerNode) === name); // with its overloads
      const hash = createHash('sha1').update(base);
      for (const member of own) hash.update('\0').update(withoutBodies(file.getFullText(), member.pos, member.end, [member as ts.MethodDeclaration]));
      this.methodFingerprints.set(method, (fingerprint = hash.digest('hex')));
    }
    return fingerprint;
  }

  /**
   * The hash of what the class's methods can depend on besides their own
   * text: the files they depend on, and their file without the class's
   * methods. Undefined when a method might see its siblings through the
   * class: unless its name occurs once in its file (its declaration) and its
   * file is a module that no file it depends on imports (no cycle back to it,
   * no self import) or mentions the name.
   */
  private classBase(cls: ClassDeclaration): string | undefined {
    if (this.classBases.has(cls)) return this.classBases.get(cls);
    const file = cls.getSourceFile();
    const name = cls.getName();
    let base: string | undefined;
    if (name !== undefined && isModule(file)) {
      const source = `(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`;
      const mentions = new RegExp(source);
      const closed = (file.getFullText().match(new RegExp(source, 'g')) ?? []).length === 1 && !this.dependencies(file).some((other) => other.getReferencedSourceFiles().includes(file) || (other !== file && mentions.test(other.getFullText())));
      if (closed) {
        const hash = createHash('sha1');
        for (const dependency of this.dependencies(file)) {
          const text = dependency === file ? createHash('sha1').update(declarationText(file, cls)).digest('hex') : this.textHash(dependency);
          hash.update(dependency.getFilePath()).update('\0').update(text);
        }
        // Types declared after the class move when a method's length changes, and TJS's
        // definition names hash declaration positions: then the positions count too.
        if (declaresTypesAfter(file, cls)) hash.update(`\0${cls.getEnd()}`);
        base = hash.digest('hex');
      }
    }
    this.classBases.set(cls, base);
    return base;
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
    let hash = textHashes.get(file.compilerNode);
    if (hash === undefined) textHashes.set(file.compilerNode, (hash = createHash('sha1').update(declarationText(file)).digest('hex')));
    return hash;
  }
}

/**
 * Whether the method's input, output or model might depend on the other
 * methods of its class: unless its return type is declared (an inferred one
 * may come from `this.other()`) and its decorators and signature never say
 * `this` (a parameter's default may call `this.other()`).
 */
function seesSiblings(method: MethodDeclaration, text: string): boolean {
  const body = method.getBody();
  if (!method.getReturnTypeNode() || !body) return true;
  return /\bthis\b/.test(text.slice(method.getStart(), body.getStart()));
}

/**
 * The file's text with the bodies of methods that declare their return type
 * emptied; given `without`, also without that class's methods (their JSDoc
 * and decorators too).
 */
function declarationText(file: SourceFile, without?: ClassDeclaration): string {
  const methods = file.getClasses().flatMap((cls) => cls.getMethods().map((m) => m.compilerNode));
  if (!without) return withoutBodies(file.getFullText(), 0, file.getEnd(), methods);
  const cut = without.compilerNode.members.filter(ts.isMethodDeclaration);
  let result = '';
  let at = 0;
  for (const member of cut) {
    result += withoutBodies(file.getFullText(), at, member.pos, methods);
    at = member.end;
  }
  return result + withoutBodies(file.getFullText(), at, file.getEnd(), methods);
}

/** text[start, end) with the bodies of those `methods` inside it that declare their return type emptied. */
function withoutBodies(text: string, start: number, end: number, methods: readonly ts.MethodDeclaration[]): string {
  let result = '';
  let at = start;
  for (const method of methods) {
    const body = method.body;
    if (!body || !method.type || body.pos < at || body.end > end) continue;
    const bodyStart = body.getStart();
    result += `${text.slice(at, bodyStart)}{}`;
    at = body.end;
  }
  return result + text.slice(at, end);
}

/** Whether a statement after the class declares a named type (one TJS may name a definition after). */
function declaresTypesAfter(file: SourceFile, cls: ClassDeclaration): boolean {
  return file.compilerNode.statements.some(
    (statement) => statement.pos >= cls.getEnd() && (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement) || ts.isModuleDeclaration(statement)),
  );
}

function isModule(file: SourceFile): boolean {
  return ts.isExternalModule(file.compilerNode);
}
