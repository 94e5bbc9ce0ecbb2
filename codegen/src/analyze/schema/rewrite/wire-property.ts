import { ts } from 'ts-morph';

/**
 * Whether a property of an object type travels in JSON. Private, protected
 * and `#private` members are not part of what a client sends (a class with
 * them is nominal to TypeScript), and accessors live on the prototype, so
 * `JSON.stringify` leaves them out. The schema (object-shape.ts) and the
 * check for unsupported types (unsupported-types.ts) both ask this.
 */
export function isWireProperty(property: ts.Symbol): boolean {
  if (property.flags & ts.SymbolFlags.Accessor) return false;
  return !(property.getDeclarations() ?? []).some((declaration) => {
    const name = (declaration as { name?: ts.Node }).name;
    if (name && ts.isPrivateIdentifier(name)) return true;
    return (ts.getCombinedModifierFlags(declaration) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) !== 0;
  });
}
