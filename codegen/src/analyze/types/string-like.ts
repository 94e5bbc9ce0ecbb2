import type { Type } from 'ts-morph';

/** string, a string literal, a union of them or a string enum; `undefined` allowed beside. */
export function isStringLike(type: Type): boolean {
  const parts = type.isUnion() ? type.getUnionTypes() : [type];
  const defined = parts.filter((t) => !t.isUndefined());
  return defined.length > 0 && defined.every((t) => t.isString() || t.isStringLiteral());
}
