import type { Node } from 'ts-morph';
import type { DiagnosticCollector } from '../../load/diagnostic-collector.js';

const NAME = /^[A-Za-z0-9._-]{1,128}$/;

/** Tool and prompt names as MCP allows them. Returns false after reporting. */
export function checkName(name: string, what: 'tool' | 'prompt', at: Node, diagnostics: DiagnosticCollector): boolean {
  if (NAME.test(name)) return true;
  diagnostics.error(
    'MCPG3001',
    at,
    `Invalid ${what} name ${JSON.stringify(name)}: it must be 1 to 128 letters, digits, ".", "_" or "-".`,
    `Rename the method, or set a valid name: @${what === 'tool' ? 'Tool' : 'Prompt'}({ name: 'my_${what}' }).`,
  );
  return false;
}

/** Export name of a generated validator: `tool_get-forecast` → `tool_get_forecast`. */
export function validatorName(prefix: 'tool' | 'prompt' | 'output', name: string): string {
  return `${prefix}_${name}`.replace(/[^A-Za-z0-9_$]/g, '_');
}
