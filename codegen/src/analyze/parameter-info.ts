import type { ParameterDeclaration, Type } from 'ts-morph';
import type { JsonValue } from '../discover/literal-value.js';

/** What analysis learns about one parameter of a handler. */
export interface ParameterInfo {
  node: ParameterDeclaration;
  name: string;
  kind: 'argument' | 'context';
  /** Position among all parameters (for `Parameters<C["m"]>[i]`). */
  index: number;
  required: boolean;
  /** Present when the initializer is a literal. */
  default?: JsonValue;
  description?: string;
  type: Type;
  /** Type text valid at the top level of the method's file, for the synthetic input interface. */
  typeText: string;
}
