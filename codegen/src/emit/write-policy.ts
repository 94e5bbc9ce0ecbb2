import type { CodeBlockWriter } from 'ts-morph';
import type { HandlerModel } from '../model/feature-model.js';
import { writeLiteral } from './ts-literal.js';

/** `policy: { ... },` on a binding, only when the decorator declared one (the runtime enforces it). */
export function writePolicy(writer: CodeBlockWriter, handler: HandlerModel): void {
  if (!handler.policy) return;
  writer.write('policy: ');
  writeLiteral(writer, handler.policy);
  writer.write(',').newLine();
}
