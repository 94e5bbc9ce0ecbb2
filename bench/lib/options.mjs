// Command-line options of bench/run.mjs.
import { parseArgs } from 'node:util';

export function readOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      rounds: { type: 'string', default: '3' },
      seconds: { type: 'string', default: '1' },
      'http-seconds': { type: 'string', default: '2' },
      'codegen-rounds': { type: 'string', default: '2' },
      'cold-starts': { type: 'string', default: '5' },
      only: { type: 'string', default: 'stdio,http,codegen' },
      'with-watch': { type: 'boolean', default: false },
      reuse: { type: 'boolean', default: false },
      out: { type: 'string' },
      harness: { type: 'string' },
    },
  });
  return {
    rounds: Number(values.rounds),
    seconds: Number(values.seconds),
    httpSeconds: Number(values['http-seconds']),
    codegenRounds: Number(values['codegen-rounds']),
    coldStarts: Number(values['cold-starts']),
    sections: new Set(values.only.split(',')),
    withWatch: values['with-watch'],
    reuse: values.reuse,
    out: values.out,
    // RUN.json[,MODERN.json] from ../shared/bench: its table goes into RESULTS.md.
    harness: values.harness?.split(','),
  };
}
