import { isIdentifier } from '../ts-literal.js';

/** `addNote` → `AddNote`, `notes.add-item` → `NotesAddItem`; a leading digit gets `_`. */
export function pascalCase(text: string): string {
  const words = text.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const name = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('') || 'Unnamed';
  return /^[0-9]/.test(name) ? `_${name}` : name;
}

/** Hands out unique type names in one file: a name taken already gets a number (`Note2`). */
export class NameAllocator {
  private readonly taken = new Set<string>();

  constructor(reserved: Iterable<string> = []) {
    for (const name of reserved) this.taken.add(name);
  }

  allocate(wanted: string): string {
    const base = isIdentifier(wanted) ? wanted : pascalCase(wanted);
    let name = base;
    for (let n = 2; this.taken.has(name); n++) name = `${base}${n}`;
    this.taken.add(name);
    return name;
  }
}
