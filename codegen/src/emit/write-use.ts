import type CodeBlockWriter from 'code-block-writer';
import type { HandlerModel } from '../model/feature-model.js';

/**
 * `use: (c) => [c.resolve(Audit), c.resolve(Timing)],` on a binding, only
 * when `@Use` applies middleware to it: a handler without any is called
 * directly, with no per-call work for middleware.
 */
export function writeUse(writer: CodeBlockWriter, handler: HandlerModel): void {
  if (!handler.use || handler.use.length === 0) return;
  writer.writeLine(`use: (c) => [${handler.use.map((name) => `c.resolve(${name})`).join(', ')}],`);
}
