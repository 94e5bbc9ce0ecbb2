import type { ParameterDeclaration, Type } from 'ts-morph';
import type { JsonValue } from '../discover/literal-value.js';
import type { DatePlan } from '../model/feature-model.js';

/** What analysis learns about one parameter of a handler. */
export interface ParameterInfo {
  node: ParameterDeclaration;
  /** The parameter name; for a destructured input, `input`. */
  name: string;
  /** argument: one input property; input: the whole input (destructured); context: McpContext. */
  kind: 'argument' | 'context' | 'input';
  /** Position among all parameters (for `Parameters<C["m"]>[i]`). */
  index: number;
  required: boolean;
  /** Present when the initializer is a literal. */
  default?: JsonValue;
  /** input only: literal defaults of the destructured properties. */
  propertyDefaults?: Record<string, JsonValue>;
  description?: string;
  /** The parameter's own leading JSDoc (`/** @minimum 1 *\/ limit: number`), copied onto the schema property. */
  jsDoc?: string;
  /** Where the type holds Dates. */
  dates?: DatePlan;
  type: Type;
  /** Type text valid at the top level of the method's file, for the synthetic input interface. */
  typeText: string;
}

/** How a handler kind may take its parameters. */
export interface ParameterRules {
  /** Tools may take one destructured parameter as the whole input. */
  allowInput?: boolean;
  /** `mcpCodegen.allowAny`: no warning for any/unknown. */
  allowAny?: boolean;
}
