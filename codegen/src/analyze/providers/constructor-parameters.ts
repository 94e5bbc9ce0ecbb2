import type { ClassDeclaration, ParameterDeclaration } from 'ts-morph';

/** The parameters `new Cls(...)` takes: its own constructor's, else the nearest base class's. */
export function constructorParameters(cls: ClassDeclaration): ParameterDeclaration[] {
  for (let current: ClassDeclaration | undefined = cls; current; current = current.getBaseClass()) {
    const constructors = current.getConstructors();
    if (constructors.length === 0) continue;
    const implementation = constructors.find((c) => c.hasBody()) ?? constructors[0];
    return implementation.getParameters();
  }
  return [];
}
