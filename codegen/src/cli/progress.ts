import type { BuildStage } from '../pipeline/build-package.js';
import type { CliIo } from './cli-io.js';

const LABELS: Record<BuildStage, string> = { analyze: 'analysing types', emit: 'generating validators', write: 'writing' };

/**
 * A one-line status on stderr while a build runs, rewritten in place and
 * erased at the end; only on a terminal, so logs and pipes stay clean.
 */
export function progress(io: CliIo, enabled: boolean): { stage(stage: BuildStage): void; done(): void } {
  const on = enabled && io.stderr.isTTY === true;
  let shown = false;
  return {
    stage(stage) {
      if (!on) return;
      io.stderr.write(`\r\u001b[Kmcp-codegen: ${LABELS[stage]}…`);
      shown = true;
    },
    done() {
      if (shown) io.stderr.write('\r\u001b[K');
      shown = false;
    },
  };
}
