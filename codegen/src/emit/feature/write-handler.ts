import type CodeBlockWriter from 'code-block-writer';
import type { HandlerModel } from '../../model/feature-model.js';
import { handlerCall, type HandlerSignature } from './handler-call.js';

/**
 * Writes `key: (c, args) => c.resolve(X).m(...),`. A call with one argument
 * or none stays on one line; longer ones put each argument on its own line,
 * so a diff shows the parameter that changed.
 */
export function writeHandler(writer: CodeBlockWriter, key: string, handler: HandlerModel, signature: HandlerSignature): void {
  const { params, callee, args } = handlerCall(handler, signature);
  if (args.length <= 1) {
    writer.writeLine(`${key}: ${params} => ${callee}(${args.join('')}),`);
    return;
  }
  writer.writeLine(`${key}: ${params} =>`);
  writer.indent(() => {
    writer.writeLine(`${callee}(`);
    writer.indent(() => {
      for (const arg of args) writer.writeLine(`${arg},`);
    });
    writer.writeLine('),');
  });
}
