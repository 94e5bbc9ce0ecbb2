import type { HandlerModel } from '../../model/feature-model.js';
import { EmitError } from '../emit-error.js';
import { datePlanLiteral, REVIVE_DATES } from './revive-dates.js';
import { memberAccess, stringLiteral } from '../ts-literal.js';

/** The lambda's parameters, in the position the runtime passes them (after the resolver `c`). */
export interface HandlerSignature {
  /** Names after `c`, in order: ['args', 'ctx'] or ['uri', 'vars', 'ctx'] or ['uri', 'ctx']. */
  params: string[];
  /** The parameter that holds the arguments (`args` or `vars`); absent for a fixed resource. */
  bag?: string;
}

export const TOOL_SIGNATURE: HandlerSignature = { params: ['args', 'ctx'], bag: 'args' };
export const PROMPT_SIGNATURE: HandlerSignature = { params: ['args', 'ctx'], bag: 'args' };
export const RESOURCE_SIGNATURE: HandlerSignature = { params: ['uri', 'ctx'] };
export const TEMPLATE_SIGNATURE: HandlerSignature = { params: ['uri', 'vars', 'ctx'], bag: 'vars' };

/** What a handler lambda is made of: its parameter list and the call's head and arguments. */
export interface HandlerCall {
  /** `(c, args)` or `(c, _uri, vars)`. */
  params: string;
  /** `c.resolve(Notes).addNote`. */
  callee: string;
  args: string[];
}

/**
 * How a binding calls its method: one argument per model parameter, in order,
 * each cast to the method's own parameter type (the validator has checked it).
 * Only the lambda parameters that are used are declared; earlier unused ones
 * are kept for position and prefixed `_`.
 */
export function handlerCall(handler: HandlerModel, signature: HandlerSignature): HandlerCall {
  const paramType = (index: number) =>
    `Parameters<${handler.className}[${stringLiteral(handler.method)}]>[${index}]`;
  const used = new Set<string>();
  const args = handler.parameters.map((parameter, index) => {
    if (parameter.kind === 'context') {
      used.add('ctx');
      return `ctx as ${paramType(index)}`;
    }
    if (!signature.bag) {
      throw new EmitError([
        {
          code: 'MCPG9002',
          severity: 'error',
          message: `${handler.className}.${handler.method} has an argument '${parameter.name}', but a fixed resource receives none.`,
          hint: 'This is a bug in mcp-codegen (the analyser should have reported it); please report it.',
          location: handler.source,
        },
      ]);
    }
    used.add(signature.bag);
    // A destructured input receives the whole arguments object (via unknown: Arguments is a plain record).
    const value = parameter.kind === 'input' ? `(${signature.bag} as unknown)` : `${signature.bag}[${stringLiteral(parameter.name)}]`;
    const converted = parameter.dates ? `${REVIVE_DATES}(${value}, ${datePlanLiteral(parameter.dates)})` : value;
    return `${converted} as ${paramType(index)}`;
  });
  const lastUsed = Math.max(-1, ...signature.params.map((name, index) => (used.has(name) ? index : -1)));
  const names = signature.params.slice(0, lastUsed + 1).map((name) => (used.has(name) ? name : `_${name}`));
  return {
    params: `(${['c', ...names].join(', ')})`,
    callee: memberAccess(`c.resolve(${handler.className})`, handler.method),
    args,
  };
}
