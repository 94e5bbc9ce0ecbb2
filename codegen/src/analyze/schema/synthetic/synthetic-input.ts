import type { SourceFile } from 'ts-morph';
import type { ParameterInfo } from '../../parameter-info.js';

/** One object schema to generate: the arguments of one tool or prompt. */
export interface InputRequest {
  file: SourceFile;
  /** Unique in the program: TJS finds types by global name (toolchain pitfall 5). */
  interfaceName: string;
  parameters: ParameterInfo[];
}

/**
 * The synthetic interface of one request (appended by append-synthetic.ts):
 * one member per argument, with the parameter's own JSDoc so its tags
 * (`@minimum`, `@format`, ...) shape the property; a destructured input is
 * an alias of its type instead.
 */
export function inputInterfaceText(request: InputRequest): string {
  const input = request.parameters.find((p) => p.kind === 'input');
  if (input) return `export type ${request.interfaceName} = ${input.typeText};`;
  const members = request.parameters
    .filter((p) => p.kind === 'argument')
    .map((p) => `${p.jsDoc ? `  ${p.jsDoc}\n` : ''}  ${p.name}${p.required ? '' : '?'}: ${p.typeText};`);
  return `export interface ${request.interfaceName} {\n${members.join('\n')}\n}`;
}

/** `__mcp_input_3_Notes_addNote`: a counter keeps names unique across same-named classes. */
export function inputInterfaceName(index: number, className: string, method: string): string {
  return `__mcp_input_${index}_${className}_${method}`.replace(/[^A-Za-z0-9_$]/g, '_');
}
