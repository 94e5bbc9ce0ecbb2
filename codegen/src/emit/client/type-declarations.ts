/**
 * The named types of a client module. Each schema's `$defs` become named
 * types too (shared when two schemas define the same name identically,
 * numbered when they differ), so `$ref`s, recursive ones included, resolve.
 */
import { sortKeysDeep, toJsonText } from '../canonical-json.js';
import { docComment, schemaToType, type RefResolver } from './schema-to-type.js';
import { NameAllocator, pascalCase } from './type-names.js';

type Schema = { [keyword: string]: unknown };

export class TypeDeclarations {
  private readonly declarations: string[] = [];
  /** `$defs` already declared, by def key and canonical JSON, to share identical ones. */
  private readonly defs = new Map<string, string>();

  constructor(private readonly names: NameAllocator) {}

  /** A resolver for `$ref`s inside `schema`; its `$defs` are declared here, once. */
  refsOf(schema: unknown): RefResolver {
    const owned = ((schema as Schema | null)?.$defs ?? {}) as Record<string, unknown>;
    const local = new Map<string, string>();
    const fresh: string[] = [];
    for (const key of Object.keys(owned).sort()) {
      const id = `${key}\n${toJsonText(sortKeysDeep(owned[key]))}`;
      if (!this.defs.has(id)) {
        this.defs.set(id, this.names.allocate(pascalCase(key)));
        fresh.push(key);
      }
      local.set(key, this.defs.get(id)!);
    }
    const resolver: RefResolver = (ref) => {
      const match = /^#\/(?:\$defs|definitions)\/(.+)$/.exec(ref);
      return match ? local.get(decodeURIComponent(match[1]).replace(/~1/g, '/').replace(/~0/g, '~')) : undefined;
    };
    // Declared once every def has a name, so defs can refer to each other.
    for (const key of fresh) this.declare(local.get(key)!, owned[key], resolver);
    return resolver;
  }

  /** `export interface Name {...}` for a plain object type, else `export type Name = ...;`. */
  declare(name: string, schema: unknown, refs: RefResolver, doc?: string): void {
    this.declareType(name, schemaToType(schema, refs), doc ?? docComment(schema, '').trim());
  }

  declareType(name: string, type: string, doc = ''): void {
    const head = doc ? `${doc}\n` : '';
    const isObject = type.startsWith('{\n') && type.endsWith('\n}') && !/^\}/m.test(type.slice(1, -1));
    this.declarations.push(isObject ? `${head}export interface ${name} ${type}` : `${head}export type ${name} = ${type};`);
  }

  /** Each declaration's text, in order; the module separates them with a blank line. */
  texts(): readonly string[] {
    return this.declarations;
  }
}
