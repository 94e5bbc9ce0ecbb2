import type { ClassDeclaration, Decorator, MethodDeclaration } from 'ts-morph';
import type { HandlerKind } from './decorator-kind.js';
import type { DecoratorArguments } from './decorator-options.js';

/** A decorated method found in the user's source, before analysis. */
export interface DiscoveredHandler extends DecoratorArguments {
  kind: HandlerKind;
  classDeclaration: ClassDeclaration;
  method: MethodDeclaration;
  decorator: Decorator;
}
